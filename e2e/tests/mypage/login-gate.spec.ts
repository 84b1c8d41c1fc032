import { expect, test } from '@playwright/test';
import { expectRedirectReplacesEntry } from '../../support/navigation';

/** sessionStorage key of the address to return to after login (contracts STORAGE_KEYS.redirectUrl). */
const REDIRECT_KEY = 'redirect-url';

test.describe('my-page login gate (logged out)', () => {
  for (const path of ['/my-page', '/my-page/messages?from=e2e', '/my-page/list/favorite']) {
    test(`${path} ends at /login and remembers the address`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect(await page.evaluate((key) => window.sessionStorage.getItem(key), REDIRECT_KEY)).toBe(path);
      await expect(page.getByRole('navigation', { name: 'マイページメニュー' })).toHaveCount(0);
    });
  }

  test('the gate replaces the history entry, so Back does not bounce into /my-page', async ({ page }) => {
    await expectRedirectReplacesEntry(page, '/my-page', (url) => url.pathname === '/login');
  });
});
