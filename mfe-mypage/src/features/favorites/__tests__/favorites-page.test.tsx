import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVORITE_TEXTS, MESSAGES, type FavoriteListResponse, type ListingSummary } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { mockFetch, type SeenRequest } from '../../../../../tools/testing/mock-fetch';
import { renderMyPage } from '../../../testing/render-my-page';

afterEach(() => jest.restoreAllMocks());

function listing(id: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id,
    title: `お気に入りの物件${id}`,
    prefecture_code: '20',
    prefecture_name: '長野県',
    municipality: '松本市',
    address: '長野県松本市',
    price_man_yen: 300 + id,
    land_or_building: 'building',
    land_area: 200,
    building_area: 90,
    built_year: 1970,
    image: id % 2 ? { path: `/uploads/properties/${id}/1.jpg`, comment: '外観' } : null,
    categories: [],
    tags: [],
    root_type: 'published',
    is_suspension: false,
    published_at: '2026-10-01T00:00:00.000Z',
    contact_count: 0,
    ...overrides,
  };
}

/** A signed-in user with `ids` as favourites (newest first), the API paging them by ten. */
function favoritesApi(initial: number[], options: { failDelete?: boolean } = {}) {
  let ids = [...initial];
  const api = mockFetch((_url, request: SeenRequest) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/common/base-data') return { body: testBaseData({ favorites: ids, user: testUser({ favorites: ids }) }) };
    if (pathname === '/api/favorites' && request.method === 'GET') {
      const page = Number(searchParams.get('page') ?? 1);
      const totalPages = Math.ceil(ids.length / 10);
      if (page > Math.max(totalPages, 1)) return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
      const body: FavoriteListResponse = { items: ids.slice((page - 1) * 10, page * 10).map((id) => listing(id)), total: ids.length, page, limit: 10, totalPages };
      return { body };
    }
    const match = /^\/api\/favorites\/(\d+)$/.exec(pathname);
    if (match && request.method === 'DELETE') {
      if (options.failDelete) return { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: '内部エラーが発生しました（500）。' } };
      ids = ids.filter((id) => id !== Number(match[1]));
      return { body: { success: true, favorite: false, favorites: ids } };
    }
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.notFound } };
  });
  return { ...api, ids: () => ids };
}

const listRequests = (seen: SeenRequest[]) => seen.filter((r) => r.url.pathname === '/api/favorites' && r.method === 'GET');

describe('/my-page/list/favorite', () => {
  it('shows the empty state when there are no favourites', async () => {
    favoritesApi([]);
    renderMyPage('/my-page/list/favorite');
    expect(await screen.findByText('お気に入りに登録した物件はまだありません')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '掲示板で物件を探す' })).toHaveAttribute('href', '/board');
  });

  it('lists the favourites, ten per page, each linking to its listing, with pagination', async () => {
    const api = favoritesApi(Array.from({ length: 12 }, (_, i) => 112 - i));
    const user = userEvent.setup();
    renderMyPage('/my-page/list/favorite');
    const list = await screen.findByRole('list', { name: 'お気に入り' });
    const items = within(list).getAllByTestId('favorite-item');
    expect(items).toHaveLength(10);
    expect(within(items[0]).getByRole('link', { name: 'お気に入りの物件112' })).toHaveAttribute('href', '/project/112');
    expect(within(items[0]).getByText('412万円')).toBeInTheDocument();
    expect(screen.getByText('12件（1〜10件目）')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByText('1')).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: '次へ' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-page/list/favorite/page/2'));
    await waitFor(() => expect(screen.getAllByTestId('favorite-item')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'お気に入り（2ページ目）' })).toBeInTheDocument();
    expect(listRequests(api.seen).map((r) => r.url.searchParams.get('page'))).toEqual([null, '2']);
  });

  it('removes a favourite from the list; the last one of a later page goes back a page', async () => {
    const api = favoritesApi(Array.from({ length: 11 }, (_, i) => 111 - i));
    const user = userEvent.setup();
    renderMyPage('/my-page/list/favorite/page/2');
    const item = await screen.findByTestId('favorite-item');
    await user.click(within(item).getByRole('button', { name: `${FAVORITE_TEXTS.removeLabel}：お気に入りの物件101` }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-page\/list\/favorite$/));
    await waitFor(() => expect(screen.getAllByTestId('favorite-item')).toHaveLength(10));
    expect(api.seen.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual(['/api/favorites/101']);
    expect(api.ids()).not.toContain(101);
  });

  it('says so when removing fails, and keeps the listing', async () => {
    favoritesApi([5, 4], { failDelete: true });
    const user = userEvent.setup();
    renderMyPage('/my-page/list/favorite');
    const [first] = await screen.findAllByTestId('favorite-item');
    await user.click(within(first).getByRole('button', { name: /お気に入りから外す/ }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(FAVORITE_TEXTS.removeFailed);
    expect(screen.getAllByTestId('favorite-item')).toHaveLength(2);
  });

  it('is the 404 page for another list type, a page past the last one or a page that is not digits', async () => {
    for (const path of ['/my-page/list/other', '/my-page/list/favorite/page/3', '/my-page/list/favorite/page/x', '/my-page/list/favorite/page/0']) {
      favoritesApi([1, 2]);
      const view = renderMyPage(path);
      expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
      view.unmount();
      jest.restoreAllMocks();
    }
  });

  it('an explicit page 1 goes to the list address', async () => {
    favoritesApi([1]);
    renderMyPage('/my-page/list/favorite/page/1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-page\/list\/favorite$/));
    expect(await screen.findAllByTestId('favorite-item')).toHaveLength(1);
  });
});
