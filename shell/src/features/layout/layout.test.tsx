import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS, VISIT_POST_VALUE } from '@akiya/contracts';
import { createAppStore } from '@akiya/shared-ui';
import type { LoginFormSlotProps } from './components/login-dialog';
import type { SearchFormSlotProps } from './components/search-dialog';
import { Layout } from './layout';

jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn() }));

function StubLoginForm({ reason }: LoginFormSlotProps) {
  return <p>ログインフォーム{reason}</p>;
}
function StubSearchForm(_: SearchFormSlotProps) {
  return <p>検索フォーム</p>;
}

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  // Base data is not needed here: the API answers 404 and the layout renders for a visitor.
  fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'x' }), { status: 404 }));
});
afterEach(() => {
  fetchSpy.mockRestore();
  window.localStorage.clear();
});

function renderLayout(path: string) {
  const track = jest.fn();
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout LoginForm={StubLoginForm} SearchForm={StubSearchForm} track={track} />}>
            <Route path="*" element={<h1>ページ本文</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { track };
}

describe('Layout', () => {
  it('renders header, page, footer and the skip link on a default page', () => {
    renderLayout('/board');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ページ本文' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByTestId('footer-contents')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '本文へ移動' })).toHaveAttribute('href', '#page-content');
  });

  it('loads base data', async () => {
    renderLayout('/board');
    await waitFor(() => {
      const urls = fetchSpy.mock.calls.map(([req]) => (req instanceof Request ? req.url : String(req)));
      expect(urls.some((u) => u.endsWith('/api/common/base-data'))).toBe(true);
    });
  });

  it.each(['/airyflow', '/airyflow/post', '/akiyabank', '/akiyabank/list'])(
    '%s (a sub-site with its own header): no default header, footer kept',
    (path) => {
      renderLayout(path);
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'ページ本文' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByTestId('footer-contents')).toBeInTheDocument();
    },
  );

  it.each(['/contact/project/7', '/login/register', '/post'])('%s hides the footer contents', (path) => {
    renderLayout(path);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('footer-contents')).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryAllByRole('link')).toHaveLength(0);
  });

  it('opens the search dialog from the header', async () => {
    renderLayout('/board');
    await userEvent.click(screen.getByRole('button', { name: '物件を検索' }));
    const dialog = screen.getByRole('dialog', { name: '物件を検索' });
    expect(within(dialog).getByText('検索フォーム')).toBeInTheDocument();
  });

  it('opens the login dialog from the header', async () => {
    const { track } = renderLayout('/board');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(within(screen.getByRole('dialog', { name: 'ログイン' })).getByText('ログインフォーム')).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('click_header_login');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ログイン' })).not.toBeInTheDocument());
  });

  it('closes the dialogs when the page changes', async () => {
    renderLayout('/company');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('dialog', { name: 'ログイン' })).toBeInTheDocument();
    // Any navigation (here a footer link, in the browser also Back) closes the dialog.
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: '地図から探す' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ログイン' })).not.toBeInTheDocument());
  });

  describe('return-to-post button', () => {
    const button = () => screen.queryByRole('link', { name: '掲載の続きへ' });

    it('is not shown without the visit-post flag', () => {
      renderLayout('/board');
      expect(button()).not.toBeInTheDocument();
    });

    it('is not shown for another flag value', () => {
      window.localStorage.setItem(STORAGE_KEYS.visitPost, '0');
      renderLayout('/board');
      expect(button()).not.toBeInTheDocument();
    });

    it.each(['/', '/board', '/project/4', '/contact', '/login'])('is shown on %s when visit-post is 1', (path) => {
      window.localStorage.setItem(STORAGE_KEYS.visitPost, VISIT_POST_VALUE);
      renderLayout(path);
      expect(button()).toHaveAttribute('href', '/post');
    });

    it.each(['/post', '/contact/project/3', '/my-page', '/my-page/messages', '/login/register', '/airyflow', '/akiyabank'])(
      'is hidden on %s',
      (path) => {
        window.localStorage.setItem(STORAGE_KEYS.visitPost, VISIT_POST_VALUE);
        renderLayout(path);
        expect(button()).not.toBeInTheDocument();
      },
    );
  });
});
