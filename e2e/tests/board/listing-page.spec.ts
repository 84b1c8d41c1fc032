import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration } from '../../support/navigation';
import { renderedData } from '../../support/rendered-data';

/** The id of a published listing with at least two photos (the demo data has several). */
async function listingWithPhotos(request: APIRequestContext): Promise<{ id: number; photos: number; title: string }> {
  const list = await (await request.get('/api/properties?limit=20')).json();
  for (const item of list.items as { id: number }[]) {
    const detail = await (await request.get(`/api/properties/${item.id}`)).json();
    if (detail.images.length >= 2) return { id: detail.id, photos: detail.images.length, title: detail.title };
  }
  throw new Error('no listing with two photos in the demo data');
}

/** A published demo listing that states its 間取り and a station (most demo listings do). */
async function listingWithFacts(request: APIRequestContext): Promise<{ id: number; layout: string; access: string }> {
  const list = await (await request.get('/api/properties?limit=20')).json();
  for (const item of list.items as { id: number }[]) {
    const detail = await (await request.get(`/api/properties/${item.id}`)).json();
    const f = detail.facts;
    if (f?.layout && f.access.length > 0 && f.zoning) {
      const a = f.access[0];
      const station = a.station.endsWith('駅') ? a.station : `${a.station}駅`;
      return { id: detail.id, layout: f.layout, access: `${a.line ? `${a.line} ` : ''}${station} 徒歩${a.walkMinutes}分` };
    }
  }
  throw new Error('no listing with facts in the demo data');
}

