import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES, STORAGE_KEYS, type User } from '@akiya/contracts';
import { loggedInBaseData, testBaseData, testUser } from '../../../../../tools/testing/base-data';
import { createAppStore, setMenuOpen, type AppStore } from '@akiya/shared-ui';
import { selectLoginDialog, selectSearchOpen } from '@akiya/shared-ui';
import { LoginDialog, type LoginFormSlotProps } from './login-dialog';
import { SlideMenu } from './slide-menu';

const USER: User = testUser({ email: 'taro@example.jp', last_name: '田中', first_name: '太郎' });

const baseData = (user: User | null) => (user ? loggedInBaseData(user) : testBaseData());

function StubLoginForm({ reason }: LoginFormSlotProps) {
  return <p data-testid="login-form">{reason ?? '理由なし'}</p>;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(user: User | null = null, path = '/company') {
  const store: AppStore = createAppStore({ common: { baseData: baseData(user), coverImages: [], backUrl: null, menuOpen: false, profileUserId: null } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <button type="button">外のボタン</button>
                <SlideMenu />
                <LoginDialog LoginForm={StubLoginForm} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const open = () => act(() => void store.dispatch(setMenuOpen(true)));
  return { store, open };
}

const EXPECTED_ENTRIES: [string, string][] = [
  ['トップ', '/'],
  ['マイページ', '/my-page'],
  ['売りたい・物件を掲載する', '/post'],
  ['掲示板', '/board'],
  ['家いちばとは', '/system'],
  ['お気に入り', '/my-page/list/favorite'],
  ['メッセージ', '/my-page/messages'],
  ['売主さんの体験談', '/reviews'],
  ['売主への手紙', '/thanks-letter'],
  ['田舎図鑑', '/towns'],
  ['商店街', '/shop'],
  ['民間空き家バンク', '/akiyabank'],
  ['保健室だより', '/blog'],
  ['診察日誌', '/case'],
  ['公開Q&A', '/solution'],
  ['コンサルティング', '/airyflow'],
  ['応援団募集', '/ouendan/recruit'],
  ['応援団マイページ', '/my-page/ouendan'],
  ['運営会社', '/company'],
  ['メディア掲載', '/news'],
  ['採用情報', '/recruit'],
];

afterEach(() => {
  window.sessionStorage.clear();
});

describe('SlideMenu', () => {
  it('is not rendered while closed', () => {
    renderMenu();
    expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument();
  });

  it('lists every entry of the spec in order', () => {
    const { open } = renderMenu(USER);
    open();
    const nav = within(screen.getByRole('dialog', { name: 'メニュー' })).getByRole('navigation', { name: 'サイトメニュー' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(EXPECTED_ENTRIES);
  });

  it('marks the entries that need login for visitors', () => {
    const { open } = renderMenu(null);
    open();
    const needLogin = screen.getAllByText('要ログイン').map((el) => el.closest('a')?.getAttribute('href'));
    expect(needLogin).toEqual(['/my-page', '/my-page/list/favorite', '/my-page/messages', '/my-page/ouendan']);
  });

  it.each([
    ['お気に入り', '/my-page/list/favorite'],
    ['メッセージ', '/my-page/messages'],
    ['マイページ', '/my-page'],
    ['応援団マイページ', '/my-page/ouendan'],
  ])('%s when logged out: stores the path and opens the login dialog with the reason', async (label, path) => {
    const { store, open } = renderMenu(null);
    open();
    await userEvent.click(screen.getByRole('link', { name: new RegExp(`^${label}`) }));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBe(path);
    expect(screen.getByTestId('where')).toHaveTextContent('/company');
    expect(store.getState().common.menuOpen).toBe(false);
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: MESSAGES.loginRequired });
    expect(screen.getByRole('dialog', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByTestId('login-form')).toHaveTextContent('ご利用にはログインが必要です。');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument());
  });

  it('goes straight to the page when logged in', async () => {
    const { store, open } = renderMenu(USER);
    open();
    await userEvent.click(screen.getByRole('link', { name: 'お気に入り' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/my-page/list/favorite');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectUrl)).toBeNull();
    expect(selectLoginDialog(store.getState()).open).toBe(false);
    expect(store.getState().common.menuOpen).toBe(false);
  });

  it('other entries navigate and close the menu', async () => {
    const { store, open } = renderMenu(null);
    open();
    await userEvent.click(screen.getByRole('link', { name: '田舎図鑑' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/towns');
    expect(store.getState().common.menuOpen).toBe(false);
  });

  it('has login and search buttons', async () => {
    const { store, open } = renderMenu(null);
    open();
    await userEvent.click(screen.getByRole('button', { name: '物件を検索' }));
    expect(selectSearchOpen(store.getState())).toBe(true);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(selectLoginDialog(store.getState())).toEqual({ open: true, reason: null });
  });

  it('greets a logged-in user', () => {
    const { open } = renderMenu(USER);
    open();
    expect(screen.getByText('田中 太郎 さん')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ログイン' })).not.toBeInTheDocument();
  });

  describe('accessibility', () => {
    it('is a modal dialog that takes focus, traps Tab, closes on Esc and gives focus back', async () => {
      const { store, open } = renderMenu();
      const outside = screen.getByRole('button', { name: '外のボタン' });
      outside.focus();
      open();
      const dialog = screen.getByRole('dialog', { name: 'メニュー' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      const close = screen.getByRole('button', { name: 'メニューを閉じる' });
      expect(close).toHaveFocus();

      await userEvent.tab({ shift: true });
      expect(within(dialog).getByRole('link', { name: '採用情報' })).toHaveFocus();
      await userEvent.tab();
      expect(close).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      expect(store.getState().common.menuOpen).toBe(false);
      expect(outside).toHaveFocus();
    });

    it('locks the page scroll while open', async () => {
      const { open } = renderMenu();
      expect(document.body.style.overflow).toBe('');
      open();
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.click(screen.getByRole('button', { name: 'メニューを閉じる' }));
      expect(document.body.style.overflow).toBe('');
    });

    it('stays mounted for the 300 ms close animation', () => {
      jest.useFakeTimers();
      try {
        const { store, open } = renderMenu();
        open();
        act(() => void store.dispatch(setMenuOpen(false)));
        expect(screen.getByRole('dialog', { name: 'メニュー' })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(299));
        expect(screen.getByRole('dialog', { name: 'メニュー' })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
