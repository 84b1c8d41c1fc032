import { expect, test } from '@playwright/test';
import { storageStateOf } from '../../support/auth';

/**
 * Saved searches (docs/search.md "Saved searches"): the demo buyer saves a combined board search with
 * 「この条件を保存」, finds it at /my-page/searches with its feed URL, and opens it back on the board.
 */
test.use({ storageState: storageStateOf('buyer') });

test('save a board search, see it at /my-page/searches, open it back on the board', async ({ page }) => {
  // Start from none (reruns on one server): the buyer's saved searches are this suite's only.
  const request = page.request;
  expect((await request.get('/api/common/base-data')).ok()).toBe(true);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'akiya_csrf')?.value as string;
  const existing = (await (await request.get('/api/my-page/saved-searches')).json()) as { items: { id: number }[] };
  for (const { id } of existing.items) {
    expect((await request.delete(`/api/my-page/saved-searches/${id}`, { headers: { 'X-CSRF-Token': csrf } })).ok()).toBe(true);
  }

  await page.goto('/board?area=20&price_to=300');
  await page.getByRole('button', { name: 'この条件を保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'この条件を保存しました。' })).toBeVisible();

  await page.goto('/my-page/searches');
  await expect(page.getByRole('heading', { level: 1, name: '保存した検索条件' })).toBeVisible();
  const list = page.getByRole('list', { name: '保存した検索条件' });
  const link = list.getByRole('link', { name: /長野県.*300万円以下/ });
  await expect(link).toBeVisible();
  await expect(list.getByRole('textbox', { name: 'フィード' })).toHaveValue(/\/feed\/search\/[A-Za-z0-9_-]{32}\.xml$/);
  await expect(list.getByRole('switch', { name: /新着をメールで受け取る/ })).toBeChecked();

  await link.click();
  await expect(page).toHaveURL(/\/board\?(?=.*area=20)(?=.*price_to=300)/);
  await expect(page.getByRole('button', { name: 'この条件を保存' })).toBeVisible();
});
