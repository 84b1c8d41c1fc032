import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@akiya/contracts';
import { mockFetch } from '../../../../tools/testing/mock-fetch';
import { testBaseData, testUser } from '../../../../tools/testing/base-data';
import { fakeProfile } from '../../testing/fixtures';
import { renderMyPage } from '../../testing/render-my-page';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function signedIn(favorites: number[] = []) {
  mockFetch((url) =>
    url.pathname === '/api/favorites'
      ? { body: { items: [], total: 0, page: 1, limit: 10, totalPages: 0 } }
      : url.pathname.startsWith('/api/my-page/consulting/')
        ? { body: { items: [] } }
        : url.pathname === '/api/my-page/partner'
          ? { body: { partner: null, referrals: [], rewards: [] } }
          : url.pathname === '/api/my-page/profile'
            ? { body: { success: true, profile: fakeProfile() } }
            : { body: testBaseData({ favorites, user: testUser({ favorites, email: 'hanako@example.jp' }) }) },
  );
}

describe('my-page frame', () => {
  it('side navigation links every section and marks the current one', async () => {
    signedIn();
    renderMyPage('/my-page/messages');
    const nav = await screen.findByRole('navigation', { name: 'マイページメニュー' });
    const expected: [string, string][] = [
      ['マイページ', '/my-page'],
      ['お気に入り', '/my-page/list/favorite'],
      ['メッセージ', '/my-page/messages'],
      ['掲載物件', '/my-page/project'],
      ['プロフィール', '/my-page/profile'],
      ['メール受信設定', '/my-page/mail-settings'],
      ['応援団', '/my-page/ouendan'],
      ['コンサルティング', '/my-page/consultings'],
    ];
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expected);
    expect(within(nav).getByRole('link', { name: 'メッセージ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'マイページ' })).not.toHaveAttribute('aria-current');
  });

  it('hides the favourites tab when the user has no favourites', async () => {
    signedIn([]);
    renderMyPage('/my-page');
    const tabs = await screen.findByRole('navigation', { name: 'マイページタブ' });
    expect(within(tabs).queryByRole('link', { name: /お気に入り/ })).not.toBeInTheDocument();
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['マイページ', 'メッセージ', '掲載物件']);
    expect(within(tabs).getByRole('button', { name: 'その他' })).toBeInTheDocument();
  });

  it('shows the favourites tab when the user has favourites', async () => {
    signedIn([3, 5]);
    renderMyPage('/my-page');
    const tabs = await screen.findByRole('navigation', { name: 'マイページタブ' });
    expect(within(tabs).getByRole('link', { name: 'お気に入り' })).toHaveAttribute('href', '/my-page/list/favorite');
    expect(screen.getByText('2件の物件をお気に入りに登録しています')).toBeInTheDocument();
  });

  it('keeps room for the fixed tab bar under the page only while the frame is shown', async () => {
    signedIn();
    const { unmount } = renderMyPage('/my-page');
    await screen.findByTestId('my-page-frame');
    expect(document.body).toHaveClass('withTabBar');
    unmount();
    expect(document.body).not.toHaveClass('withTabBar');
  });

  it('shows no unread badges while nothing is unread', async () => {
    signedIn();
    renderMyPage('/my-page');
    await screen.findByRole('navigation', { name: 'マイページタブ' });
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('"その他" opens the side navigation; Escape slides it out in TIMINGS.menuCloseMs', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signedIn();
    renderMyPage('/my-page');
    const more = await screen.findByRole('button', { name: 'その他' });
    const drawer = screen.getByTestId('side-nav');
    expect(drawer).toHaveAttribute('data-state', 'closed');

    await user.click(more);
    expect(drawer).toHaveAttribute('data-state', 'open');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'メニューを閉じる' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(drawer).toHaveAttribute('data-state', 'closing');
    act(() => jest.advanceTimersByTime(TIMINGS.menuCloseMs - 1));
    expect(drawer).toHaveAttribute('data-state', 'closing');
    act(() => jest.advanceTimersByTime(1));
    expect(drawer).toHaveAttribute('data-state', 'closed');
    expect(more).toHaveFocus();
  });

  it('following a link in the open drawer slides it out', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signedIn();
    renderMyPage('/my-page');
    await user.click(await screen.findByRole('button', { name: 'マイページメニュー' }));
    const nav = screen.getByRole('navigation', { name: 'マイページメニュー' });
    await user.click(within(nav).getByRole('link', { name: 'プロフィール' }));
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-state', 'closing');
    // The profile page's code loads with its first visit (app/routes.tsx).
    expect(await screen.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.menuCloseMs));
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-state', 'closed');
  });
});

describe('my-page home and sections', () => {
  it('home greets the user and links every section with an honest empty state', async () => {
    signedIn();
    renderMyPage('/my-page');
    const cards = await screen.findByRole('list', { name: 'マイページの項目' });
    expect(within(cards).getByRole('link', { name: /メッセージ/ })).toHaveAttribute('href', '/my-page/messages');
    expect(within(cards).getByText('まだメッセージはありません')).toBeInTheDocument();
    expect(within(cards).getByText('掲載中の物件はまだありません')).toBeInTheDocument();
    expect(within(cards).getByText('お気に入りに登録した物件はまだありません')).toBeInTheDocument();
    expect(within(cards).getByText('山田 花子（hanako@example.jp）')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/TODO/i);
  });

  it.each([
    ['/my-page/messages', 'メッセージ', 'まだメッセージはありません'],
    ['/my-page/list/favorite', 'お気に入り', 'お気に入りに登録した物件はまだありません'],
    ['/my-page/ouendan', '応援団', '応援団としての活動記録はまだありません'],
    ['/my-page/consultings', 'コンサルティング', 'コンサルティングのご相談はまだありません'],
  ])('%s renders inside the frame with heading %s and its empty state', async (path, heading, empty) => {
    signedIn();
    renderMyPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByTestId('my-page-frame')).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | 家いちば`);
  });

  it('profile shows the registered details from GET /api/my-page/profile', async () => {
    mockFetch((url) =>
      url.pathname === '/api/my-page/profile'
        ? { body: { success: true, profile: fakeProfile() } }
        : { body: testBaseData({ user: testUser() }) },
    );
    renderMyPage('/my-page/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeInTheDocument();
    expect(await screen.findByText('hanako@example.jp')).toBeInTheDocument();
    expect(screen.getByText('東京都渋谷区神宮前1-1-1')).toBeInTheDocument();
  });

  it('an unknown my-page path shows the 404 page inside the frame', async () => {
    signedIn();
    renderMyPage('/my-page/nothing-here');
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByTestId('my-page-frame')).toBeInTheDocument();
  });
});
