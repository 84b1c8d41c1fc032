import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type User } from '@akiya/contracts';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { createAppStore, setBackUrl, type AppStore } from '@akiya/shared-ui';
import { selectLoginDialog, selectSearchOpen } from '@akiya/shared-ui';
import { Header } from './header';

const mockUnread = jest.fn(() => 0);
jest.mock('../unread', () => ({ selectUnreadTotal: () => mockUnread() }));

const USER: User = testUser();

const baseData = (user: User | null) => (user ? loggedInBaseData(user) : testBaseData());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderHeader({
  entries = ['/'],
  user = null,
  track = jest.fn(),
}: { entries?: (string | { pathname: string; state?: unknown })[]; user?: User | null; track?: jest.Mock } = {}) {
  const store: AppStore = createAppStore({ common: { baseData: baseData(user), coverImages: [], backUrl: null, menuOpen: false, profileUserId: null } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Header track={track} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, track };
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  mockUnread.mockReturnValue(0);
});

describe('Header', () => {
  it('shows the logo, the tagline and the links', () => {
    renderHeader({ entries: ['/company'] });
    expect(screen.getByRole('link', { name: '家いちば' })).toHaveAttribute('href', '/');
    expect(screen.getByText('空き家・古い建物の買い手を自分で探せる掲示板サイト')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '物件を掲載' })).toHaveAttribute('href', '/post');
    expect(screen.getByRole('link', { name: '掲示板' })).toHaveAttribute('href', '/board');
    expect(screen.getByRole('link', { name: '家いちばとは' })).toHaveAttribute('href', '/system');
    expect(screen.getByRole('button', { name: '物件を検索' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('logged out', () => {
    it('has a login button that opens the login dialog and is tracked', async () => {
      const { store, track } = renderHeader();
      expect(screen.queryByRole('link', { name: /山田/ })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
      expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: null });
      expect(track).toHaveBeenCalledWith('click_header_login');
    });
  });

  describe('logged in', () => {
    it("shows the user's name linking to my page, tracked", async () => {
      const { track } = renderHeader({ user: USER });
      expect(screen.queryByRole('button', { name: 'ログイン' })).not.toBeInTheDocument();
      const link = screen.getByRole('link', { name: /山田 花子/ });
      expect(link).toHaveAttribute('href', '/my-page');
      expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
      await userEvent.click(link);
      expect(track).toHaveBeenCalledWith('click_header_mypage');
      expect(where()).toBe('/my-page');
    });

    it('shows the unread total on the badge', () => {
      mockUnread.mockReturnValue(7);
      renderHeader({ user: USER });
      expect(screen.getByTestId('unread-badge')).toHaveTextContent('7');
      expect(screen.getByRole('link', { name: /山田 花子.*未読 7 件/ })).toBeInTheDocument();
    });

    it('caps the badge at 99', () => {
      mockUnread.mockReturnValue(150);
      renderHeader({ user: USER });
      const badge = screen.getByTestId('unread-badge');
      expect(badge).toHaveTextContent('99');
      expect(badge).not.toHaveTextContent('150');
    });
  });

  it('opens the search dialog from the search icon', async () => {
    const { store } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: '物件を検索' }));
    expect(selectSearchOpen(store.getState())).toBe(true);
  });

  it('opens the menu', async () => {
    const { store } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    expect(store.getState().common.menuOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute('aria-expanded', 'true');
  });

  describe('analytics', () => {
    it.each([
      ['物件を掲載', 'click_header_post', '/post'],
      ['掲示板', 'click_header_board', '/board'],
      ['家いちばとは', 'click_header_feature', '/system'],
    ])('%s sends %s and navigates', async (name, event, path) => {
      const { track } = renderHeader({ entries: ['/company'] });
      await userEvent.click(screen.getByRole('link', { name }));
      expect(track).toHaveBeenCalledWith(event);
      expect(where()).toBe(path);
    });
  });

  describe('board link', () => {
    let scrollTo: jest.SpyInstance;
    beforeEach(() => {
      scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    });
    afterEach(() => scrollTo.mockRestore());

    it('scrolls to the top instead of navigating while on /board', async () => {
      renderHeader({ entries: ['/', '/board'] });
      await userEvent.click(screen.getByRole('link', { name: '掲示板' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(where()).toBe('/board');
    });

    it('navigates to /board from anywhere else', async () => {
      renderHeader({ entries: ['/board/page/2'] });
      await userEvent.click(screen.getByRole('link', { name: '掲示板' }));
      expect(scrollTo).not.toHaveBeenCalled();
      expect(where()).toBe('/board');
    });
  });

  describe('back button', () => {
    it.each(['/', '/login/register', '/login/remember'])('is hidden on %s', (path) => {
      renderHeader({ entries: ['/company', path] });
      expect(screen.queryByRole('button', { name: '戻る' })).not.toBeInTheDocument();
    });

    it('is shown elsewhere', () => {
      renderHeader({ entries: ['/company'] });
      expect(screen.getByRole('button', { name: '戻る' })).toBeInTheDocument();
    });

    it('goes back in the history on a login page', async () => {
      renderHeader({ entries: ['/project/3', '/login'] });
      await userEvent.click(screen.getByRole('button', { name: '戻る' }));
      expect(where()).toBe('/project/3');
    });

    it('goes to the top page from a login page opened directly', async () => {
      renderHeader({ entries: ['/contact/project/3'] });
      await userEvent.click(screen.getByRole('button', { name: '戻る' }));
      expect(where()).toBe('/');
    });

    it('goes to /board from a board-related page', async () => {
      renderHeader({ entries: ['/', '/tags/okuen'] });
      await userEvent.click(screen.getByRole('button', { name: '戻る' }));
      expect(where()).toBe('/board');
    });

    it('goes back to the listing from a category page opened from it', async () => {
      renderHeader({ entries: ['/board', { pathname: '/category/4', state: { fromListing: '/project/123' } }] });
      await userEvent.click(screen.getByRole('button', { name: '戻る' }));
      expect(where()).toBe('/project/123');
    });

    it('goes to the stored back address elsewhere', async () => {
      const { store } = renderHeader({ entries: ['/project/9'] });
      act(() => {
        store.dispatch(setBackUrl('/search/%E5%8F%A4%E6%B0%91%E5%AE%B6'));
      });
      await userEvent.click(screen.getByRole('button', { name: '戻る' }));
      expect(where()).toBe('/search/%E5%8F%A4%E6%B0%91%E5%AE%B6');
    });
  });

  describe('hides on scroll', () => {
    const scrollTo = (y: number) => {
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
        fireEvent.scroll(window);
      });
    };
    afterEach(() => scrollTo(0));

    it('hides on scroll down and comes back after two upward scrolls', () => {
      renderHeader({ entries: ['/company'] });
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-hidden', 'false');
      scrollTo(300);
      expect(header).toHaveAttribute('data-hidden', 'true');
      scrollTo(280);
      expect(header).toHaveAttribute('data-hidden', 'true');
      scrollTo(260);
      expect(header).toHaveAttribute('data-hidden', 'false');
      scrollTo(500);
      expect(header).toHaveAttribute('data-hidden', 'true');
      scrollTo(60);
      expect(header).toHaveAttribute('data-hidden', 'false');
    });

    it('comes back on a new page, wherever the window stands', () => {
      renderHeader({ entries: ['/company'] });
      const header = screen.getByRole('banner');
      scrollTo(600);
      expect(header).toHaveAttribute('data-hidden', 'true');
      // The next page opens as far down (a short page leaves no room to scroll the header back).
      fireEvent.click(screen.getByRole('link', { name: '掲示板' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/board');
      expect(header).toHaveAttribute('data-hidden', 'false');
      scrollTo(700);
      expect(header).toHaveAttribute('data-hidden', 'true');
    });

    it('shows while keyboard focus is inside it', () => {
      renderHeader({ entries: ['/company'] });
      scrollTo(400);
      const header = screen.getByRole('banner');
      expect(header).toHaveAttribute('data-hidden', 'true');
      act(() => screen.getByRole('link', { name: '掲示板' }).focus());
      expect(header).toHaveAttribute('data-hidden', 'false');
    });
  });
});
