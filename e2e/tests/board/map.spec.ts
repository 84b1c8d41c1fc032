import { expect, test } from '@playwright/test';

// This machine has no internet: map tiles cannot load. Markers must show anyway, so these tests
// look at markers only, never at tiles.
test.describe('/map', () => {
  test('the whole country shows count markers per prefecture', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: '地図から探す' })).toBeVisible();
    const map = page.getByRole('region', { name: '物件の地図' });
    await expect(page.getByText(/件の物件を地図に表示しています/)).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
  });

  test('one prefecture: its marker popup names the listings with a link to each', async ({ page }) => {
    await page.goto('/map');
    await page.getByLabel('表示する地域').selectOption({ label: '東京都' });
    await expect(page).toHaveURL(/\/map\?area=13$/);
    const map = page.getByRole('region', { name: '物件の地図（東京都）' });
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(0);

    // A lone prefecture marker opens its popup by itself; otherwise open the first marker's.
    const popupLink = map.locator('.leaflet-popup a[href^="/project/"]').first();
    if ((await markers.count()) > 1) await markers.first().click();
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
