import { expect, test } from '@playwright/test';
import { expectNoErrorPanel, expectRendered, watchErrors } from './smoke';

/** Smoke test of the editorial remote in the deployed shell (`npm run contract-check -- editorial`). */
test('editorial: /reviews lists stories, one opens', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/reviews');
  await expectRendered(page, page.getByRole('heading', { level: 1, name: '体験談' }), errors);
  const card = page.getByTestId('article-card').first();
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reviews\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoErrorPanel(page, errors);
});
