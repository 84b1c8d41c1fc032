import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { fakeList, fakeListing } from '../../testing/fixtures';
import { renderAkiyabank } from '../../testing/render-akiyabank';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function pageOf(page: number, totalPages = 5) {
  const items = Array.from({ length: 10 }, (_, i) => fakeListing((page - 1) * 10 + i + 1));
  return fakeList(items, { page, totalPages, total: totalPages * 10, limit: 10 });
}

describe('/akiyabank/list', () => {
  it('lists the first page with paging', async () => {
    const fetch = mockFetch((url) => ({ body: pageOf(Number(url.searchParams.get('page'))) }));
    renderAkiyabank('/akiyabank/list');
    const list = await screen.findByRole('list', { name: '物件の一覧' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByText(/全50件中 1〜\s*10件を表示/)).toBeInTheDocument();
    expect(new URL((fetch.mock.calls[0][0] as Request).url).searchParams.get('page')).toBe('1');

    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: '2ページ目' })).toHaveAttribute('href', '/akiyabank/list/page/2');
    expect(within(paging).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/akiyabank/list/page/2');
    expect(within(paging).queryByRole('link', { name: '前へ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '物件一覧' })).toHaveAttribute('aria-current', 'page');
  });

  it('/akiyabank/list/page/2 asks for page 2', async () => {
    const fetch = mockFetch((url) => ({ body: pageOf(Number(url.searchParams.get('page'))) }));
    renderAkiyabank('/akiyabank/list/page/2');
    expect(await screen.findByRole('link', { name: /古民家 11/ })).toHaveAttribute('href', '/project/11');
    expect(new URL((fetch.mock.calls[0][0] as Request).url).searchParams.get('page')).toBe('2');
    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/akiyabank/list');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('物件一覧（2ページ目）');
  });

  it.each(['x', '2a', '0'])('/akiyabank/list/page/%s is not found and asks the API nothing', (page) => {
    const fetch = mockFetch(() => 'never');
    renderAkiyabank(`/akiyabank/list/page/${page}`);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a page past the end says it is empty and links back to the first page', async () => {
    mockFetch(() => ({ body: fakeList([], { page: 9, total: 12, totalPages: 2 }) }));
    renderAkiyabank('/akiyabank/list/page/9');
    const empty = await screen.findByTestId('listings-empty');
    expect(empty).toHaveTextContent('このページに表示できる物件はありません');
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/akiyabank/list');
  });

  it('says so when nothing is listed at all', async () => {
    mockFetch(() => ({ body: fakeList([]) }));
    renderAkiyabank('/akiyabank/list');
    expect(await screen.findByTestId('listings-empty')).toHaveTextContent('掲載中の物件はまだありません');
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
  });

  it('shows the API error', async () => {
    mockFetch(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'ページ番号は1以上の整数で指定してください' } }));
    renderAkiyabank('/akiyabank/list/page/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('ページ番号は1以上の整数で指定してください');
  });

  it('other /akiyabank paths are not found', () => {
    mockFetch(() => 'never');
    renderAkiyabank('/akiyabank/nothing');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });
});
