import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';
import { SMTP_HTTP_PORT } from '../../playwright.config';

/**
 * Withdrawal (退会) from /my-page/profile/withdraw (docs/accounts.md "退会"), end to end: a fresh
 * account registers (real mail through support/smtp-sink.mjs), enquires about a listing of the demo
 * seller, withdraws, lands on /cancel-done and cannot log in again; the seller's thread is cancelled
 * and names the other party 「退会したユーザー」; the same address registers again.
 */
const SINK = `http://127.0.0.1:${SMTP_HTTP_PORT}`;
const PASSWORD = 'e2ePass123';
const WITHDRAWN = '退会したユーザー';

interface Mail {
  id: number;
  links: string[];
}

function freshEmail(): string {
  return `e2e-withdraw-${Date.now().toString(36)}-${process.pid}@example.jp`;
}

/** The verification links mailed to `to`, oldest first (one per registration). */
async function verifyLinks(request: APIRequestContext, to: string): Promise<string[]> {
  const mails = (await (await request.get(`${SINK}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
  return mails
    .sort((a, b) => a.id - b.id)
    .flatMap((m) => m.links.filter((l) => l.includes('/login/verify')))
    .map((l) => new URL(l).pathname + new URL(l).search);
}

const header = (page: Page) => page.getByRole('navigation', { name: 'ヘッダーメニュー' });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input'));

/** Registers (and verifies) `email` through the browser; the page ends logged in. */
async function register(page: Page, request: APIRequestContext, email: string, lastName: string): Promise<void> {
  const before = (await verifyLinks(request, email)).length;
  await page.goto('/login/register');
  await field(page, '姓').fill(lastName);
  await field(page, '名').fill('六郎');
  await field(page, 'せい').fill('たいかい');
  await field(page, 'めい').fill('ろくろう');
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'パスワード').fill(PASSWORD);
  await field(page, '電話番号').fill('090-3333-4444');
  await field(page, '住所').fill('長野県松本市中央1-1-1');
  await field(page, '郵便番号').fill('3900811');
  await page.getByRole('checkbox', { name: /^利用規約\s?に同意する$/ }).check();
  await page.getByRole('checkbox', { name: /^プライバシーポリシー\s?に同意する$/ }).check();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('heading', { name: '仮登録が完了しました' })).toBeVisible();
  await expect.poll(async () => (await verifyLinks(request, email)).length, { timeout: 15_000, message: `a verification mail to ${email}` }).toBe(before + 1);
  await page.goto((await verifyLinks(request, email))[before]);
  await expect(page.getByRole('heading', { name: '本登録が完了しました' })).toBeVisible();
}

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'akiya_csrf')?.value as string;
}

/** A published listing of the demo seller open to enquiries. */
async function sellerListing(seller: Page): Promise<number> {
  const list = (await (await seller.request.get('/api/my-page/all-contacts')).json()) as {
    postedProperties: { property_id: number; is_published: boolean; is_stop_published: boolean; is_suspension: boolean }[];
  };
  for (const p of list.postedProperties) {
    if (!p.is_published || p.is_stop_published || p.is_suspension) continue;
    const detail = await seller.request.get(`/api/properties/${p.property_id}`);
    if (detail.ok() && ((await detail.json()) as { reception: boolean }).reception) return p.property_id;
  }
  throw new Error('no listing of seller@example.jp open to enquiries');
}

test('a member withdraws: /cancel-done, no login, the seller’s thread is cancelled under 「退会したユーザー」, the address registers again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail();
  await register(page, request, email, '退会');

  // An open enquiry to the demo seller.
  const sellerContext = await browser.newContext({ storageState: storageStateOf('seller') });
  const seller = await sellerContext.newPage();
  const listing = await sellerListing(seller);
  await page.goto('/my-page/profile');
  const enquiry = await page.request.post(`/api/contact/project/${listing}`, {
    data: { message: '退会前のお問い合わせです。', clientId: `e2e-withdraw-${Date.now()}` },
    headers: { 'X-CSRF-Token': await csrfOf(page) },
  });
  expect(enquiry.ok(), await enquiry.text()).toBeTruthy();
  const contactId = ((await enquiry.json()) as { contact_id: number }).contact_id;

  // From the profile to the withdrawal page.
  await page.getByRole('link', { name: '退会の手続きへ進む' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-page/profile/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: '退会' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const form = page.getByRole('form', { name: '退会の手続き' });

  // A wrong password is refused on its field; the reason stays.
  await form.getByLabel(/現在のパスワード/).fill('notMine123');
  await form.getByLabel(/退会の理由/).fill('テストのため');
  await form.getByRole('button', { name: '退会する' }).click();
  await page.getByRole('dialog', { name: '本当に退会しますか？' }).getByRole('button', { name: '退会する' }).click();
  await expect(form.getByText('現在のパスワード：現在のパスワードが正しくありません。')).toBeVisible();
  await expect(form.getByLabel(/退会の理由/)).toHaveValue('テストのため');

  await form.getByLabel(/現在のパスワード/).fill(PASSWORD);
  await form.getByRole('button', { name: '退会する' }).click();
  await page.getByRole('dialog', { name: '本当に退会しますか？' }).getByRole('button', { name: '退会する' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cancel-done');
  await expect(page.getByRole('heading', { level: 1, name: 'キャンセルが完了しました' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'ログイン' })).toBeVisible();

  // The seller's thread: cancelled, the message readable, the other party 「退会したユーザー」.
  await seller.goto(`/my-page/messages/${contactId}`);
  const top = seller.getByLabel('物件と相手');
  await expect(top.getByText('キャンセル', { exact: true })).toBeVisible();
  await expect(top.getByText(WITHDRAWN)).toBeVisible();
  await expect(seller.getByText('退会前のお問い合わせです。')).toBeVisible();
  await expect(seller.getByText('買主が退会したため、この商談はキャンセルされました。').first()).toBeVisible();
  await sellerContext.close();

  // The old address no longer logs in.
  await header(page).getByRole('button', { name: 'ログイン' }).click();
  const login = page.getByRole('dialog', { name: 'ログイン' });
  await login.getByLabel('メールアドレス', { exact: true }).fill(email);
  await login.getByRole('button', { name: '次へ' }).click();
  await login.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'ログイン' }).click();
  await expect(login.getByText('パスワードが正しくありません。')).toBeVisible();
  await page.keyboard.press('Escape');

  // The same address registers again as a new account.
  await register(page, request, email, '再登録');
  await expect(header(page).getByRole('link', { name: /再登録 六郎/ })).toBeVisible();
});
