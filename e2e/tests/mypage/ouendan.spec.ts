import { expect, test } from '@playwright/test';
import { MESSAGES, PARTNER_MESSAGES, REFERRAL_COOKIE } from '@akiya/contracts';
import { storageStateOf } from '../../support/auth';

/**
 * Issue 13, the supporter programme (応援団): a user reads /ouendan/recruit, applies on /ouendan/join
 * (every rule checked, nothing typed lost), staff approve on their page, the supporter finds their
 * referral link on /my-page/ouendan, and the link records the supporter in a cookie and lands on the
 * top page; an unknown id lands there without a cookie.
 */
test.describe.configure({ mode: 'serial' });

test('apply → staff approve → the referral link on the my-page → /ref sets the cookie', async ({ browser }) => {
  // seller2@ is a demo seller that is no supporter (the demo supporter brought it).
  const context = await browser.newContext({ storageState: storageStateOf('seller2') });
  const page = await context.newPage();
  await page.goto('/ouendan/recruit');
  await expect(page.getByRole('heading', { level: 1, name: '応援団募集' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '応援団の申し込みフォーム' }).first().click();
  await expect(page).toHaveURL(/\/ouendan\/join$/);

  const form = page.getByRole('form', { name: '応援団の申し込み' });
  await form.getByLabel(/^活動名/).fill('瀬戸内の空き家応援団');
  await form.getByLabel(/^応援団として取り組みたいこと/).fill('短い');
  await form.getByRole('button', { name: '応援団に申し込む' }).click();
  const summary = page.getByRole('alert').filter({ hasText: MESSAGES.formError });
  await expect(summary).toContainText(`活動する地域：${MESSAGES.required}`);
  await expect(form.getByLabel(/^活動名/)).toHaveValue('瀬戸内の空き家応援団');

  await form.getByLabel(/^活動する地域/).fill('広島県尾道市');
  await form.getByLabel(/^応援団として取り組みたいこと/).fill('島の空き家の持ち主さんに、家いちばで自分で売る方法を伝えたいです。');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '応援団に申し込む' }).click();
  await expect(page.getByText(PARTNER_MESSAGES.joined)).toBeVisible();

  await page.goto('/my-page/ouendan');
  await expect(page.getByText(/事務局で審査しています/)).toBeVisible();

  // --- Staff approve ---
  const staffContext = await browser.newContext({ storageState: storageStateOf('staff') });
  const staff = await staffContext.newPage();
  await staff.goto('/my-page/staff/partners');
  const application = staff.getByRole('listitem', { name: '瀬戸内の空き家応援団' });
  await expect(application).toContainText('審査中');
  await application.getByRole('button', { name: '承認する' }).click();
  await expect(staff.getByText('「瀬戸内の空き家応援団」を承認済みにしました。')).toBeVisible();
  await expect(application).toContainText('承認済み');
  await staffContext.close();

  // --- The supporter's link ---
  await page.reload();
  const link = page.getByLabel('あなたの紹介リンク');
  await expect(link).toHaveText(/\/ref\/\d+$/);
  const path = new URL((await link.textContent()) as string).pathname;
  await context.close();

  // --- A visitor follows it: the cookie (the partner's id only), then the top page ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(path);
  await expect(visitor).toHaveURL((url) => url.pathname === '/');
  const cookie = (await visitorContext.cookies()).find((c) => c.name === REFERRAL_COOKIE);
  // Signed: the partner's id, the time and an HMAC (a hand-made value credits nobody).
  expect(cookie?.value).toMatch(new RegExp(`^${path.split('/').pop()}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  await visitorContext.close();

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto('/ref/abc');
  await expect(stranger).toHaveURL((url) => url.pathname === '/');
  expect((await strangerContext.cookies()).some((c) => c.name === REFERRAL_COOKIE)).toBe(false);
  await strangerContext.close();
});
