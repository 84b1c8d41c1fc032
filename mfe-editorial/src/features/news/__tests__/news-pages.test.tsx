import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { fakeNews, fakeNewsDetail, fakePage } from '../../../testing/editorial-fixtures';
import { renderReading } from '../../../testing/render-reading';

afterEach(() => jest.restoreAllMocks());

const CATEGORIES = ['お知らせ', 'イベント', 'メディア掲載'];

function newsPage(page: number, totalPages = 2) {
  return fakePage(
    Array.from({ length: 10 }, (_, i) => fakeNews((page - 1) * 10 + i + 1)),
    page,
    totalPages,
    { categories: CATEGORIES },
  );
}

describe('news', () => {
  it('/news lists the news with category links and paging', async () => {
    mockFetch((url) => (url.pathname === '/api/news' ? { body: newsPage(1) } : undefined));
    renderReading('/news');
    expect(await screen.findAllByTestId('news-card')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    expect(document.title).toBe('お知らせ | 家いちば');
    expect(screen.getByRole('link', { name: /お知らせ 4/ })).toHaveAttribute('href', '/news/4');
    const categories = screen.getByRole('navigation', { name: 'カテゴリー' });
    expect(within(categories).getByRole('link', { name: 'イベント' })).toHaveAttribute('href', `/news/category/${encodeURIComponent('イベント')}`);
    expect(within(screen.getByRole('navigation', { name: 'ページ送り' })).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/news/page/2');
  });

  it('/news announces its Atom feed in the document head and links to it', async () => {
    mockFetch((url) => (url.pathname === '/api/news' ? { body: newsPage(1) } : undefined));
    const view = renderReading('/news');
    expect(await screen.findAllByTestId('news-card')).toHaveLength(10);
    const alternate = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(alternate).toHaveAttribute('href', '/news/feed.xml');
    expect(alternate).toHaveAttribute('title', 'お知らせ | 家いちば');
    expect(screen.getByRole('link', { name: 'お知らせのフィード（Atom）' })).toHaveAttribute('href', '/news/feed.xml');
    view.unmount();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('/news/category/{category}/page/2 asks for that category and page', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/news' ? { body: newsPage(2) } : undefined));
    renderReading(`/news/category/${encodeURIComponent('イベント')}/page/2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'イベントのお知らせ' })).toBeInTheDocument();
    expect(document.title).toBe('イベントのお知らせ（2ページ目） | 家いちば');
    const query = fetch.requestsTo('/api/news')[0].searchParams;
    expect(query.get('categoryName')).toBe('イベント');
    expect(query.get('page')).toBe('2');
    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `/news/category/${encodeURIComponent('イベント')}`);
  });

  it.each([
    ['a page past the last (API 404)', 404, '/page/2'],
    ['a name no category can have (API 400)', 400, ''],
  ])('/news/category/{text}: %s is the 404 page, and the text is no title or heading', async (_, status, suffix) => {
    mockFetch((url) => (url.pathname === '/api/news' ? { status, body: { statusCode: status, error: 'Error', message: 'エラー' } } : undefined));
    renderReading(`/news/category/${encodeURIComponent('偽の告知')}${suffix}`);
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['This page could not be found']);
    expect(document.title).not.toContain('偽の告知');
    expect(document.body).not.toHaveTextContent('偽の告知');
  });

  it('/news/category/{text} while the API fails: the error under the plain title, never the text as a heading', async () => {
    mockFetch((url) => (url.pathname === '/api/news' ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: '内部エラー' } } : undefined));
    renderReading(`/news/category/${encodeURIComponent('偽の告知')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    expect(document.title).toBe('お知らせ | 家いちば');
    expect(document.body).not.toHaveTextContent('偽の告知');
  });

  it('/news/page/99 (API 404) is the 404 page alone', async () => {
    mockFetch((url) => (url.pathname === '/api/news' ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } } : undefined));
    renderReading('/news/page/99');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['This page could not be found']);
    expect(document.title).toBe('This page could not be found | 家いちば');
  });

  it('a category no news has is the 404 page', async () => {
    mockFetch((url) => (url.pathname === '/api/news' ? { body: fakePage([], 1, 0, { categories: CATEGORIES }) } : undefined));
    renderReading('/news/category/nothing');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it('/news/{id} shows the item with its category and neighbours; unknown id → 404', async () => {
    mockFetch((url) => (url.pathname === '/api/news/5' ? { body: fakeNewsDetail(5, { prevId: 4, nextId: null }) } : undefined));
    const { unmount } = renderReading('/news/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ 5' })).toBeInTheDocument();
    expect(screen.getByTestId('news-body')).toHaveTextContent('お知らせ本文 5');
    expect(screen.getByRole('link', { name: /前の記事/ })).toHaveAttribute('href', '/news/4');
    expect(screen.queryByRole('link', { name: /次の記事/ })).not.toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/news');
    unmount();

    renderReading('/news/6');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  it.each(['/news/page/x', '/news/x'])('%s is the 404 page', async (path) => {
    const fetch = mockFetch(() => undefined);
    renderReading(path);
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(fetch.seen.filter((r) => r.path.startsWith('/api/news'))).toHaveLength(0);
  });
});
