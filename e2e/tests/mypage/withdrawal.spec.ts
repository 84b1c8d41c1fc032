import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { header, loginThroughDialog, storageStateOf } from '../../support/auth';
import { freshEmail } from '../../support/mail';
import { NEW_USER_PASSWORD, registerAndVerify } from '../../support/register';

/**
 * Withdrawal (退会) from /my-page/profile/withdraw (docs/accounts.md "退会"), end to end: a fresh
 * account registers (real mail through support/smtp-sink.mjs), enquires about a listing of the demo
 * seller, withdraws, lands on /cancel-done and cannot log in again; the seller's thread is cancelled
 * and names the other party 「退会したユーザー」; the same address registers again.
 */
const WITHDRAWN = '退会したユーザー';

/** Registers (and verifies) `email` through the browser as 「<lastName> 六郎」; the page ends logged in. */
async function register(page: Page, request: APIRequestContext, email: string, lastName: string): Promise<void> {
  await registerAndVerify(page, request, email, {
    last: lastName,
    first: '六郎',
    lastKana: 'たいかい',
    firstKana: 'ろくろう',
    phone: '090-3333-4444',
    address: '長野県松本市中央1-1-1',
    zipcode: '3900811',
  });
}

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'akiya_csrf')?.value as string;
}

/**
 * A published listing of the demo seller open to enquiries, taken from the end of the seller's list:
 * deals/deal-flow.spec.ts, running alongside, takes the seller's first listing through to 成約 and
 * 決済完了, which ends every other open enquiry of that listing as 他決 (not キャンセル) and then
 * closes it to enquiries.
 */
async function sellerListing(seller: Page): Promise<number> {
  const list = (await (await seller.request.get('/api/my-page/all-contacts')).json()) as {
    postedProperties: { property_id: number; is_published: boolean; is_stop_published: boolean; is_suspension: boolean }[];
  };
  for (const p of [...list.postedProperties].reverse()) {
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
  // Two registrations with real mail, a withdrawal and a second browser: the longest journey of the
  // my-page suite (12 s alone, 30 s beside a busy machine).
  test.setTimeout(180_000);
  const email = freshEmail('withdraw');
  await test.step('register', () => register(page, request, email, '退会'));

  // An open enquiry to the demo seller.
  const sellerContext = await browser.newContext({ storageState: storageStateOf('seller') });
  const seller = await sellerContext.newPage();
  const contactId = await test.step('enquire about a listing of the demo seller', async () => {
    const listing = await sellerListing(seller);
    await page.goto('/my-page/profile');
    const enquiry = await page.request.post(`/api/contact/project/${listing}`, {
      data: { message: '退会前のお問い合わせです。', clientId: `e2e-withdraw-${Date.now()}` },
      headers: { 'X-CSRF-Token': await csrfOf(page) },
    });
    expect(enquiry.ok(), await enquiry.text()).toBeTruthy();
    return ((await enquiry.json()) as { contact_id: number }).contact_id;
  });

  const form = page.getByRole('form', { name: '退会の手続き' });
  await test.step('from the profile to the withdrawal page', async () => {
    await page.getByRole('link', { name: '退会の手続きへ進む' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my-page/profile/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: '退会' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('a wrong password is refused on its field; the reason stays', async () => {
    await form.getByLabel(/現在のパスワード/).fill('notMine123');
    await form.getByLabel(/退会の理由/).fill('テストのため');
    await form.getByRole('button', { name: '退会する' }).click();
    await page.getByRole('dialog', { name: '本当に退会しますか？' }).getByRole('button', { name: '退会する' }).click();
    await expect(form.getByText('現在のパスワード：現在のパスワードが正しくありません。')).toBeVisible();
    await expect(form.getByLabel(/退会の理由/)).toHaveValue('テストのため');
  });

  await test.step('withdraw: /cancel-done, logged out', async () => {
    await form.getByLabel(/現在のパスワード/).fill(NEW_USER_PASSWORD);
    await form.getByRole('button', { name: '退会する' }).click();
    await page.getByRole('dialog', { name: '本当に退会しますか？' }).getByRole('button', { name: '退会する' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cancel-done');
    await expect(page.getByRole('heading', { level: 1, name: 'キャンセルが完了しました' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'ログイン' })).toBeVisible();
  });

  await test.step('the seller’s thread: cancelled, the message readable, the other party 「退会したユーザー」', async () => {
    await seller.goto(`/my-page/messages/${contactId}`);
    const top = seller.getByLabel('物件と相手');
    await expect(top.getByText('キャンセル', { exact: true })).toBeVisible();
    await expect(top.getByText(WITHDRAWN)).toBeVisible();
    await expect(seller.getByText('退会前のお問い合わせです。')).toBeVisible();
    await expect(seller.getByText('買主が退会したため、この商談はキャンセルされました。').first()).toBeVisible();
    await sellerContext.close();
  });

  await test.step('the old address no longer logs in', async () => {
    const login = await loginThroughDialog(page, email, NEW_USER_PASSWORD);
    await expect(login.getByText('パスワードが正しくありません。')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the same address registers again as a new account', async () => {
    await register(page, request, email, '再登録');
    await expect(header(page).getByRole('link', { name: /再登録 六郎/ })).toBeVisible();
  });
});
