import { expect, test } from '@playwright/test';

test.describe('category pictures', () => {
  test('every category tile on /categories shows its picture (the file exists and decodes)', async ({ page }) => {
    await page.goto('/categories');
    const tiles = page.getByRole('main').getByRole('listitem').getByRole('link');
    // 18 categories, 復興応援 is hidden from lists.
    await expect(tiles).toHaveCount(17);
    for (const tile of await tiles.all()) {
      const img = tile.locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : -1)), { message: await tile.innerText() })
        .toBeGreaterThan(0);
    }
  });

  test('the pictures are served from /images/categories/ as JPEG', async ({ request }) => {
    const res = await request.get('/images/categories/kominka.jpg');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/jpeg');
    expect(res.headers()['cache-control']).toBe('public, max-age=86400');
  });
});
