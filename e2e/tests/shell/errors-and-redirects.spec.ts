import { expect, test } from '@playwright/test';

/** ERROR_PAGE in contracts. */
const NOT_FOUND_TITLE = 'This page could not be found';
const NOT_FOUND_TEXT = 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。';

test.describe('404 page', () => {
  for (const path of ['/no-such-page', '/board/page/abc']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TITLE);
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'トップページに戻る' })).toHaveAttribute('href', '/');
      // The layout stays around the error page.
      await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('redirects', () => {
  test('/single-post/5 goes to /project/5', async ({ page }) => {
    await page.goto('/single-post/5');
    await expect(page).toHaveURL((url) => url.pathname === '/project/5');
  });

  test('/countryside/3 goes to /towns/3', async ({ page }) => {
    await page.goto('/countryside/3');
    await expect(page).toHaveURL((url) => url.pathname === '/towns/3');
  });

  test('the redirect replaces the history entry', async ({ page }) => {
    await page.goto('/');
    await page.goto('/single-post/5');
    await expect(page).toHaveURL((url) => url.pathname === '/project/5');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('favicon', () => {
  test('/favicon.ico is an icon, linked from every page, revalidated rather than cached for a year', async ({ page, request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const body = await res.body();
    // ICO header: reserved 0, type 1 (icon), at least one image
    expect(body.readUInt16LE(0)).toBe(0);
    expect(body.readUInt16LE(2)).toBe(1);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    await page.goto('/company');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.ico/);
  });
});
