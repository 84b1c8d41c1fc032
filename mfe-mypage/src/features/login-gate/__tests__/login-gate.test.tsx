import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '@akiya/contracts';
import { commonApi, createAppStore } from '@akiya/shared-ui';
import { mockFetch } from '../../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { LoginGate } from '../components/login-gate';

/** The base data answers with a user while `session.user` is true (a logout or 退会 turns it off). */
const session = { user: true };

beforeEach(() => {
  session.user = true;
  mockFetch((_url, r) => {
    if (r.url.pathname === '/api/common/base-data') return { body: testBaseData({ user: session.user ? testUser() : null }) };
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'x' } };
  });
  // The browser's own router, on a my-page address (a fresh entry, as a page load leaves it).
  window.history.replaceState(null, '', '/my-page/profile/withdraw?x=1');
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

/** The router's key of the entry it shows. */
function Key() {
  return <output data-testid="key">{useLocation().key}</output>;
}

function renderGate() {
  const store = createAppStore();
  const gated = (
    <LoginGate>
      <h1>退会</h1>
      <Link to="/my-page/profile">次へ</Link>
      <Key />
    </LoginGate>
  );
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<h1>ログイン</h1>} />
          <Route path="*" element={gated} />
        </Routes>
      </BrowserRouter>
    </Provider>,
  );
  return store;
}

/** The session ends (logout, 退会): the next base data has no user. */
async function sessionEnds(store: ReturnType<typeof createAppStore>) {
  session.user = false;
  await act(async () => {
    await store.dispatch(commonApi.util.invalidateTags(['User']));
  });
}

describe('LoginGate with the browser router', () => {
  it('a session that ends on the page sends it to /login and remembers the address', async () => {
    const store = renderGate();
    expect(await screen.findByRole('heading', { name: '退会' })).toBeInTheDocument();
    await sessionEnds(store);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe('/my-page/profile/withdraw?x=1');
  });

  it('the browser router keeps its entry key in the history state (what the gate compares against)', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { name: '退会' })).toBeInTheDocument();
    await act(async () => {
      await userEvent.setup().click(screen.getByRole('link', { name: '次へ' }));
    });
    const state: unknown = window.history.state;
    expect(state).toEqual(expect.objectContaining({ key: expect.any(String) }));
    expect(screen.getByTestId('key')).toHaveTextContent((state as { key: string }).key);
  });

  it('a session that ends while the browser is already on its way to another page leaves that page alone', async () => {
    const store = renderGate();
    expect(await screen.findByRole('heading', { name: '退会' })).toBeInTheDocument();
    // What navigate('/cancel-done', { replace: true }) does to the history before React Router's
    // transition has rendered the new page: the entry is replaced at once, with a key of its own.
    window.history.replaceState({ usr: null, key: 'cancel-done', idx: 0 }, '', '/cancel-done');
    await sessionEnds(store);
    // The gate (still showing the page being left) has seen the visitor without a user…
    await waitFor(() => expect(screen.queryByRole('heading', { name: '退会' })).not.toBeInTheDocument());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // …and did not take the visitor from /cancel-done to /login.
    expect(window.location.pathname).toBe('/cancel-done');
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
  });
});
