import { expect, test, type Browser } from '@playwright/test';
import { STAFF_BANK_MESSAGES } from '@akiya/contracts';
import { DEMO_PASSWORD, storageStateOf } from '../../support/auth';

/**
 * Issue 24 item 5: staff add a municipality of the vacant-house bank and a member account by email at
 * /my-page/staff/akiyabank; the member then manages that municipality's bank at /akiyabank/manage;
 * removed, it is told there that it is no municipality's member again. A buyer gets the 404 page on the staff route.
 * The member is the demo supporter partner@ (logged in here: no other suite uses its session), and it
 * is removed again at the end.
 */
const MEMBER = 'partner@example.jp';

async function loggedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const request = context.request;
  expect((await request.get('/api/common/base-data')).ok()).toBe(true);
  const csrf = (await context.cookies()).find((c) => c.name === 'akiya_csrf')?.value as string;
  const headers = { 'X-CSRF-Token': csrf };
  expect((await request.post('/api/login/post-email', { data: { email }, headers })).status()).toBe(200);
  expect((await request.post('/api/login/post', { data: { email, password: DEMO_PASSWORD }, headers })).status()).toBe(200);
  return context;
}

test('staff add a municipality and a member, who then manages its bank; removed, it cannot', async ({ browser }) => {
  const name = `試験町${Date.now().toString(36).slice(-5)}`;
  const staffContext = await browser.newContext({ storageState: storageStateOf('staff') });
  const staff = await staffContext.newPage();
  await staff.goto('/my-page');
  await staff.getByRole('link', { name: '空き家バンクの自治体' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: '空き家バンクの自治体（スタッフ）' })).toBeVisible();

  const form = staff.getByRole('form', { name: '自治体を追加' });
  await form.getByLabel(/^自治体名/).fill(name);
  await form.getByRole('button', { name: '自治体を登録する' }).click();
  // Checked before sending; what was typed stays.
  await expect(form.getByRole('alert')).toContainText('都道府県');
  await expect(form.getByLabel(/^自治体名/)).toHaveValue(name);
  await form.getByLabel(/^都道府県/).selectOption('20');
  await form.getByLabel(/^空き家バンクの名称/).fill(`${name}空き家バンク`);
  await form.getByLabel(/^利用規約/).fill('第1条 物件の契約は当事者間で行います。');
  await form.getByLabel(/^担当窓口/).fill(`${name} 企画課`);
  await form.getByLabel(/^電話番号/).fill('0267-00-0000');
  await form.getByLabel(/^メールアドレス/).fill('akiya@town.example.jp');
  await form.getByRole('button', { name: '自治体を登録する' }).click();
  await expect(staff.getByText(`${name}：${STAFF_BANK_MESSAGES.created}`)).toBeVisible();

  const memberForm = staff.getByRole('form', { name: `${name}にメンバーを追加` });
  await memberForm.getByLabel(/^メンバーのメールアドレス/).fill('nobody-e2e@example.jp');
  await memberForm.getByRole('button', { name: 'メンバーを追加' }).click();
  await expect(memberForm.getByRole('alert')).toContainText(STAFF_BANK_MESSAGES.unknownEmail);
  await memberForm.getByLabel(/^メンバーのメールアドレス/).fill(MEMBER);
  await memberForm.getByRole('button', { name: 'メンバーを追加' }).click();
  await expect(staff.getByText(`${MEMBER}：${STAFF_BANK_MESSAGES.memberAdded}`)).toBeVisible();

  const memberContext = await loggedIn(browser, MEMBER);
  const member = await memberContext.newPage();
  await member.goto('/akiyabank/manage');
  await expect(member.getByRole('heading', { level: 1, name: `${name}の物件管理` })).toBeVisible();

  await staff.getByRole('button', { name: `${MEMBER}をメンバーから外す` }).click();
  await expect(staff.getByText(`${MEMBER}を${name}のメンバーから外しました。`)).toBeVisible();
  await member.goto('/akiyabank/manage');
  await expect(member.getByText(/提携自治体の担当者として登録されていません/)).toBeVisible();
  await expect(member.getByRole('heading', { name: `${name}の物件管理` })).toHaveCount(0);
  await memberContext.close();
  await staffContext.close();
});

test('a buyer gets the 404 page at /my-page/staff/akiyabank', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('buyer') });
  const page = await context.newPage();
  await page.goto('/my-page/staff/akiyabank');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await context.close();
});
