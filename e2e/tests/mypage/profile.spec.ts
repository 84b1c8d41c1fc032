import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, storageStateOf } from '../../support/auth';

/** Demo buyer from the API's seed (api/src/database/seeds/demo-accounts.ts). */
const BUYER = { email: DEMO_USERS.buyer };

async function openEditForm(page: Page) {
  await page.goto('/my-page/profile');
  await page.getByRole('button', { name: '登録情報を編集する' }).click();
  return page.getByRole('form', { name: '登録情報の入力' });
}

test.describe('my-page profile (logged in as the demo buyer)', () => {
  // The session the setup project saved (setup/auth.setup.ts).
  test.use({ storageState: storageStateOf('buyer') });

  test('/my-page greets the user by name and links the profile card', async ({ page }) => {
    await page.goto('/my-page');
    const main = page.getByRole('main', { name: 'マイページ' });
    await expect(main.getByText('こんにちは、山田 花子さん')).toBeVisible();
    await expect(main.getByRole('link', { name: /プロフィール/ })).toHaveAttribute('href', '/my-page/profile');
  });

  test('/my-page/profile shows the email and the registered details', async ({ page }) => {
    await page.goto('/my-page/profile');
    const details = page.getByRole('region', { name: '登録情報' });
    await expect(details.getByText(BUYER.email)).toBeVisible();
    await expect(details.getByText('やまだ はなこ')).toBeVisible();
  });

  test('editing the phone saves it', async ({ page }) => {
    const form = await openEditForm(page);
    const phone = form.getByLabel('電話番号');
    await expect(phone).not.toHaveValue('');
    await phone.fill('080-2222-3333');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('登録情報を更新しました。')).toBeVisible();
    await expect(page.getByRole('region', { name: '登録情報' }).getByText('080-2222-3333')).toBeVisible();
    // Saved on the server: a reload shows it too.
    await page.reload();
    await expect(page.getByRole('region', { name: '登録情報' }).getByText('080-2222-3333')).toBeVisible();
  });

  test('a bad postal code is refused with 不正な郵便番号です', async ({ page }) => {
    const form = await openEditForm(page);
    const zip = form.getByLabel('郵便番号');
    await zip.fill('12345');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('alert')).toContainText('入力エラーがあります。');
    await expect(form.getByText('不正な郵便番号です', { exact: true })).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('12345');
  });

  test('the zipcode 1000001 fills 東京都千代田区 into an empty address', async ({ page }) => {
    const form = await openEditForm(page);
    const address = form.getByLabel('住所');
    await address.fill('');
    await form.getByLabel('郵便番号').fill('1000001');
    await expect(address).toHaveValue(/^東京都千代田区/);
  });
});
