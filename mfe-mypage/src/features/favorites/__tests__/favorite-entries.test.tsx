import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ArticleSummary, type SolutionSummary } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const T = 20_000;
const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };

function article(id: number): ArticleSummary {
  return {
    id,
    type: 2,
    typeName: 'reviews',
    title: `体験談${id}`,
    lead: `紹介文${id}`,
    coverPath: null,
    category: null,
    categoryName: null,
    tags: [],
    propertyId: null,
    author: '',
    publishedAt: '2026-05-01T00:00:00.000Z',
    status: 'published',
  };
}

function solution(id: number): SolutionSummary {
  return { id, question: `質問${id}はどうすれば？`, excerpt: `回答${id}`, tags: [], publishedAt: '2026-05-01T00:00:00.000Z', status: 'published' };
}

/** A user with favourite articles `articles` and Q&A `solutions` (newest first), paged by ten like the API. */
function favoritesApi(initial: { articles: number[]; solutions: number[]; listings?: number[] }) {
  const state = { articles: [...initial.articles], solutions: [...initial.solutions] };
  return mockFetch((_url, request: SeenRequest) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/common/base-data') {
      return { body: testBaseData({ user: testUser(), articleFavorites: state.articles, solutionFavorites: state.solutions }) };
    }
    if (pathname === '/api/favorites' && request.method === 'GET') return { body: { items: [], total: 0, page: 1, limit: 10, totalPages: 0 } };
    const list = /^\/api\/favorites\/(article|solution)$/.exec(pathname);
    if (list && request.method === 'GET') {
      const ids = list[1] === 'article' ? state.articles : state.solutions;
      const page = Number(searchParams.get('page') ?? 1);
      const totalPages = Math.ceil(ids.length / 10);
      if (page > Math.max(totalPages, 1)) return notFound;
      const items = ids.slice((page - 1) * 10, page * 10).map((id) => (list[1] === 'article' ? article(id) : solution(id)));
      return { body: { items, total: ids.length, page, limit: 10, totalPages } };
    }
    const one = /^\/api\/favorites\/(article|solution)\/(\d+)$/.exec(pathname);
    if (one && request.method === 'DELETE') {
      const key = one[1] === 'article' ? 'articles' : 'solutions';
      state[key] = state[key].filter((id) => id !== Number(one[2]));
      return { body: { success: true, favorite: false, favorites: state[key] } };
    }
    return undefined;
  });
}

describe('favourite articles and Q&A in the my page', () => {
  test('/my-page/list/article pages the favourite articles, links each to its page, and removes one', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 100 - i);
    const fetch = favoritesApi({ articles: ids, solutions: [] });
    renderMyPage('/my-page/list/article');
    const list = await screen.findByRole('list', { name: 'お気に入りの記事' }, { timeout: T });
    expect(within(list).getAllByTestId('favorite-entry')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: '体験談100' })).toHaveAttribute('href', '/reviews/100');
    expect(screen.getByText('12件（1〜10件目）')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '記事（12件）' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(list).getByRole('button', { name: 'お気に入りから外す：体験談100' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'お気に入りの記事' })).queryByRole('link', { name: '体験談100' })).not.toBeInTheDocument(), {
      timeout: T,
    });
    expect(fetch.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/favorites/article/100']);
    await waitFor(() => expect(screen.getByRole('link', { name: '記事（11件）' })).toBeInTheDocument(), { timeout: T });
  });

  test('/my-page/list/solution/page/2 is the second page; past the last page and an unknown type are 404', async () => {
    favoritesApi({ articles: [], solutions: Array.from({ length: 11 }, (_, i) => 50 - i) });
    const first = renderMyPage('/my-page/list/solution/page/2');
    const list = await screen.findByRole('list', { name: 'お気に入りの公開Q&A' }, { timeout: T });
    expect(within(list).getByRole('link', { name: '質問40はどうすれば？' })).toHaveAttribute('href', '/solution/40');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('お気に入りの公開Q&A（2ページ目）');
    first.unmount();
    const second = renderMyPage('/my-page/list/solution/page/3');
    expect(await screen.findByText(/アクセスされたURLは存在しません/, undefined, { timeout: T })).toBeInTheDocument();
    second.unmount();
    renderMyPage('/my-page/list/news');
    expect(await screen.findByText(/アクセスされたURLは存在しません/, undefined, { timeout: T })).toBeInTheDocument();
  });

  test('an empty list says so and points to where favourites come from', async () => {
    favoritesApi({ articles: [], solutions: [] });
    renderMyPage('/my-page/list/solution');
    expect(await screen.findByText('お気に入りに登録したQ&Aはまだありません', undefined, { timeout: T })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '公開Q&Aを見る' })).toHaveAttribute('href', '/solution');
  });

  test('/my-page/list and /my-page/list/items show every kind together with links to the full lists', async () => {
    favoritesApi({ articles: [9, 8, 7, 6], solutions: [3] });
    const first = renderMyPage('/my-page/list');
    const articles = await screen.findByRole('region', { name: '記事（4件）' }, { timeout: T });
    expect(within(articles).getAllByTestId('favorite-entry')).toHaveLength(3);
    expect(within(articles).getByRole('link', { name: '記事のお気に入りをすべて見る' })).toHaveAttribute('href', '/my-page/list/article');
    const qa = await screen.findByRole('region', { name: '公開Q&A（1件）' });
    expect(within(qa).getByRole('link', { name: '質問3はどうすれば？' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '物件（0件）' })).toHaveTextContent('お気に入りに登録した物件はまだありません');
    first.unmount();
    renderMyPage('/my-page/list/items');
    const all = await screen.findByRole('region', { name: '記事（4件）' }, { timeout: T });
    expect(within(all).getAllByTestId('favorite-entry')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('お気に入りのすべて');
  });
});