test.describe('listing page /project/{id}', () => {
  test('shows 物件概要 with every field and a gallery that the keyboard moves', async ({ page, request }) => {
    const { id, photos, title } = await listingWithPhotos(request);
    await page.goto(`/project/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | 家いちば`);

    const table = page.getByRole('table');
    for (const label of ['所在地', '価格', '種別', '土地面積', '建物面積', '築年', '構造', 'カテゴリー', 'タグ', '掲載日', '更新日', '問い合わせ数', '閲覧数']) {
      await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /価格/ })).toContainText(/円|価格未定/);
    await expect(page.getByRole('link', { name: 'この物件について問い合わせる' }).or(page.getByRole('button', { name: 'この物件について問い合わせる' }))).toBeVisible();

    const gallery = page.getByRole('region', { name: '物件の写真' });
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1 / ${photos}`);
    const first = gallery.getByRole('button', { name: '1枚目の写真を表示' });
    // The keys move the photos once the board's code runs (the server's HTML shows the first one).
    await waitForHydration(page);
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${photos}`);
    await expect(gallery.getByRole('button', { name: '2枚目の写真を表示' })).toBeFocused();

    // full-screen view: Esc closes and the focus comes back
    await gallery.getByRole('button', { name: /写真を拡大表示/ }).click();
    const dialog = page.getByRole('dialog', { name: /写真の拡大表示/ });
    await expect(dialog.getByRole('button', { name: '閉じる' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 / ${photos}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(gallery.getByRole('button', { name: /写真を拡大表示/ })).toBeFocused();
  });

  test('the facts a buyer compares (間取り, 交通, 用途地域, 建ぺい率, 容積率, 接道) are in the server’s page and its schema.org data', async ({ page, request }) => {
    const { id, layout, access } = await listingWithFacts(request);
    // Without JavaScript: the server's HTML holds the facts table and the RealEstateListing data.
    const html = await (await request.get(`/project/${id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<th scope="row">間取り</th><td>${layout}</td>`);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.about.additionalProperty).toEqual(expect.arrayContaining([{ '@type': 'PropertyValue', name: '間取り', value: layout }]));

    await page.goto(`/project/${id}`);
    await waitForHydration(page);
    const table = page.getByTestId('property-facts');
    for (const label of ['間取り', '交通', '用途地域', '建ぺい率', '容積率', '接道']) await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /間取り/ })).toContainText(layout);
    await expect(table.getByRole('row', { name: /交通/ })).toContainText(access);
  });

  test('previous / next through the list the visitor came from, and back to it', async ({ page }) => {
    // The list as the page got it (other suites publish and stop listings meanwhile, so a second
    // request by the test could differ).
    const list = await renderedData<{ applicableIds: number[]; items: { id: number; title: string }[] }>(page, () => page.goto('/area/13'), {
      endpoint: 'getProperties',
      request: (url) => url.pathname === '/api/properties' && url.searchParams.get('area') === '13',
    });
    const [firstId, secondId] = list.applicableIds as number[];
    expect(secondId).toBeDefined();
    await expect(page.getByRole('heading', { level: 1, name: '東京都' })).toBeVisible();
    const firstCard = page.getByRole('main').getByRole('article').first();
    await firstCard.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/project/${firstId}$`));

    const nav = page.getByRole('navigation', { name: '物件の移動' });
    await expect(nav.getByRole('link', { name: /前の物件/ })).toHaveCount(0);
    await nav.getByRole('link', { name: /次の物件/ }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${secondId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.items[1].title);

    await nav.getByRole('link', { name: /前の物件/ }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${firstId}$`));
    await nav.getByRole('link', { name: /東京都の一覧に戻る/ }).click();
    await expect(page).toHaveURL(/\/area\/13$/);
  });

  test('a card followed before the board code has run still gets the list it came from', async ({ page }) => {
    // The board's code is never answered on the list page (held, as on a slow phone): the click loads
    // the listing page from the server. The listing page gets it.
    await page.route(/\/remotes\/board\//, async (route) => {
      if (new URL(route.request().frame().url()).pathname.startsWith('/project/')) await route.continue();
      // else: held; the request is dropped with the page
    });
    const list = await renderedData<{ applicableIds: number[] }>(page, () => page.goto('/area/13', { waitUntil: 'domcontentloaded' }), {
      endpoint: 'getProperties',
      request: (url) => url.pathname === '/api/properties' && url.searchParams.get('area') === '13',
    });
    const [firstId, secondId] = list.applicableIds;
    expect(secondId).toBeDefined();
    await page.waitForFunction(() => sessionStorage.getItem('listing-navigation') !== null);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    const firstCard = page.getByRole('main').getByRole('article').first();
    await firstCard.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/project/${firstId}$`));
    const nav = page.getByRole('navigation', { name: '物件の移動' });
    await expect(nav.getByRole('link', { name: /次の物件/ })).toHaveAttribute('href', `/project/${secondId}`);
    await expect(nav.getByRole('link', { name: /東京都の一覧に戻る/ })).toHaveAttribute('href', '/area/13');
  });

  test('share links carry the /s/{id} short link, which leads back to the listing', async ({ page, request }) => {
    const { id, title } = await listingWithPhotos(request);
    await page.goto(`/project/${id}`);
    const share = page.getByRole('region', { name: 'この物件をシェア' });
    const short = await share.getByRole('textbox', { name: 'この物件の短縮URL' }).inputValue();
    expect(new URL(short).pathname).toBe(`/s/${id}`);
    const x = new URL((await share.getByRole('link', { name: /Xでポスト/ }).getAttribute('href'))!);
    expect(x.searchParams.get('url')).toBe(short);
    expect(x.searchParams.get('text')).toBe(title);
    const line = new URL((await share.getByRole('link', { name: /LINEで送る/ }).getAttribute('href'))!);
    expect(line.hostname).toBe('line.me');
    expect(line.searchParams.get('text')).toContain(short);
    await page.goto(new URL(short).pathname);
    await expect(page).toHaveURL(new RegExp(`/project/${id}$`));
  });

  test('「この物件を通報する」 opens the operator form with the trouble category and the listing', async ({ page, request }) => {
    const { id } = await listingWithPhotos(request);
    await page.goto(`/project/${id}`);
    await page.getByRole('link', { name: 'この物件を通報する' }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?category=trouble&project=${id}$`));
    await expect(page.getByLabel(/お問い合わせの種類/)).toHaveValue('trouble');
    await expect(page.getByLabel(/お問い合わせ内容/)).toHaveValue(`通報する物件：物件ID ${id}（/project/${id}）\n`);
  });

  test('printed, the listing is its photos, price and facts: no header, footer, buttons or map', async ({ page, request }) => {
    const { id } = await listingWithPhotos(request);
    await page.goto(`/project/${id}`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('region', { name: 'この物件をシェア' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'この物件について問い合わせる' }).or(page.getByRole('button', { name: 'この物件について問い合わせる' }))).toBeHidden();
    await expect(page.getByRole('region', { name: '所在地の地図' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '物件の写真' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByTestId('property-price')).toBeVisible();
  });

  test('the navigation is hidden when the listing was opened directly', async ({ page, request }) => {
    const { id } = await listingWithPhotos(request);
    await page.goto(`/project/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '物件の移動' })).toHaveCount(0);
  });

  test('♡ お気に入り when logged out opens the login dialog with the reason', async ({ page, request }) => {
    const { id } = await listingWithPhotos(request);
    await page.goto(`/project/${id}`);
    await page.getByRole('button', { name: /お気に入り/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ご利用にはログインが必要です。');
    expect(await page.evaluate(() => sessionStorage.getItem('redirect-url'))).toBe(`/project/${id}`);
  });

  test('on a phone the photos come as WebP copies at the width shown, not the full JPEG', async ({ browser, request }) => {
    const { id } = await listingWithPhotos(request);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const photos: { url: string; type: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'image' && /\/(img|uploads)\//.test(response.url())) {
        photos.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length });
      }
    });
    await page.goto(`/project/${id}`, { waitUntil: 'networkidle' });
    const main = page.getByRole('region', { name: '物件の写真' }).getByTestId('gallery-stage').locator('img');
    const current = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
    // 412 CSS px × 1.75 → the 800 px copy.
    expect(new URL(current).pathname).toMatch(/^\/img\/800\/.+\.webp$/);
    const copy = photos.find((p) => p.url === new URL(current).pathname);
    expect(copy?.type).toBe('image/webp');
    // The JPEG the copy is made from is bigger.
    const jpeg = await request.get((await main.getAttribute('src'))!);
    expect(copy!.bytes).toBeLessThan((await jpeg.body()).length);
    // The thumbnails (76 px wide) are offered the 320-px copy and nothing wider.
    const thumbs = page.getByRole('list', { name: '写真の一覧' }).locator('source[type="image/webp"]');
    await expect(thumbs).toHaveCount(await page.getByRole('list', { name: '写真の一覧' }).getByRole('listitem').count());
    expect(await thumbs.first().getAttribute('srcset')).toMatch(/^\/img\/320\/\S+\.webp 320w$/);

    await page.goto('/board', { waitUntil: 'networkidle' });
    const card = page.getByTestId('listing-card').first().locator('img');
    expect(new URL(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(/^\/img\/480\/.+\.webp$/);
    await context.close();
  });

  test('an unknown listing is the 404 page', async ({ page }) => {
    await page.goto('/project/987654321');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});
