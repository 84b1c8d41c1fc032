import { expect, test } from '@playwright/test';

/**
 * Municipality pages (docs/search.md "Municipalities"): the prefecture page links its municipalities
 * that have listings, with counts; a municipality page lists only that municipality's listings; an
 * unknown municipality (or one of another prefecture) is the 404 page with HTTP 404.
 */
const cards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article');

test.describe('municipality pages', () => {
  test('prefecture page → a municipality link → only that municipality’s listings', async ({ page }) => {
    await page.goto('/area/20');
    const links = page.getByTestId('municipality-links').getByRole('link');
    await expect(links.first()).toBeVisible();
    const text = (await links.first().textContent()) ?? '';
    const [, name, count] = /^(.+)（(\d[\d,]*)件）$/.exec(text.trim()) ?? [];
    expect(name).toBeTruthy();
    const href = (await links.first().getAttribute('href')) ?? '';
    const [, code] = /^\/area\/20\/(\d{5})$/.exec(href) ?? [];
    expect(code).toMatch(/^20\d{3}$/);

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/area/20/${code}$`));
    await expect(page.getByRole('heading', { level: 1, name: `長野県${name}` })).toBeVisible();
    await expect(page.getByText(`全${count}件`)).toBeVisible();

    const api = (await (await page.request.get(`/api/properties?area=20&city=${code}&limit=50`)).json()) as {
      total: number;
      applicableIds: number[];
      items: { city_code: string | null }[];
    };
    expect(String(api.total)).toBe(count.replace(/,/g, ''));
    expect(api.items.every((item) => item.city_code === code)).toBe(true);
    const shown = await cards(page).getByRole('link').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')).filter((h) => h?.startsWith('/project/')))]);
    expect(shown.length).toBeGreaterThan(0);
    for (const h of shown) expect(api.applicableIds).toContain(Number(String(h).split('/').pop()));
  });

  test('an unknown municipality, or one of another prefecture, is the 404 page with HTTP 404', async ({ page }) => {
    for (const path of ['/area/20/20999', '/area/13/20202', '/board?city=20999']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    }
  });
});
