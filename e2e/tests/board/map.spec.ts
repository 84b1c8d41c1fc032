import { expect, test, type Page } from '@playwright/test';

/**
 * Tiles are blocked in every test (any request that leaves this site is aborted): the markers come
 * from GET /api/properties/markers and must show without them.
 */
async function blockTiles(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => {
      blocked.push(route.request().url());
      return route.abort();
    },
  );
  return blocked;
}

test.describe('/map', () => {
  test('the whole country: a marker per listing, shown although no tile loads', async ({ page }) => {
    const blocked = await blockTiles(page);
    const markers = (await (await page.request.get('/api/properties/markers')).json()) as { items: { id: number }[] };
    expect(markers.items.length).toBeGreaterThan(0);

    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: '地図から探す' })).toBeVisible();
    const map = page.getByRole('region', { name: '物件の地図' });
    await expect(page.getByText(`${markers.items.length}件の物件を地図に表示しています`)).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(markers.items.length);
    // The tiles really were refused, and the map says so.
    await expect(page.getByText('地図画像を読み込めません（物件の位置は表示しています）')).toBeVisible();
    expect(blocked.length).toBeGreaterThan(0);
  });

  test('one prefecture: a marker popup links to its listing', async ({ page }) => {
    await blockTiles(page);
    await page.goto('/map');
    await page.getByLabel('表示する地域').selectOption({ label: '東京都' });
    await expect(page).toHaveURL(/\/map\?area=13$/);
    const map = page.getByRole('region', { name: '物件の地図（東京都）' });
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();

    await markers.first().click({ force: true });
    const popupLink = map.locator('.leaflet-popup a[href^="/project/"]').first();
    await expect(popupLink).toBeVisible();
    const href = await popupLink.getAttribute('href');
    await popupLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('the prefecture tile map: 47 links, 東京都 goes to /area/13', async ({ page }) => {
    await page.goto('/map');
    const tiles = page.getByTestId('prefecture-tile-map');
    await expect(tiles.getByRole('link')).toHaveCount(47);
    await tiles.getByRole('link', { name: '東京都' }).click();
    await expect(page).toHaveURL(/\/area\/13$/);
    await expect(page.getByRole('heading', { level: 1, name: '東京都' })).toBeVisible();
  });
});
