import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, storageStateOf } from '../../support/auth';

/**
 * The consulting service end to end (docs/consulting.md): a visitor fills the request form on
 * /airyflow/post, is asked to log in (the draft survives), sends it and lands on the request on the
 * my page; staff move its status and reply from the staff area, and the user's open page shows both
 * without a reload (the realtime stream of the deals); the user's reply reaches the staff's open page
 * the same way. Another user's request and the staff area for non-staff are 404 pages.
 */
const USER = 'seller2@example.jp';

test('request form → login → my-page request → staff move the status and reply → the user sees it live', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const token = `E2E${Date.now().toString(36)}`;
  await page.goto('/airyflow/post');
  const form = page.getByRole('form', { name: '相談の申し込み' });
  await expect(form.getByText(/お申し込みにはログインが必要です/)).toBeVisible();

  // Bad input: every field's message, in the summary and at the field; nothing typed is lost.
  await form.getByLabel(/^お困りのこと・ご相談内容/).fill('短い');
  await form.getByRole('button', { name: 'この内容で相談を申し込む' }).click();
  const summary = form.getByRole('alert').filter({ hasText: '入力エラーがあります。' });
  await expect(summary.getByRole('link', { name: 'ご相談者：必須項目です' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'お困りのこと・ご相談内容：10文字以上でなければなりません' })).toBeVisible();
  await expect(form.getByLabel(/^お困りのこと・ご相談内容/)).toHaveValue('短い');

  await form.getByRole('radio', { name: '相続予定の方・ご家族' }).check();
  await form.getByLabel(/^都道府県/).selectOption({ label: '長野県' });
  await form.getByLabel(/^市区町村・所在地/).fill('松本市中央');
  await form.getByLabel(/^物件の概要/).fill('築60年の木造二階建て。5年前から空き家です。');
  await form.getByLabel(/^お困りのこと・ご相談内容/).fill(`相続した実家をどう活用すればよいか分かりません（${token}）。`);
  await form.getByLabel(/^ご希望の時期/).selectOption({ label: '半年以内' });
  await form.getByRole('checkbox', { name: /料金.*を確認しました/ }).check();
  await form.getByRole('button', { name: 'この内容で相談を申し込む' }).click();

  // Not logged in: the login dialog opens; after the login the draft is still there.
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog.getByText('ご利用にはログインが必要です。')).toBeVisible();
  await dialog.getByLabel('メールアドレス', { exact: true }).fill(USER);
  await dialog.getByRole('button', { name: '次へ' }).click();
  await dialog.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/airyflow\/post$/);
  await expect(form.getByLabel(/^お困りのこと・ご相談内容/)).toHaveValue(new RegExp(token));
  await expect(form.getByText(/お申し込みにはログインが必要です/)).toHaveCount(0);
  await form.getByRole('button', { name: 'この内容で相談を申し込む' }).click();

  await expect(page).toHaveURL(/\/my-page\/airyflow\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'ご相談：長野県松本市中央' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'ご相談の状況' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('受付済み');
  const thread = page.getByRole('list', { name: 'メッセージ（古い順）' });
  await expect(thread.getByText(new RegExp(token))).toBeVisible();

  // Staff, in a session of their own, open the request from the staff area.
  const staffContext = await browser.newContext({ storageState: storageStateOf('staff') });
  const staff = await staffContext.newPage();
  await staff.goto('/my-page/staff/consulting');
  await staff.getByRole('link', { name: `#${id} 長野県松本市中央` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `ご相談 #${id}：長野県松本市中央` })).toBeVisible();
  await expect(staff.getByRole('definition').filter({ hasText: token })).toBeVisible();
  const moves = staff.getByRole('group', { name: '状況を変える' });
  await moves.getByRole('button', { name: '確認を始める' }).click();
  await expect(staff.getByRole('list', { name: 'ご相談の状況' }).locator('[aria-current="step"]')).toHaveText('確認中');

  // The user's page, still open, follows without a reload.
  await expect(steps.locator('[aria-current="step"]')).toHaveText('確認中');
  const reply = `担当の者です。オンラインでお話をうかがえますか（${token}）`;
  await staff.getByLabel('メッセージ', { exact: true }).fill(reply);
  await staff.getByRole('button', { name: '送信する' }).click();
  await expect(thread.getByText(reply)).toBeVisible();

  // And the user's answer reaches the staff's open page the same way.
  const answer = `来週の火曜の午後はいかがでしょうか（${token}）`;
  await page.getByLabel('メッセージ', { exact: true }).fill(answer);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(staff.getByRole('list', { name: 'メッセージ（古い順）' }).getByText(answer)).toBeVisible();

  // A move another staff member already made: 409 and the reload notice.
  const version = ((await (await staff.request.get(`/api/staff/consulting/requests/${id}`)).json()) as { version: number }).version;
  const csrf = (await staffContext.cookies()).find((c) => c.name === 'akiya_csrf')?.value as string;
  const stale = await staff.request.post(`/api/staff/consulting/requests/${id}/status`, {
    data: { to: 'contracted', version },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(stale.status()).toBe(409);
  await staffContext.close();
});

test('another user’s request and the staff area are the 404 page', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('buyer') });
  const page = await context.newPage();
  const mine = (await (await page.request.get('/api/my-page/consulting/requests')).json()) as { items: { id: number }[] };
  const seller = await browser.newContext({ storageState: storageStateOf('seller') });
  const theirs = (await (await seller.request.get('/api/my-page/consulting/requests')).json()) as { items: { id: number }[] };
  const other = theirs.items.find((r) => !mine.items.some((m) => m.id === r.id));
  expect(other, 'the seeded request of seller@').toBeTruthy();
  await page.goto(`/my-page/airyflow/${other!.id}`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.goto('/my-page/staff/consulting');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  // The buyer's own seeded request is there, with the operator's answer.
  await page.goto('/my-page/airyflow');
  await page.getByTestId('consulting-request-row').first().click();
  await expect(page.getByRole('list', { name: 'ご相談の状況' }).locator('[aria-current="step"]')).toHaveText('確認中');
  await expect(page.getByText(/一度オンラインで60分ほどお話をうかがえれば/)).toBeVisible();
  await context.close();
  await seller.close();
});
