import { expect, test } from '@playwright/test';
import { storageStateOf } from '../../support/auth';
import { SMTP_HTTP_PORT } from '../../playwright.config';

/**
 * Issue 24 item 3 (docs/accounts.md "Staff inbox"): a visitor's contact-form message reaches the
 * staff inbox; staff open it, reply, and the reply reaches the sender by mail (the server mails to
 * support/smtp-sink.mjs, read back over HTTP); the inbox is the 404 page for a buyer.
 */
const SINK = `http://127.0.0.1:${SMTP_HTTP_PORT}`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

test('a visitor’s contact message reaches the staff inbox; staff’s reply reaches the visitor by mail', async ({ browser }) => {
  const tag = `${Date.now().toString(36)}${process.pid}`;
  const email = `e2e-inbox-${tag}@example.jp`;
  const words = `受信箱の確認 ${tag}`;

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/contact');
  await page.getByLabel(/お名前/).fill('受信 花子');
  await page.getByLabel(/メールアドレス/).fill(email);
  await page.getByLabel(/お問い合わせの種類/).selectOption('other');
  await page.getByLabel(/お問い合わせ内容/).fill(`${words}\n返信をお待ちしています。`);
  await page.getByRole('checkbox', { name: /個人情報の取り扱い\s*に同意する/ }).check();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' })).toBeVisible();
  await visitor.close();

  const staff = await browser.newContext({ storageState: storageStateOf('staff') });
  const inbox = await staff.newPage();
  // Server-rendered with the search in the URL
  const res = await inbox.goto(`/my-page/staff/inbox?q=${encodeURIComponent(tag)}`);
  expect(res?.status()).toBe(200);
  const item = inbox.getByTestId('staff-inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('未対応');
  await expect(item).toContainText(email);
  await item.getByRole('link', { name: '受信 花子' }).click();
  await expect(inbox.getByTestId('staff-inbox-body')).toContainText('返信をお待ちしています。');

  const form = inbox.getByRole('form', { name: '返信する' });
  await form.getByLabel(/返信の内容/).fill(`お問い合わせありがとうございます。${tag}`);
  await form.getByRole('button', { name: '返信を送信する' }).click();
  await expect(inbox.getByText('メールで返信しました')).toBeVisible();
  await expect(inbox.getByTestId('staff-inbox-reply')).toContainText(`お問い合わせありがとうございます。${tag}`);
  await expect(inbox.getByRole('button', { name: '未対応に戻す' })).toBeVisible();

  await expect
    .poll(
      async () => {
        const mails = (await (await inbox.request.get(`${SINK}/mails?to=${encodeURIComponent(email)}`)).json()) as Mail[];
        return mails.some((m) => m.subject === '【家いちば】お問い合わせへのご返信' && m.text.includes(`お問い合わせありがとうございます。${tag}`));
      },
      { timeout: 15_000, message: `the reply mail to ${email}` },
    )
    .toBe(true);
  await staff.close();
});

test.describe('as a buyer', () => {
  test.use({ storageState: storageStateOf('buyer') });

  test('the staff inbox is the 404 page', async ({ page }) => {
    for (const path of ['/my-page/staff/inbox', '/my-page/staff/inbox/1']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    }
  });
});
