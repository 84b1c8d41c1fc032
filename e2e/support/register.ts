import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshEmail, lastMailId, mailLink } from './mail';

/** The password of the accounts the suites register for themselves. */
export const NEW_USER_PASSWORD = 'e2ePass123';

/** What the registration form asks for besides the address and the password. */
export interface Registrant {
  last: string;
  first: string;
  lastKana: string;
  firstKana: string;
  phone: string;
  address: string;
  zipcode: string;
}

const DEFAULT_REGISTRANT: Registrant = {
  last: '試験',
  first: '花子',
  lastKana: 'しけん',
  firstKana: 'はなこ',
  phone: '090-1111-2222',
  address: '東京都渋谷区神宮前1-1-1',
  zipcode: '1500001',
};

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`), { exact: false }).and(page.locator('input'));

/** Fills and sends the registration form; ends on the temporary-registration page. */
export async function registerThroughForm(page: Page, email: string, registrant: Partial<Registrant> = {}) {
  const person = { ...DEFAULT_REGISTRANT, ...registrant };
  await page.goto('/login/register');
  await field(page, '姓').fill(person.last);
  await field(page, '名').fill(person.first);
  await field(page, 'せい').fill(person.lastKana);
  await field(page, 'めい').fill(person.firstKana);
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'パスワード').fill(NEW_USER_PASSWORD);
  await field(page, '電話番号').fill(person.phone);
  await field(page, '住所').fill(person.address);
  await field(page, '郵便番号').fill(person.zipcode);
  await page.getByRole('checkbox', { name: /^利用規約\s?に同意する$/ }).check();
  await page.getByRole('checkbox', { name: /^プライバシーポリシー\s?に同意する$/ }).check();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login/register' && url.search === '?complete=1&temporary=1');
  await expect(page.getByRole('heading', { name: '仮登録が完了しました' })).toBeVisible();
}

/**
 * Registers `email` through the browser and opens the verification link mailed for this registration
 * (an address registered before has older ones); the page ends logged in.
 */
export async function registerAndVerify(page: Page, request: APIRequestContext, email: string, registrant: Partial<Registrant> = {}) {
  const before = await lastMailId(request, email);
  await registerThroughForm(page, email, registrant);
  const { path } = await mailLink(request, email, '/login/verify', before);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: '本登録が完了しました' })).toBeVisible();
}

/** Registers and verifies a fresh account (its address tagged `tag`); the page ends logged in. Returns the address. */
export async function createVerifiedUser(page: Page, request: APIRequestContext, tag: string, registrant: Partial<Registrant> = {}) {
  const email = freshEmail(tag);
  await registerAndVerify(page, request, email, registrant);
  return email;
}
