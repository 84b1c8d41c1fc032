import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/auth';
import { expectNoErrorPanel, expectRendered, watchErrors } from './smoke';

/** Smoke test of the my-page remote in the deployed shell (`npm run contract-check -- mypage`). */
test.use({ storageState: storageStateOf('buyer') });

test('mypage: the logged-in buyer sees the my-page and the messages list', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/my-page');
  const menu = page.getByRole('navigation', { name: 'マイページメニュー' });
  await expectRendered(page, menu, errors);
  await page.goto('/my-page/messages');
  await expect(page).toHaveURL((url) => url.pathname === '/my-page/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoErrorPanel(page, errors);
});
