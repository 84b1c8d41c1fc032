import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The demo accounts (api/src/database/seeds/demo-accounts.ts) the setup project logs in once per run. */
export const DEMO_USERS = {
  buyer: 'buyer@example.jp',
  seller: 'seller@example.jp',
  seller2: 'seller2@example.jp',
  staff: 'staff@example.jp',
  /** A member of the demo municipality 真庭市 (manages its vacant-house bank). */
  bank: 'bank@example.jp',
} as const;
export const DEMO_PASSWORD = 'akiyademo1';

export type DemoUser = keyof typeof DEMO_USERS;

/**
 * Where the setup project (setup/auth.setup.ts) saves a demo user's cookies: under Playwright's
 * output folder (gitignored, emptied at the start of every run, before the setup project writes).
 * Use it as `test.use({ storageState: storageStateOf('buyer') })` or
 * `browser.newContext({ storageState: storageStateOf('seller') })`.
 *
 * The sessions are shared by every suite of the run: a test that logs out, changes a password or
 * email, or is disabled must log in a user of its own instead.
 */
export function storageStateOf(user: DemoUser): string {
  // E2E_AUTH_DIR: a run nested in another (the contract check) keeps its sessions apart.
  return join(process.env.E2E_AUTH_DIR ?? join(__dirname, '..', 'test-results', '.auth'), `${user}.json`);
}

/** The header's navigation, where the ログイン button and the logged-in member's name are. */
export const header = (page: Page) => page.getByRole('navigation', { name: 'ヘッダーメニュー' });

/** Logs in through the header's ログイン dialog (address, 次へ, password, ログイン); returns the dialog. */
export async function loginThroughDialog(page: Page, email: string, password: string) {
  await header(page).getByRole('button', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: '次へ' }).click();
  await dialog.getByLabel('パスワード', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  return dialog;
}
