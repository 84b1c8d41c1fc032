import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../../support/navigation';

/** MESSAGES.loginRequired and STORAGE_KEYS.redirectUrl in contracts. */
const LOGIN_REQUIRED = 'ご利用にはログインが必要です。';
const REDIRECT_KEY = 'redirect-url';

const headerNav = (page: Page) => page.getByRole('navigation', { name: 'ヘッダーメニュー' });
const footer = (page: Page) => page.getByRole('contentinfo');
const menu = (page: Page) => page.getByRole('dialog', { name: 'メニュー' });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  await expect(menu(page)).toBeVisible();
}

test.describe('default layout on a page of each remote', () => {
  for (const path of ['/board', '/company', '/my-page']) {
    test(`${path}: header, menu and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(headerNav(page)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: '家いちば', exact: true })).toHaveAttribute('href', '/');
      await expect(page.getByText('空き家・古い建物の買い手を自分で探せる掲示板サイト').first()).toBeVisible();
      await expect(headerNav(page).getByRole('link', { name: '物件を掲載' })).toHaveAttribute('href', '/post');
      await expect(headerNav(page).getByRole('link', { name: '家いちばとは' })).toHaveAttribute('href', '/system');
      await expect(headerNav(page).getByRole('button', { name: 'ログイン' })).toBeVisible();
      await expect(footer(page)).toBeVisible();
      await expect(footer(page).getByRole('link', { name: '東京都' })).toHaveAttribute('href', '/area/13');
      await expect(footer(page).getByRole('link', { name: '1億円超' })).toHaveAttribute('href', '/tags/okuen');
      await expect(footer(page).getByRole('link', { name: '免責事項' })).toHaveAttribute('href', '/however');
      await openMenu(page);
      await expect(menu(page).getByRole('link', { name: '採用情報' })).toHaveAttribute('href', '/recruit');
      await page.keyboard.press('Escape');
      await expect(menu(page)).toHaveCount(0);
    });
  }

  for (const path of ['/airyflow', '/akiyabank']) {
    test(`${path}: its own header instead of the default one, footer kept`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`[data-remote-root]`)).toBeVisible();
      await expect(headerNav(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'メニューを開く' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: '掲載の続きへ' })).toHaveCount(0);
      await expect(footer(page)).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy-policy');
    });
  }
});

test.describe('header', () => {
  test('hides on scroll down, comes back after two upward scrolls; the board link then scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/board');
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    // the list is in (the page has its full height) before scrolling
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    const banner = page.getByRole('banner');
    const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await nextFrame();
    };

    await scrollTo(400);
    await expect(banner).toHaveAttribute('data-hidden', 'true');
    await expect(banner).not.toBeInViewport();
    await scrollTo(380);
    await expect(banner).toHaveAttribute('data-hidden', 'true');
    await scrollTo(360);
    await expect(banner).toHaveAttribute('data-hidden', 'false');
    await expect(banner).toBeInViewport();

    await headerNav(page).getByRole('link', { name: '掲示板' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL((url) => url.pathname === '/board');
  });

  test('the search icon opens the search dialog', async ({ page }) => {
    await page.goto('/company');
    await page.getByRole('button', { name: '物件を検索' }).click();
    const dialog = page.getByRole('dialog', { name: '物件を検索' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await dialog.getByRole('searchbox').fill('蔵');
    await expect(dialog.getByText('キーワードを2〜20文字以内で入力してください')).toBeVisible();
    await dialog.getByRole('searchbox').fill('蔵付き');
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/search/${encodeURIComponent('蔵付き')}`);
    await expect(dialog).toHaveCount(0);
  });

  test('the back button leaves a board-related page for /board', async ({ page }) => {
    await page.goto('/tags/okuen');
    // Where 戻る leads depends on the page the board remote draws: tapped once it runs.
    await waitForHydration(page);
    await page.getByRole('button', { name: '戻る' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/board');
    await page.getByRole('button', { name: '戻る' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: '戻る' })).toHaveCount(0);
  });
});

test.describe('slide-in menu', () => {
  for (const [label, path] of [
    ['お気に入り', '/my-page/list/favorite'],
    ['メッセージ', '/my-page/messages'],
  ] as const) {
    test(`${label} opens the login dialog with the reason when logged out`, async ({ page }) => {
      await page.goto('/company');
      await openMenu(page);
      await menu(page).getByRole('link', { name: new RegExp(`^${label}`) }).click();
      const login = page.getByRole('dialog', { name: 'ログイン' });
      await expect(login).toBeVisible();
      await expect(login.getByText(LOGIN_REQUIRED)).toBeVisible();
      await expect(login.getByLabel('メールアドレス')).toBeFocused();
      await expect(menu(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/company');
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REDIRECT_KEY)).toBe(path);
    });
  }

  test('the login dialog checks the address and has the register link', async ({ page }) => {
    await page.goto('/company');
    await page.getByRole('banner').getByRole('button', { name: 'ログイン' }).click();
    const login = page.getByRole('dialog', { name: 'ログイン' });
    await login.getByLabel('メールアドレス').fill('not-an-address');
    await login.getByRole('button', { name: '次へ' }).click();
    await expect(login.getByRole('alert')).toHaveText('有効なメールアドレスではありません');
    await expect(login.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    await expect(login.getByRole('link', { name: '新規登録' })).toHaveAttribute('href', '/login/register');
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
  });

  test('locks the page scroll and keeps focus inside while open', async ({ page }) => {
    await page.goto('/company');
    await openMenu(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(menu(page).getByRole('button', { name: 'メニューを閉じる' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu(page).getByRole('link', { name: '採用情報' })).toBeFocused();
    await menu(page).getByRole('button', { name: 'メニューを閉じる' }).click();
    await expect(menu(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('footer and return-to-post button', () => {
  test('footer contents are hidden on the post page', async ({ page }) => {
    await page.goto('/post');
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).getByRole('link')).toHaveCount(0);
  });

  test('the return-to-post button follows the visit-post flag', async ({ page }) => {
    await page.goto('/company');
    await expect(page.getByRole('link', { name: '掲載の続きへ' })).toHaveCount(0);
    await page.evaluate(() => window.localStorage.setItem('visit-post', '1'));
    await page.goto('/company');
    await expect(page.getByRole('link', { name: '掲載の続きへ' })).toHaveAttribute('href', '/post');
    // Not on the pages where it is hidden (a visitor's /my-page/… goes on to /login, where it shows).
    await page.goto('/login/register');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: '掲載の続きへ' })).toHaveCount(0);
  });
});
