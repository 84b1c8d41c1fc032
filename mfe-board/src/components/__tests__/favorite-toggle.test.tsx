import { act, screen, waitFor, within } from '@testing-library/react';
import { FAVORITE_TEXTS, MESSAGES, type BaseData } from '@akiya/contracts';
import { commonApi, selectLoginDialog } from '@akiya/shared-ui';
import { makeDetail, makeListResponse, makeListing } from '../../testing/fixtures';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { loggedInBaseData, testBaseData, testUser } from '../../../../tools/testing/base-data';
import { renderRoute } from '../../testing/render-route';
import { nextFavorites } from '../../api/favorites-api';

interface Call {
  method: string;
  path: string;
}

/**
 * The board's API for these tests: base data as `state.baseData` says, listing 7, a list page of
 * listings 1–3, and the favourite toggles answered by `toggle` (default: success with the new ids).
 */
function favoritesApi(initial: BaseData, toggle?: (call: Call) => Promise<Response> | Response) {
  const state = { baseData: initial, calls: [] as Call[] };
  mockFetch((url) => {
    if (url.pathname === '/api/common/base-data') return { body: state.baseData };
    if (url.pathname === '/api/properties/7') return { body: makeDetail(7, { title: '囲炉裏のある古民家' }) };
    if (url.pathname === '/api/properties') {
      const items = [1, 2, 3].map((id) => makeListing(id));
      return { body: { ...makeListResponse({ total: 30, page: Number(url.searchParams.get('page') ?? 1) }), items } };
    }
    return undefined;
  }, { baseData: testBaseData });
  const listFetch = global.fetch;
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const match = /^\/api\/favorites\/(\d+)$/.exec(url.pathname);
    if (!match) return listFetch(input, init);
    const call = { method: request.method, path: url.pathname };
    state.calls.push(call);
    if (toggle) return toggle(call);
    const id = Number(match[1]);
    const favorite = request.method === 'POST';
    const favorites = nextFavorites(state.baseData.favorites, { id, favorite });
    state.baseData = { ...state.baseData, favorites, user: state.baseData.user ? { ...state.baseData.user, favorites } : null };
    return json({ success: true, favorite, favorites });
  }) as typeof fetch;
  return state;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the favourite toggle on /project/{id}', () => {
  test('logged out: opens the login dialog, and back on the listing logged in the favourite is added', async () => {
    const state = favoritesApi(testBaseData());
    const { user, store } = renderRoute('/project/7');
    const button = await screen.findByRole('button', { name: /お気に入り/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: MESSAGES.loginRequired });
    expect(sessionStorage.getItem('redirect-url')).toBe('/project/7');
    expect(state.calls).toEqual([]);

    // The shell logs the user in and base data is fetched again (its 'User' tag).
    state.baseData = loggedInBaseData();
    act(() => {
      store.dispatch(commonApi.util.invalidateTags(['User']));
    });
    await waitFor(() => expect(state.calls).toEqual([{ method: 'POST', path: '/api/favorites/7' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: /お気に入り/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /お気に入り/ })).toHaveTextContent(FAVORITE_TEXTS.added);
    expect(sessionStorage.getItem('pending-favorite')).toBeNull();
  });

  test('logged in: switches at once (optimistic), then keeps the server’s answer', async () => {
    let release: (r: Response) => void = () => undefined;
    const state = favoritesApi(loggedInBaseData(), () => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = renderRoute('/project/7');
    const button = await screen.findByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    // Before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(state.calls).toEqual([{ method: 'POST', path: '/api/favorites/7' }]);
    state.baseData = loggedInBaseData(testUser(), { favorites: [7] });
    await act(async () => release(json({ success: true, favorite: true, favorites: [7] })));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failed call rolls back with a Japanese message', async () => {
    const state = favoritesApi(loggedInBaseData(testUser(), { favorites: [7] }), () =>
      json({ statusCode: 500, error: 'Internal Server Error', message: '内部エラーが発生しました（500）。' }, 500),
    );
    const { user } = renderRoute('/project/7');
    const button = await screen.findByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAVORITE_TEXTS.removeFailed);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(state.calls).toEqual([{ method: 'DELETE', path: '/api/favorites/7' }]);
  });

  test('a session that ended meanwhile (401): rolled back, and the login dialog opens', async () => {
    favoritesApi(loggedInBaseData(), () => json({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.loginRequired }, 401));
    const { user, store } = renderRoute('/project/7');
    const button = await screen.findByRole('button', { name: /お気に入り/ });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginRequired);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(selectLoginDialog(store.getState()).open).toBe(true);
    expect(sessionStorage.getItem('pending-favorite')).toBe('7');
  });
});

describe('the favourite toggle on listing cards', () => {
  test('one heart per card, named after the listing; adding and removing', async () => {
    const state = favoritesApi(loggedInBaseData(testUser(), { favorites: [2] }));
    const { user } = renderRoute('/board');
    const cards = await screen.findAllByTestId('listing-card');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]).getByRole('button', { name: 'お気に入り：物件1の古民家' });
    const second = within(cards[1]).getByRole('button', { name: 'お気に入り：物件2の古民家' });
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(first).toHaveAttribute('aria-pressed', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() =>
      expect(state.calls).toEqual([
        { method: 'POST', path: '/api/favorites/1' },
        { method: 'DELETE', path: '/api/favorites/2' },
      ]),
    );
    await waitFor(() => expect(state.baseData.favorites).toEqual([1]));
  });

  test('logged out: the heart asks for the login and remembers the list page', async () => {
    favoritesApi(testBaseData());
    const { user, store } = renderRoute('/board/page/2?sort=price-asc');
    const cards = await screen.findAllByTestId('listing-card');
    await user.click(within(cards[0]).getByRole('button', { name: 'お気に入り：物件1の古民家' }));
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: MESSAGES.loginRequired });
    expect(sessionStorage.getItem('redirect-url')).toBe('/board/page/2?sort=price-asc');
    expect(sessionStorage.getItem('pending-favorite')).toBe('1');
  });
});

test('nextFavorites puts an added listing first and removes a removed one', () => {
  expect(nextFavorites([3, 2], { id: 5, favorite: true })).toEqual([5, 3, 2]);
  expect(nextFavorites([3, 2], { id: 2, favorite: true })).toEqual([2, 3]);
  expect(nextFavorites([3, 2], { id: 3, favorite: false })).toEqual([2]);
});
