import { expect, test, type Page } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../../playwright.config';
import { storageStateOf } from '../../support/auth';

/**
 * The thread with 家いちば事務局 (/my-page/user/messages): the demo buyer has the seeded welcome message
 * (api/src/database/seeds/operator-content.ts), opens it (it is marked read and the operator badge on
 * /my-page drops), and replies (the reply shows in the thread and is mailed to the operator).
 */
// Logged in as the demo buyer: the session the setup project saved (setup/auth.setup.ts).
test.use({ storageState: storageStateOf('buyer') });

interface UnreadJson {
  noReadContactMessageIds: Record<string, number[]>;
  noReadUserMessageIds: Record<string, number[]>;
}

/** The メッセージ badge as the side navigation shows it and as all-contacts counts it (enquiries + operator). */
async function messageBadge(page: Page): Promise<{ shown: number; expected: number; operator: number }> {
  const badge = page.getByRole('navigation', { name: 'マイページメニュー' }).getByRole('link', { name: /^メッセージ/ }).getByTestId('unread-badge');
  const shown = (await badge.count()) === 0 ? 0 : Number(((await badge.textContent()) ?? '').match(/^\d+/)?.[0] ?? 0);
  const body = (await (await page.request.get('/api/my-page/all-contacts')).json()) as UnreadJson;
  const count = (m: Record<string, number[]>) => Object.values(m).reduce((a, ids) => a + ids.length, 0);
  const operator = count(body.noReadUserMessageIds);
  return { shown, expected: Math.min(count(body.noReadContactMessageIds) + operator, 99), operator };
}

test('the buyer reads the welcome message from 家いちば事務局 and replies; the badge drops', async ({ page }) => {
  await page.goto('/my-page');
  const card = page.getByRole('region', { name: '事務局からのお知らせ' });
  const operatorLink = card.getByRole('link', { name: /^事務局からのメッセージ/ });
  await expect(operatorLink.getByTestId('unread-badge')).toHaveText(/^1（/);
  // The side navigation's メッセージ badge counts the operator message too.
  await expect.poll(async () => { const b = await messageBadge(page); return b.operator === 1 && b.shown === b.expected; }).toBe(true);
  // The seeded topics are listed and open on their own page.
  await card.getByRole('link', { name: /事務局からのメッセージ」ができました/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'マイページに「事務局からのメッセージ」ができました' })).toBeVisible();
  await page.getByRole('link', { name: 'マイページへ戻る' }).click();

  await operatorLink.click();
  await expect(page).toHaveURL(/\/my-page\/user\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: '事務局からのメッセージ' })).toBeVisible();
  const list = page.getByRole('list', { name: '事務局とのメッセージ（新しい順）' });
  const welcome = list.getByRole('article', { name: '家いちば事務局からのメッセージ' }).first();
  await expect(welcome.getByText('未読')).toBeVisible();
  await welcome.getByRole('button').click();
  await expect(welcome.getByText(/家いちばへようこそ。家いちば事務局です。/)).toBeVisible();
  await expect(welcome.getByText('未読')).toHaveCount(0);
  await expect
    .poll(async () => ((await (await page.request.get('/api/my-page/all-contacts')).json()) as { noReadUserMessageIds: object }).noReadUserMessageIds)
    .toEqual({});

  const token = `e2e-${Date.now()}`;
  const form = page.getByRole('form', { name: '事務局へ返信' });
  await form.getByLabel('事務局へ返信').fill(`ありがとうございます。\n質問があります（${token}）`);
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(form.getByRole('status')).toHaveText('事務局へ返信しました。');
  await expect(form.getByLabel('事務局へ返信')).toHaveValue('');
  const mine = list.getByRole('article', { name: 'あなたのメッセージ' }).first();
  await expect(mine).toContainText(token);

  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`http://127.0.0.1:${SMTP_HTTP_PORT}/mails`)).json()) as { text: string }[];
      return mails.some((m) => m.text.includes(token));
    }, { timeout: 15_000, message: 'the reply mailed to the operator' })
    .toBe(true);

  // Back on /my-page the operator badge is gone (no reload).
  await page.getByRole('link', { name: 'マイページ', exact: true }).filter({ visible: true }).first().click();
  await expect(card).toBeVisible();
  await expect(operatorLink).toBeVisible();
  await expect(operatorLink.getByTestId('unread-badge')).toHaveCount(0);
  await expect.poll(async () => { const b = await messageBadge(page); return b.operator === 0 && b.shown === b.expected; }).toBe(true);
});
