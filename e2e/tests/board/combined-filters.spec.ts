import { expect, test, type Page } from '@playwright/test';
import { openFilters } from '../../support/board-filters';

/**
 * The board's combined filters (docs/search.md "Combined filters"): from an empty board to a
 * prefecture + municipality + category + land area search, kept in the URL through back / forward,
 * and the server-rendered page of that URL shows the same listings.
 */
const cardLinks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();

test('from an empty board to a combined search; back/forward keep it; a reload shows the same listings', async ({ page }) => {
  await page.goto('/board');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  const boardTitles = await cardLinks(page);

  const form = await openFilters(page);
  await form.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '長野県' });
  const city = form.getByRole('combobox', { name: '市区町村' });
  await expect(city).toBeEnabled();
  // The prefecture's municipalities arrive after it is chosen: wait for them before reading them.
  await expect(city.locator('option', { hasText: /（\d+件）$/ }).first()).toBeAttached();
  // The municipality with the most listings (its option reads 「松本市（12件）」).
  const options = await city.locator('option').evaluateAll((os) => os.map((o) => [o.getAttribute('value') ?? '', o.textContent ?? '']));
  const withCount = options
    .map(([value, label]) => [value, Number(/（(\d+)件）$/.exec(label)?.[1] ?? 0)] as const)
    .filter(([value]) => value !== '')
    .sort((a, b) => b[1] - a[1]);
  const [code, count] = withCount[0];
  expect(count).toBeGreaterThan(0);
  await city.selectOption(code);
  await form.getByLabel('下限（㎡）').fill('1');
  await expect(form.getByTestId('filter-match-count')).toHaveText(/この条件に合う物件：\d+件/);
  const announced = Number(/(\d+)件/.exec((await form.getByTestId('filter-match-count').textContent()) ?? '')?.[1]);
  await form.getByRole('button', { name: 'この条件で絞り込む' }).click();

  await expect(page).toHaveURL(new RegExp(`/board\\?area=20&city=${code}&land_area_from=1$`));
  await expect(page.getByText(`全${announced}件`)).toBeVisible();
  const api = (await (await page.request.get(`/api/properties?area=20&city=${code}&land_area_from=1&limit=10`)).json()) as {
    total: number;
    items: { title: string; city_code: string }[];
  };
  expect(api.total).toBe(announced);
  expect(api.items.every((i) => i.city_code === code)).toBe(true);
  await expect.poll(() => cardLinks(page)).toEqual(api.items.map((i) => i.title));
  const filtered = await cardLinks(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/board$/);
  await expect.poll(() => cardLinks(page)).toEqual(boardTitles);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/board\\?area=20&city=${code}&land_area_from=1$`));
  await expect.poll(() => cardLinks(page)).toEqual(filtered);

  // The server-rendered page of that URL (no script run) lists the same listings.
  const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  for (const title of filtered) expect(html).toContain(title.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  await page.reload();
  await expect.poll(() => cardLinks(page)).toEqual(filtered);
});
