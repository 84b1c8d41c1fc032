import { expect, test } from '@playwright/test';
import { expectNoErrorPanel, expectRendered, watchErrors } from './smoke';

/** Smoke test of the consulting remote in the deployed shell (`npm run contract-check -- consulting`). */
test('consulting: /airyflow in its own layout, /consult explains the service', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/airyflow');
  await expectRendered(page, page.getByRole('heading', { level: 1, name: /活きる場所/ }), errors);
  await page.goto('/consult');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoErrorPanel(page, errors);
});
