import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';
import { SMTP_HTTP_PORT } from '../../playwright.config';

/**
 * The seller's my-page and the operator contact forms on the composed site (docs/seller.md). Mails
 * go over SMTP to support/smtp-sink.mjs (MAIL_URL in playwright.config.ts) and are read back from
 * its HTTP side. The operator address is the default OPERATOR_EMAIL.
 */
const SINK = `http://127.0.0.1:${SMTP_HTTP_PORT}`;
const OPERATOR = 'support@ieichiba.example';

interface Mail {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose text contains `marker`. */
async function mailWith(request: APIRequestContext, to: string, marker: string): Promise<Mail> {
  let found: Mail | null = null;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${SINK}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.find((m) => m.text.includes(marker)) ?? null;
        return found !== null;
      },
      { timeout: 15_000, message: `a mail to ${to} containing ${marker}` },
    )
    .toBe(true);
  return found!;
}

/** Chooses an action on /my-page/change-publish/:id, confirms it and waits for the list's message. */
async function changePublication(page: Page, id: number, action: RegExp, done: string) {
  await page.goto(`/my-page/change-publish/${id}`);
  await page.getByRole('radio', { name: action }).check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByRole('heading', { name: '変更内容の確認' })).toBeFocused();
  await page.getByRole('button', { name: '変更する' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-page/project');
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}

test.describe('seller my-page', () => {
  // Logged in with the sessions the setup project saved (setup/auth.setup.ts).
  test.use({ storageState: storageStateOf('seller2') });

  test('stops and resumes a listing; the board and the listing page follow; a republish request reaches the operator', async ({ page }) => {
    await page.goto('/my-page/project');
    const list = page.getByRole('list', { name: '掲載物件の一覧' });
    // the first listing on the board (掲載中) of this seller
    const card = list.getByRole('article').filter({ has: page.getByText('掲載中', { exact: true }) }).first();
    const idText = await card.getByText(/^物件ID \d+$/).textContent();
    const id = Number(idText?.replace(/\D/g, ''));
    const title = (await card.getByRole('heading').textContent())?.trim() as string;
    expect(id).toBeGreaterThan(0);

    await page.goto(`/project/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/my-page/project');
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('link', { name: new RegExp(`^掲載状態を変更\\s*（${escaped}）$`) }).click();
    await expect(page).toHaveURL(`/my-page/change-publish/${id}`);
    await changePublication(page, id, /^掲載中止/, '物件の掲載を中止しました。');
    await expect(
      page.getByRole('article').filter({ hasText: `物件ID ${id}` }).getByText('掲載中止', { exact: true }),
    ).toBeVisible();

    // off the board: the listing page is the 404 page, the listing API does not return it
    await page.goto(`/project/${id}`);
    await expect(page.getByText('アクセスされたURLは存在しません', { exact: false })).toBeVisible();
    const board = await (await page.request.get('/api/properties?limit=50&sort_order=publish-desc')).json();
    expect(board.applicableIds).not.toContain(id);

    // the republish request form lists it and mails the operator
    const marker = `e2e-republish-${Date.now().toString(36)}`;
    await page.goto(`/forms/republish?property_id=${id}`);
    await expect(page.getByRole('radio', { name: new RegExp(escaped) })).toBeChecked();
    await page.getByLabel(/ご依頼内容/).fill(`写真を差し替えました。${marker}`);
    await page.getByRole('button', { name: '依頼を送信する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'メッセージを送信しました' })).toBeVisible();
    const mail = await mailWith(page.request, OPERATOR, marker);
    expect(mail.subject).toBe(`【家いちば】再掲載のご依頼（物件ID ${id}）`);
    expect(mail.text).toContain(`物件名：${title}`);

    // the seller stopped it, so the seller may resume it
    await changePublication(page, id, /^掲載を再開/, '物件の掲載を再開しました。');
    await page.goto(`/project/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Back on the board. (Not compared by the board's total: suites running at the same time
    // publish and close other listings.)
    const after = await (await page.request.get('/api/properties?limit=50&sort_order=publish-desc')).json();
    expect(after.applicableIds).toContain(id);
  });

  test('受付休止 and its resumption show on the listing data at once', async ({ page }) => {
    await page.goto('/my-page/project');
    const card = page.getByRole('article').filter({ has: page.getByText('掲載中', { exact: true }) }).last();
    const id = Number((await card.getByText(/^物件ID \d+$/).textContent())?.replace(/\D/g, ''));
    await changePublication(page, id, /^受付休止/, '問い合わせの受け付けを休止しました。');
    expect((await (await page.request.get(`/api/properties/${id}`)).json()).is_suspension).toBe(true);
    await changePublication(page, id, /^受付を再開/, '問い合わせの受け付けを再開しました。');
    expect((await (await page.request.get(`/api/properties/${id}`)).json()).is_suspension).toBe(false);
  });

  test.describe('as the buyer', () => {
    test.use({ storageState: storageStateOf('buyer') });

    test('another user’s listing shows the 404 page', async ({ page }) => {
      await page.goto('/my-page/change-publish/1');
      await expect(page.getByText('アクセスされたURLは存在しません', { exact: false })).toBeVisible();
      await page.goto('/my-page/project');
      await expect(page.getByText('掲載中の物件はまだありません')).toBeVisible();
    });
  });
});

test.describe('operator contact form', () => {
  test('the footer link leads to /contact; the enquiry reaches the operator by mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'お問い合わせ' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();

    // nothing is sent while a rule fails; what was typed stays
    await page.getByLabel(/お名前/).fill('試験 太郎');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('alert')).toContainText('入力エラーがあります。');
    await expect(page.getByLabel(/お名前/)).toHaveValue('試験 太郎');

    const marker = `e2e-contact-${Date.now().toString(36)}`;
    await page.getByLabel(/メールアドレス/).fill('taro@example.jp');
    await page.getByLabel(/お問い合わせの種類/).selectOption({ label: '物件の掲載について' });
    await page.getByLabel(/お問い合わせ内容/).fill(`掲載の手順を教えてください。${marker}`);
    await page.getByRole('checkbox', { name: /個人情報の取り扱い\s*に同意する/ }).check();
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/inquiry-finish');
    await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' })).toBeVisible();

    const mail = await mailWith(page.request, OPERATOR, marker);
    expect(mail.subject).toBe('【家いちば】お問い合わせ（物件の掲載について）');
    expect(mail.text).toContain('お名前：試験 太郎');
    expect(mail.text).toContain('メールアドレス：taro@example.jp');
  });

  test.describe('logged in', () => {
    test.use({ storageState: storageStateOf('seller2') });

    test('/forms/contact is the same form, filled in for a logged-in user', async ({ page }) => {
      await page.goto('/forms/contact');
      await expect(page.getByLabel(/お名前/)).toHaveValue('鈴木 美咲');
      await expect(page.getByLabel(/メールアドレス/)).toHaveValue('seller2@example.jp');
    });
  });
});
