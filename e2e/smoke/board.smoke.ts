import { expect, test } from '@playwright/test';
import { expectNoErrorPanel, expectRendered, watchErrors } from './smoke';

/** Smoke test of the board remote in the deployed shell (`npm run contract-check -- board`). */
test('board: /board lists listings, a card opens its listing page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/board');
  await expectRendered(page, page.getByRole('heading', { level: 1, name: '掲示板' }), errors);
  const first = page.getByRole('main').locator('a[href^="/project/"]').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoErrorPanel(page, errors);
});
