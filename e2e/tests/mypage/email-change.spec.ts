import { expect, test, type Page } from '@playwright/test';
import { header, loginThroughDialog } from '../../support/auth';
import { freshEmail, mailLink, mailsTo } from '../../support/mail';
import { createVerifiedUser, NEW_USER_PASSWORD } from '../../support/register';

/**
 * Changing the address from /my-page/profile (docs/accounts.md), with real mail: the server sends
 * over SMTP to support/smtp-sink.mjs and the test reads the mails back from its HTTP side. A fresh
 * account of its own: the demo users' addresses stay as other suites expect them.
 */

async function sendChange(page: Page, email: string) {
  const section = page.getByRole('region', { name: 'メールアドレスの変更' });
  const form = section.getByRole('form', { name: 'メールアドレスの変更' });
  await form.getByLabel('新しいメールアドレス').fill(email);
  await form.getByLabel('現在のパスワード').fill(NEW_USER_PASSWORD);
  await form.getByRole('button', { name: '確認メールを送信する' }).click();
  return section;
}

test('a member changes the address on /my-page/profile: mail to the new address, link, /address-finish, login with the new address', async ({ page, request }) => {
  test.setTimeout(90_000);
  const oldEmail = await createVerifiedUser(page, request, 'email-change', { last: '変更', first: '五郎', lastKana: 'へんこう', firstKana: 'ごろう' });
  await page.goto('/my-page/profile');

  // A wrong password is refused on its field; what was typed stays.
  const section = page.getByRole('region', { name: 'メールアドレスの変更' });
  const form = section.getByRole('form', { name: 'メールアドレスの変更' });
  await form.getByLabel('新しいメールアドレス').fill('wrong-password@example.jp');
  await form.getByLabel('現在のパスワード').fill('notMine123');
  await form.getByRole('button', { name: '確認メールを送信する' }).click();
  await expect(form.getByText('現在のパスワード：現在のパスワードが正しくありません。')).toBeVisible();
  await expect(form.getByLabel('新しいメールアドレス')).toHaveValue('wrong-password@example.jp');

  // A first change, cancelled.
  const cancelled = freshEmail('cancelled');
  await sendChange(page, cancelled);
  await expect(section.getByRole('status')).toHaveText(/^確認メールを送信しました。/);
  await expect(section.getByText(cancelled)).toBeVisible();
  await section.getByRole('button', { name: '変更を取り消す' }).click();
  await expect(section.getByRole('status')).toHaveText('メールアドレスの変更を取り消しました。');
  await expect(section.getByText(cancelled)).toHaveCount(0);

  // The change that is carried out: pending until the link is followed, also after a reload.
  const newEmail = freshEmail('new');
  await sendChange(page, newEmail);
  await expect(section.getByRole('status')).toHaveText(/^確認メールを送信しました。/);
  await page.reload();
  await expect(section.getByText(newEmail)).toBeVisible();
  await expect(section.getByText(/新しいメールアドレスへの変更はまだ完了していません。/)).toBeVisible();
  await expect(page.getByRole('region', { name: '登録情報' }).getByText(oldEmail)).toBeVisible();

  // The cancelled change's link no longer works.
  await page.goto((await mailLink(request, cancelled, '/my-page/profile')).path);
  const dialog = page.getByRole('dialog', { name: 'メールアドレスの更新' });
  await expect(dialog.getByText('メールアドレス更新用のリンクが無効になっています。お手数ですがもう一度最初からやりなおしてください。')).toBeVisible();
  await dialog.getByText('閉じる', { exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto((await mailLink(request, newEmail, '/my-page/profile')).path);
  await expect(dialog.getByText('メールアドレスの更新が完了しました。')).toBeVisible();
  await dialog.getByText('閉じる', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/address-finish');
  await expect(page.getByRole('heading', { level: 1, name: 'メールアドレスの変更が完了しました' })).toBeVisible();

  // The old address is told.
  await expect
    .poll(async () => (await mailsTo(request, oldEmail)).map((m) => m.subject).some((s) => s.includes('メールアドレスが変更されました')), { timeout: 15_000 })
    .toBe(true);

  // This session stays valid and shows the new address.
  await page.goto('/my-page/profile');
  await expect(page.getByRole('region', { name: '登録情報' }).getByText(newEmail)).toBeVisible();
  await expect(section.getByRole('form', { name: 'メールアドレスの変更' })).toBeVisible();

  // Logged out, the new address logs in.
  await page.goto('/logout');
  await expect(header(page).getByRole('button', { name: 'ログイン' })).toBeVisible();
  await loginThroughDialog(page, newEmail, NEW_USER_PASSWORD);
  await expect(header(page).getByRole('link', { name: /変更 五郎/ })).toBeVisible();
});
