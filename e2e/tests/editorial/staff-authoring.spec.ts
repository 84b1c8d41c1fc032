import { expect, test, type Browser } from '@playwright/test';
import { storageStateOf } from '../../support/auth';

/** An 8×6 PNG (one colour) for the cover upload. */
const PNG_8X6 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPI7lPGihgGUgIAqLc1QTaluwwAAAAASUVORK5CYII=';

/** What a visitor (no session) sees at `path`: the page's heading, or the 404 page. */
async function visitorSees(browser: Browser, path: string): Promise<'404' | string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('progress-bar')).toHaveCount(0);
    const notFound = (await page.getByTestId('error-page').count()) > 0;
    return notFound ? '404' : ((await heading.textContent()) ?? '');
  } finally {
    await context.close();
  }
}

test.describe('staff authoring', () => {
  test.use({ storageState: storageStateOf('staff'), viewport: { width: 1280, height: 900 } });

  test('create → preview → publish → on the public page → unpublish → 404', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = `春の庭しごと ${Date.now()}`;

    await page.goto('/my-page');
    await page.getByRole('region', { name: 'スタッフ用' }).getByRole('link', { name: '記事・お知らせ・Q&Aの編集' }).click();
    await expect(page).toHaveURL(/\/my-page\/staff\/editorial\/reviews$/);
    await page.getByRole('navigation', { name: '記事の種類' }).getByRole('link', { name: '保健室だより' }).click();
    await expect(page.getByRole('list', { name: '保健室だよりの一覧' })).toBeVisible();
    await page.getByRole('link', { name: '新しく書く' }).click();

    const form = page.getByRole('form', { name: '保健室だよりを書く' });
    await form.getByLabel('タイトル').fill(title);
    await form.getByLabel('リード文').fill('庭の手入れの三つのこつ');
    // A cover photo through the upload pipeline (an 8×6 PNG), shown at once.
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/staff/editorial/cover'));
    await form.getByLabel('写真を選んでアップロード').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: Buffer.from(PNG_8X6, 'base64') });
    expect((await upload).status()).toBe(201);
    await expect(form.getByRole('img', { name: 'カバー写真のプレビュー' })).toHaveAttribute('src', /^\/uploads\/editorial\/[0-9a-f]{16}-detail\.jpg$/);
    await expect(form.getByText('カバー写真をアップロードしました。')).toBeVisible();
    await form.getByLabel('本文（Markdown）').fill('## 土をほぐす\n\n冬のあいだに固まった土を **やさしく** ほぐします。\n\n<script>alert(1)</script>');
    // The preview beside the editor is the server's rendering, sanitised.
    const preview = form.getByRole('tabpanel', { name: 'プレビュー' });
    await expect(preview.getByRole('heading', { level: 2, name: '土をほぐす' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('やさしく');
    await expect(preview.locator('script')).toHaveCount(0);

    await form.getByRole('button', { name: '下書きを保存する' }).click();
    await expect(page).toHaveURL(/\/my-page\/staff\/editorial\/blog\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(page.url())![1]);
    const edit = page.getByRole('form', { name: '保健室だよりを編集' });
    await expect(edit.getByText('下書きを保存しました。')).toBeVisible();
    await expect(edit.getByLabel('タイトル')).toHaveValue(title);

    // Staff preview of the draft on the public page; a visitor gets the 404 page.
    const previewLink = edit.getByRole('link', { name: '公開ページでプレビュー' });
    await expect(previewLink).toHaveAttribute('href', `/blog/${id}?preview=1`);
    const staffPreview = await page.context().newPage();
    await staffPreview.goto(`/blog/${id}?preview=1`);
    await expect(staffPreview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(staffPreview.getByText('プレビュー表示中（未公開の下書きです）')).toBeVisible();
    await expect(staffPreview.getByRole('heading', { level: 2, name: '土をほぐす' })).toBeVisible();
    await expect(staffPreview.locator('img[src^="/uploads/editorial/"]').first()).toBeVisible();
    await staffPreview.close();
    expect(await visitorSees(browser, `/blog/${id}`)).toBe('404');

    // Publish: the visitor reads it.
    await edit.getByRole('button', { name: '保存して公開する' }).click();
    await expect(edit.getByText('公開しました。')).toBeVisible();
    await expect(edit.getByRole('link', { name: '公開ページを見る' })).toHaveAttribute('href', `/blog/${id}`);
    expect(await visitorSees(browser, `/blog/${id}`)).toBe(title);

    // Unpublish: the 404 page again.
    await edit.getByRole('button', { name: '非公開にする' }).click();
    await expect(edit.getByText('非公開にしました（下書きに戻しました）。')).toBeVisible();
    expect(await visitorSees(browser, `/blog/${id}`)).toBe('404');
  });

  test('two staff saving the same article: the second gets the conflict message and keeps the text', async ({ page, context }) => {
    await page.goto('/my-page/staff/editorial/case/new');
    const form = page.getByRole('form', { name: '診察日誌を書く' });
    await form.getByLabel('タイトル').fill(`同時編集 ${Date.now()}`);
    await form.getByLabel('本文（Markdown）').fill('最初の本文');
    await form.getByRole('button', { name: '下書きを保存する' }).click();
    await expect(page).toHaveURL(/\/case\/\d+$/);
    const editUrl = new URL(page.url()).pathname;
    const first = page.getByRole('form', { name: '診察日誌を編集' });
    await expect(first.getByLabel('タイトル')).toBeVisible();

    const other = await context.newPage();
    await other.goto(editUrl);
    const second = other.getByRole('form', { name: '診察日誌を編集' });
    await expect(second.getByLabel('本文（Markdown）')).toHaveValue('最初の本文');

    await first.getByLabel('本文（Markdown）').fill('一人目の本文');
    await first.getByRole('button', { name: '下書きを保存する' }).click();
    await expect(first.getByText('保存しました。')).toBeVisible();

    await second.getByLabel('本文（Markdown）').fill('二人目の本文');
    await second.getByRole('button', { name: '下書きを保存する' }).click();
    await expect(second.getByRole('alert').filter({ hasText: 'ほかの担当者がこの記事を更新しました。' })).toBeVisible();
    await expect(second.getByLabel('本文（Markdown）')).toHaveValue('二人目の本文');
    await second.getByRole('button', { name: /最新の内容を読み込む/ }).click();
    await expect(second.getByLabel('本文（Markdown）')).toHaveValue('一人目の本文');
    await other.close();
  });

  test('a title over its limit gets the field message and keeps what was typed', async ({ page }) => {
    await page.goto('/my-page/staff/editorial/news/new');
    const form = page.getByRole('form', { name: 'お知らせを書く' });
    const long = 'お'.repeat(101);
    await form.getByLabel('タイトル').fill(long);
    await form.getByLabel('カテゴリー').fill('お知らせ');
    await form.getByLabel('本文（Markdown）').fill('本文');
    await form.getByRole('button', { name: '下書きを保存する' }).click();
    const summary = form.getByRole('alert').filter({ hasText: '入力エラーがあります。' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'タイトル：100文字以内にしてください' })).toBeVisible();
    await expect(form.getByLabel('タイトル')).toHaveValue(long);
    await expect(form.getByLabel('本文（Markdown）')).toHaveValue('本文');
    await expect(page).toHaveURL(/\/news\/new$/);
  });

  test('mobile: the editor and its preview are two tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-page/staff/editorial/solutions/new');
    const form = page.getByRole('form', { name: '公開Q&Aを書く' });
    await form.getByLabel('回答（Markdown）').fill('- 一つ目\n- 二つ目');
    const previewPanel = form.getByRole('tabpanel', { name: 'プレビュー' });
    await expect(previewPanel).toBeHidden();
    await form.getByRole('tab', { name: 'プレビュー' }).click();
    await expect(previewPanel.getByRole('listitem')).toHaveText(['一つ目', '二つ目']);
    await expect(form.getByLabel('回答（Markdown）')).toBeHidden();
  });
});

test.describe('staff screens for everyone else', () => {
  test.use({ storageState: storageStateOf('buyer') });

  test('a member gets the 404 page and no staff links', async ({ page }) => {
    await page.goto('/my-page/staff/editorial/blog/new');
    await expect(page.getByTestId('error-page')).toBeVisible();
    await page.goto('/my-page');
    await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'スタッフ用' })).toHaveCount(0);
  });
});
