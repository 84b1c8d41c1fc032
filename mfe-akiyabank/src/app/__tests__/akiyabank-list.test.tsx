import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { MUNICIPALITIES, fakeList, fakeListing } from '../../testing/fixtures';
import { renderAkiyabank } from '../../testing/render-akiyabank';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function pageOf(page: number, totalPages = 5) {
  const items = Array.from({ length: 10 }, (_, i) => fakeListing((page - 1) * 10 + i + 1));
  return fakeList(items, { page, totalPages, total: totalPages * 10, limit: 10 });
}

/** Answers the municipalities for the filters, and the list with `list`. */
function bankApi(list: (url: URL) => ReturnType<typeof pageOf> | { status: number; body: unknown }) {
  return mockFetch((url) => {
    if (url.pathname === '/api/akiyabank/municipalities') return { body: MUNICIPALITIES };
    if (url.pathname === '/api/akiyabank/listings') {
      const answer = list(url);
      return 'status' in answer ? answer : { body: answer };
    }
    return undefined;
  });
}

const listCalls = (fetch: ReturnType<typeof mockFetch>) => fetch.requestsTo('/api/akiyabank/listings');

describe('/akiyabank/list', () => {
  it('lists the first page of bank listings with paging', async () => {
    const fetch = bankApi((url) => pageOf(Number(url.searchParams.get('page'))));
    renderAkiyabank('/akiyabank/list');
    const list = await screen.findByRole('list', { name: '物件の一覧' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/akiyabank/1');
    expect(screen.getByText(/全50件中 1〜\s*10件を表示/)).toBeInTheDocument();
    expect(listCalls(fetch)[0].searchParams.get('page')).toBe('1');

    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', '/akiyabank/list/page/2');
    expect(within(paging).queryByRole('link', { name: '前へ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '物件一覧' })).toHaveAttribute('aria-current', 'page');
  });

  it('/akiyabank/list/page/2 asks for page 2', async () => {
    const fetch = bankApi((url) => pageOf(Number(url.searchParams.get('page'))));
    renderAkiyabank('/akiyabank/list/page/2');
    expect(await screen.findByRole('link', { name: /古民家 11/ })).toHaveAttribute('href', '/akiyabank/11');
    expect(listCalls(fetch)[0].searchParams.get('page')).toBe('2');
    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/akiyabank/list');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('物件一覧（2ページ目）');
  });

  it('filters by prefecture and municipality; the pager keeps the filters', async () => {
    const fetch = bankApi((url) => pageOf(Number(url.searchParams.get('page')), 2));
    renderAkiyabank('/akiyabank/list/page/2');
    await screen.findByRole('list', { name: '物件の一覧' });

    const prefecture = screen.getByLabelText('都道府県');
    expect(within(prefecture).getAllByRole('option').map((o) => o.textContent)).toEqual(['すべての都道府県', '長野県', '岡山県', '高知県']);
    await userEvent.selectOptions(prefecture, '33');
    const municipality = screen.getByLabelText('市町村');
    expect(within(municipality).getAllByRole('option').map((o) => o.textContent)).toEqual(['すべての市町村', '真庭市（10件）', '高梁市（0件）']);
    await userEvent.selectOptions(municipality, '2');
    await userEvent.click(screen.getByRole('button', { name: '絞り込む' }));

    // Back to page 1 with both filters.
    await screen.findByRole('heading', { level: 1, name: '物件一覧' });
    const last = listCalls(fetch).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1', prefecture: '33', municipality: '2' });
    const paging = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', '/akiyabank/list/page/2?prefecture=33&municipality=2');

    // Another prefecture drops a municipality that is not in it.
    await userEvent.selectOptions(screen.getByLabelText('都道府県'), '39');
    expect(screen.getByLabelText('市町村')).toHaveValue('');
  });

  it('says so when nothing matches the filters, with a way back to every listing', async () => {
    bankApi(() => fakeList([]));
    renderAkiyabank('/akiyabank/list?prefecture=33&municipality=4');
    const empty = await screen.findByTestId('listings-empty');
    expect(empty).toHaveTextContent('この条件に合う物件はありません');
    expect(within(empty).getByRole('link', { name: 'すべての物件を見る' })).toHaveAttribute('href', '/akiyabank/list');
    expect(screen.getByLabelText('都道府県')).toHaveValue('33');
    expect(screen.getByLabelText('市町村')).toHaveValue('4');
  });

  it.each(['x', '2a', '0'])('/akiyabank/list/page/%s is not found and asks for no listing', (page) => {
    const fetch = mockFetch(() => 'never');
    renderAkiyabank(`/akiyabank/list/page/${page}`);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(listCalls(fetch)).toHaveLength(0);
  });

  it('a page past the last one is the 404 page, with neither the list heading nor its title', async () => {
    bankApi(() => fakeList([], { page: 9, total: 12, totalPages: 2 }));
    renderAkiyabank('/akiyabank/list/page/9');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['This page could not be found']);
    expect(document.title).not.toContain('物件一覧');
  });

  it('a page past the last one of a filtered list is the 404 page as well', async () => {
    bankApi(() => fakeList([], { page: 2, total: 0, totalPages: 0 }));
    renderAkiyabank('/akiyabank/list/page/2?prefecture=13');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('the last page itself is listed', async () => {
    bankApi((url) => pageOf(Number(url.searchParams.get('page')), 2));
    renderAkiyabank('/akiyabank/list/page/2');
    expect(await screen.findByRole('list', { name: '物件の一覧' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });

  it('shows the API error for a bad filter', async () => {
    bankApi(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: '都道府県コードが正しくありません' } }));
    renderAkiyabank('/akiyabank/list?prefecture=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('都道府県コードが正しくありません');
  });

  it('other /akiyabank paths are not found', () => {
    mockFetch(() => 'never');
    renderAkiyabank('/akiyabank/nothing');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
