import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearch } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

const search = (id: number, name: string, query: string, alert = true): SavedSearch => ({
  id,
  name,
  query,
  alert,
  feedUrl: `https://ieichiba.example/feed/search/${String(id).repeat(32).slice(0, 32)}.xml`,
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** A fake API holding the searches; PATCH and DELETE change it like the server does. */
function fakeApi(initial: SavedSearch[]) {
  let items = initial;
  return mockFetch((_url, r) => {
    if (r.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
    if (r.url.pathname === '/api/my-page/saved-searches' && r.method === 'GET') return { body: { items, max: 10 } };
    const m = /^\/api\/my-page\/saved-searches\/(\d+)$/.exec(r.url.pathname);
    if (m && r.method === 'PATCH') {
      const body = r.body as { name?: string; alert?: boolean };
      items = items.map((s) => (s.id === Number(m[1]) ? { ...s, ...body } : s));
      return { body: items.find((s) => s.id === Number(m[1])) };
    }
    if (m && r.method === 'DELETE') {
      items = items.filter((s) => s.id !== Number(m[1]));
      return { body: { success: true } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
  });
}

describe('/my-page/searches', () => {
  it('lists the searches with their board link and feed URL, and switches one alert', async () => {
    const user = userEvent.setup();
    const { seen } = fakeApi([search(1, '長野県・古民家', 'area=20&word=%E5%8F%A4%E6%B0%91%E5%AE%B6'), search(2, '東京都', 'area=13', false)]);
    renderMyPage('/my-page/searches');
    const list = await screen.findByRole('list', { name: '保存した検索条件' });
    expect(within(list).getByRole('link', { name: '長野県・古民家' })).toHaveAttribute('href', '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6?area=20');
    expect(within(list).getByRole('link', { name: '東京都' })).toHaveAttribute('href', '/board?area=13');
    expect(within(list).getAllByRole('textbox', { name: 'フィード' })[1]).toHaveValue(search(2, '', '').feedUrl);
    const alert = within(list).getByRole('switch', { name: '「長野県・古民家」の新着をメールで受け取る' });
    expect(alert).toBeChecked();
    expect(within(list).getByRole('switch', { name: '「東京都」の新着をメールで受け取る' })).not.toBeChecked();

    await user.click(alert);
    expect(await screen.findByText('「長野県・古民家」の新着のお知らせをオフにしました。')).toBeInTheDocument();
    await waitFor(() => expect(alert).not.toBeChecked());
    expect(seen.filter((r) => r.method === 'PATCH').map((r) => [r.url.pathname, r.body])).toEqual([['/api/my-page/saved-searches/1', { alert: false }]]);
  });

  it('checks a new name before sending it, keeps what was typed on an error, then renames', async () => {
    const user = userEvent.setup();
    const { seen } = fakeApi([search(1, '東京都', 'area=13')]);
    renderMyPage('/my-page/searches');
    await user.click(await screen.findByRole('button', { name: '「東京都」の名前を変更' }));
    const field = screen.getByRole('textbox', { name: /検索条件の名前/ });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText(SAVED_SEARCH_MESSAGES.nameRequired)).not.toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const long = 'あ'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1);
    await user.type(field, long);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findAllByText(SAVED_SEARCH_MESSAGES.nameTooLong)).not.toHaveLength(0);
    expect(field).toHaveValue(long);
    expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '実家の近く');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('link', { name: '実家の近く' })).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ name: '実家の近く' }]);
  });

  it('deletes a search after confirmation and shows the empty state', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { seen } = fakeApi([search(3, '北海道', 'area=01')]);
    renderMyPage('/my-page/searches');
    const button = await screen.findByRole('button', { name: '「北海道」を削除' });
    await user.click(button);
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByText('保存した検索条件はありません。')).toBeInTheDocument();
    expect(screen.getByText('「北海道」を削除しました。')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual(['/api/my-page/saved-searches/3']);
  });
});
