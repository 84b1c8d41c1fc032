import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../../playwright.config';

/**
 * Changing the address from /my-page/profile (docs/accounts.md), with real mail: the server sends
 * over SMTP to support/smtp-sink.mjs and the test reads the mails back from its HTTP side. A fresh
 * account of its own: the demo users' addresses stay as other suites expect them.
 */
const SINK = `http://127.0.0.1:${SMTP_HTTP_PORT}`;
const PASSWORD = 'e2ePass123';

interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

let counter = 0;
/** A fresh address per call (the run's start time keeps reruns on one server apart). */
function freshEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.jp`;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return (await (await request.get(`${SINK}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** Waits for a mail to `to` with a link containing `pathPart`; returns the link's path + query. */
async function mailLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(request, to)).reverse()) {
          const link = mail.links.find((l) => l.includes(pathPart));
          if (link) {
            const url = new URL(link);
            found = url.pathname + url.search;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${pathPart} link` },
    )
    .toBe(true);
  return found;
}

const header = (page: Page) => page.getByRole('navigation', { name: 'ヘッダーメニュー' });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input'));

/** Registers and verifies an account through the browser; the page ends logged in. */
async function createVerifiedUser(page: Page, request: APIRequestContext): Promise<string> {
  const email = freshEmail('email-change');
  await page.goto('/login/register');
  await field(page, '姓').fill('変更');
  await field(page, '名').fill('五郎');
  await field(page, 'せい').fill('へんこう');
  await field(page, 'めい').fill('ごろう');
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'パスワード').fill(PASSWORD);
  await field(page, '電話番号').fill('090-1111-2222');
  await field(page, '住所').fill('東京都渋谷区神宮前1-1-1');
  await field(page, '郵便番号').fill('1500001');
  await page.getByRole('checkbox', { name: /^利用規約\s?に同意する$/ }).check();
  await page.getByRole('checkbox', { name: /^プライバシーポリシー\s?に同意する$/ }).check();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('heading', { name: '仮登録が完了しました' })).toBeVisible();
  await page.goto(await mailLink(request, email, '/login/verify'));
  await expect(page.getByRole('heading', { name: '本登録が完了しました' })).toBeVisible();
  return email;
}

async function sendChange(page: Page, email: string) {
  const section = page.getByRole('region', { name: 'メールアドレスの変更' });
  const form = section.getByRole('form', { name: 'メールアドレスの変更' });
  await form.getByLabel('新しいメールアドレス').fill(email);
  await form.getByLabel('現在のパスワード').fill(PASSWORD);
  await form.getByRole('button', { name: '確認メールを送信する' }).click();
  return section;
}

test('a member changes the address on /my-page/profile: mail to the new address, link, /address-finish, login with the new address', async ({ page, request }) => {
  test.setTimeout(90_000);
  const oldEmail = await createVerifiedUser(page, request);
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
  await page.goto(await mailLink(request, cancelled, '/my-page/profile'));
  const dialog = page.getByRole('dialog', { name: 'メールアドレスの更新' });
  await expect(dialog.getByText('メールアドレス更新用のリンクが無効になっています。お手数ですがもう一度最初からやりなおしてください。')).toBeVisible();
  await dialog.getByText('閉じる', { exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto(await mailLink(request, newEmail, '/my-page/profile'));
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
  await header(page).getByRole('button', { name: 'ログイン' }).click();
  const login = page.getByRole('dialog', { name: 'ログイン' });
  await login.getByLabel('メールアドレス', { exact: true }).fill(newEmail);
  await login.getByRole('button', { name: '次へ' }).click();
  await login.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'ログイン' }).click();
  await expect(header(page).getByRole('link', { name: /変更 五郎/ })).toBeVisible();
});
