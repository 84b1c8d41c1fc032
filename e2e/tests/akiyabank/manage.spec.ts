import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';
import { renderedData } from '../../support/rendered-data';

interface BankListResponse {
  items: { id: number; title: string; municipality: { name: string } }[];
}

/** A 640×480 JPEG drawn by the browser's canvas (no file, no library). */
async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#6a9955';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#8b5a2b';
    ctx.fillRect(200, 200, 240, 160);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test.describe('a municipality manages its bank listings (/akiyabank/manage)', () => {
  test.use({ storageState: storageStateOf('bank') });

  test('registers a listing with a photo, publishes it, finds it in the list, withdraws it', async ({ page }) => {
    const title = `e2e 川沿いの平屋 ${Date.now()}`;
    await page.goto('/akiyabank/manage');
    await expect(page.getByRole('heading', { level: 1, name: '真庭市の物件管理' })).toBeVisible();
    await page.getByRole('link', { name: '物件を登録する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '物件を登録する' })).toBeVisible();

    // Every rule is checked before sending; what was typed stays.
    await page.getByRole('main').getByLabel(/^物件名/).fill(title);
    await page.getByRole('main').getByLabel(/^価格/).fill('百万');
    await page.getByRole('button', { name: '登録する' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '入力エラーがあります。' });
    await expect(summary).toContainText('物件の説明：必須項目です');
    await expect(summary).toContainText('価格：価格は0以上の整数（万円）で入力してください');
    await expect(page.getByRole('main').getByLabel(/^物件名/)).toHaveValue(title);

    await page.getByRole('main').getByLabel(/^物件の説明/).fill('川の見える木造平屋です。\n庭で家庭菜園ができます。');
    await page.getByRole('main').getByLabel(/^所在地/).fill('落合垂水');
    await page.getByRole('main').getByLabel(/^価格/).fill('180');
    await page.getByRole('main').getByLabel(/^築年/).fill('1972');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '物件の編集' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('物件を登録しました。写真を追加して公開してください。');
    const id = Number(/\/akiyabank\/manage\/(\d+)\/edit$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);

    // Not public yet, and it cannot be published without a photo.
    expect((await page.request.get(`/api/akiyabank/listings/${id}`)).status()).toBe(404);
    await page.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByText('写真を1枚以上登録してから公開してください')).toBeVisible();

    await page.getByRole('main').getByLabel('写真を選ぶ').setInputFiles({ name: 'gaikan.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
    await page.getByRole('main').getByLabel('写真の説明').fill('外観');
    await page.getByRole('button', { name: '写真を追加する' }).click();
    await expect(page.getByRole('status')).toHaveText('写真を追加しました。');
    await expect(page.getByRole('list', { name: '登録した写真' }).getByRole('img', { name: '外観' })).toBeVisible();

    await page.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByRole('status')).toHaveText('物件を公開しました。');
    await page.getByRole('link', { name: '公開ページを見る' }).click();
    await expect(page).toHaveURL(new RegExp(`/akiyabank/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('180万円').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'お問い合わせ先' })).toContainText('真庭市 建設部 住宅政策課');

    // In the list filtered to 真庭市.
    const list = await renderedData<BankListResponse>(page, () => page.goto('/akiyabank/list?prefecture=33'), {
      endpoint: 'getAkiyabankListings',
      request: (url) => url.pathname === '/api/akiyabank/listings' && url.searchParams.get('prefecture') === '33',
    });
    expect(list.items[0]).toMatchObject({ id, title });
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', `/akiyabank/${id}`);

    // Withdrawn: gone from the public side.
    await page.goto(`/akiyabank/manage/${id}/edit`);
    await page.getByRole('button', { name: '非公開にする' }).click();
    await expect(page.getByRole('status')).toHaveText('物件を非公開にしました。');
    await page.goto(`/akiyabank/${id}`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  });

  test("edits its bank's office hours; the listing pages show them", async ({ page }) => {
    await page.goto('/akiyabank/manage');
    await page.getByRole('link', { name: '利用規約・窓口を編集する' }).click();
    const hours = page.getByRole('main').getByLabel('受付時間');
    await expect(hours).toHaveValue(/8:30/);
    const phone = page.getByRole('main').getByLabel(/^電話番号/);
    await phone.fill('0867421111');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '入力エラーがあります。' })).toContainText('電話番号：正しい電話番号かご確認ください');
    await phone.fill('0867-42-1111');
    await hours.fill('平日 8:30〜17:15（水曜は19:00まで）');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('status')).toHaveText('空き家バンクの情報を保存しました。');

    const res = await page.request.get('/api/akiyabank/listings?prefecture=33');
    // The oldest listing of the bank on this page of the list: the test beside this one registers
    // a listing (the newest) and withdraws it again.
    const { items } = (await res.json()) as BankListResponse;
    const seeded = items[items.length - 1];
    await page.goto(`/akiyabank/${seeded.id}`);
    await expect(page.getByRole('region', { name: 'お問い合わせ先' })).toContainText('水曜は19:00まで');
  });

  test("another municipality's listing is 404 on its edit page", async ({ page }) => {
    const res = await page.request.get('/api/akiyabank/listings?prefecture=20');
    const other = ((await res.json()) as BankListResponse).items[0];
    expect(other.municipality.name).toBe('飯山市');
    await page.goto(`/akiyabank/manage/${other.id}/edit`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('button', { name: '保存する' })).toHaveCount(0);
  });
});

test.describe('management for anyone else', () => {
  test('a user who is no member learns how a municipality joins; the management pages themselves are 404', async ({ browser }) => {
    const context = await browser.newContext({ storageState: storageStateOf('buyer') });
    const page = await context.newPage();
    await page.goto('/akiyabank/manage');
    await expect(page.getByRole('heading', { level: 1, name: '自治体の方の物件管理' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'お問い合わせフォームへ' })).toHaveAttribute('href', '/contact');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await page.goto('/akiyabank/manage/new');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await context.close();
  });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/akiyabank/manage');
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('dialog')).toContainText('ご利用にはログインが必要です。');
  });
});
