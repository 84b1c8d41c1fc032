import { expect, test } from '@playwright/test';
import { expectNoErrorPanel, expectRendered, watchErrors } from './smoke';

/** Smoke test of the vacant-house bank remote in the deployed shell (`npm run contract-check -- akiyabank`). */
test('akiyabank: the bank top lists the newest bank listings, one opens', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/akiyabank');
  const cards = page.getByRole('list', { name: '新着物件の一覧' }).getByRole('link');
  await expectRendered(page, cards.first(), errors);
  await cards.first().click();
  await expect(page).toHaveURL(/\/akiyabank\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoErrorPanel(page, errors);
});
