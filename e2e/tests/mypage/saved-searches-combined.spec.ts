import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';
import { pickBoardFilters } from '../../support/board-filters';

/**
 * Saved searches of two filters (docs/search.md "Saved searches"): a prefecture + category search
 * made in the board's filter panel, and a municipality page (its path is the filter), are saved with
 * 「この条件を保存」, shown at /my-page/searches under their summary name with their feed, and open
 * back on the board with both filters applied: the same listings as GET /api/properties of that query.
 *
 * The demo seller2 (not the buyer: saved-searches.spec.ts empties the buyer's list while it runs).
 */
test.use({ storageState: storageStateOf('seller2') });

interface Saved {
  id: number;
  query: string;
  name: string;
}

/** Deletes this user's saved searches of `query` (reruns on one server: the same search cannot be saved twice). */
async function forget(request: APIRequestContext, matches: (query: string) => boolean): Promise<void> {
  expect((await request.get('/api/common/base-data')).ok()).toBe(true);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'akiya_csrf')?.value as string;
  const existing = (await (await request.get('/api/my-page/saved-searches')).json()) as { items: Saved[] };
  for (const { id, query } of existing.items) {
    if (matches(query)) expect((await request.delete(`/api/my-page/saved-searches/${id}`, { headers: { 'X-CSRF-Token': csrf } })).ok()).toBe(true);
  }
}

const params = (query: string) => [...new URLSearchParams(query).entries()].sort();

/** The listing ids the board shows (its cards link /project/{id}), in order. */
const shownIds = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((a) => Number(/\/project\/(\d+)/.exec(a.querySelector('a[href^="/project/"]')?.getAttribute('href') ?? '')?.[1] ?? 0)),
    );

async function apiPage(page: Page, query: string): Promise<{ total: number; ids: number[] }> {
  const body = (await (await page.request.get(`/api/properties?${query}&limit=10`)).json()) as { total: number; items: { id: number }[] };
  return { total: body.total, ids: body.items.map((i) => i.id) };
}

/** Saves the board list on screen, then opens /my-page/searches and returns the saved row of `expected` filters. */
async function saveAndFind(page: Page, expected: [string, string][]): Promise<Saved> {
  await page.getByRole('button', { name: 'この条件を保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'この条件を保存しました。' })).toBeVisible();
  const items = ((await (await page.request.get('/api/my-page/saved-searches')).json()) as { items: Saved[] }).items;
  const saved = items.find((s) => JSON.stringify(params(s.query)) === JSON.stringify(expected));
  expect(saved, JSON.stringify(items)).toBeDefined();
  return saved!;
}

test('a prefecture + category search from the filter panel: saved, listed in my-page, applied back on the board', async ({ page }) => {
  await forget(page.request, (q) => /(^|&)area=20(&|$)/.test(q) && /(^|&)categoryId=/.test(q) && params(q).length === 2);

  const form = await pickBoardFilters(page, '長野県', '古民家');
  await form.getByRole('button', { name: 'この条件で絞り込む' }).click();
  await expect(page).toHaveURL(/\/board\?(?=.*\barea=20\b)(?=.*\bcategoryId=\d+\b)/);
  const categoryId = new URL(page.url()).searchParams.get('categoryId')!;
  const saved = await saveAndFind(page, [
    ['area', '20'],
    ['categoryId', categoryId],
  ]);
  expect(saved.name).toBe('長野県・古民家');

  await page.goto('/my-page/searches');
  await expect(page.getByRole('heading', { level: 1, name: '保存した検索条件' })).toBeVisible();
  const list = page.getByRole('list', { name: '保存した検索条件' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: '長野県・古民家', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('textbox', { name: 'フィード' })).toHaveValue(/\/feed\/search\/[A-Za-z0-9_-]{32}\.xml$/);
  await expect(row.getByRole('switch', { name: /新着をメールで受け取る/ })).toBeChecked();
  // Its feed (no login needed) is well-formed Atom of the listings matching both filters.
  const feedPath = new URL(await row.getByRole('textbox', { name: 'フィード' }).inputValue()).pathname;
  const feed = await page.request.get(feedPath);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feedIds = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0 || doc.documentElement.namespaceURI !== 'http://www.w3.org/2005/Atom') return null;
    return [...doc.documentElement.children]
      .filter((e) => e.localName === 'entry')
      .map((e) => Number(/\/project\/(\d+)$/.exec([...e.children].find((c) => c.localName === 'link')?.getAttribute('href') ?? '')?.[1]));
  }, await feed.text());
  const all = (await (await page.request.get(`/api/properties?${saved.query}&limit=50`)).json()) as { total: number; items: { id: number }[] };
  expect(all.total).toBeLessThanOrEqual(50);
  expect(feedIds).toEqual(all.items.map((i) => i.id));

  // Applied: the board opens with both filters, and lists what the API answers for both.
  await row.getByRole('link', { name: '長野県・古民家', exact: true }).click();
  await expect(page).toHaveURL(/\/board\?(?=.*\barea=20\b)(?=.*\bcategoryId=\d+\b)/);
  expect(params(new URL(page.url()).search)).toEqual(params(saved.query));
  const api = await apiPage(page, saved.query);
  expect(api.total).toBeGreaterThan(0);
  await expect(page.getByText(`全${api.total}件`)).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(api.ids);
  // Both filters count: each alone matches more.
  expect((await apiPage(page, 'area=20')).total).toBeGreaterThan(api.total);
  expect((await apiPage(page, `categoryId=${categoryId}`)).total).toBeGreaterThan(api.total);
});

test('a municipality page (the filter in its path): saved as prefecture + municipality, applied back on the board', async ({ page }) => {
  await forget(page.request, (q) => /(^|&)city=20\d{3}(&|$)/.test(q) && params(q).length === 2);

  await page.goto('/area/20');
  const link = page.getByTestId('municipality-links').getByRole('link').first();
  const [, name] = /^(.+)（[\d,]+件）$/.exec(((await link.textContent()) ?? '').trim()) ?? [];
  const [, code] = /^\/area\/20\/(\d{5})$/.exec((await link.getAttribute('href')) ?? '') ?? [];
  expect(code).toMatch(/^20\d{3}$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/area/20/${code}$`));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const saved = await saveAndFind(page, [
    ['area', '20'],
    ['city', code],
  ]);
  expect(saved.name).toContain(name);

  await page.goto('/my-page/searches');
  const list = page.getByRole('list', { name: '保存した検索条件' });
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: saved.name, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: saved.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/board\\?(?=.*\\barea=20\\b)(?=.*\\bcity=${code}\\b)`));
  const api = await apiPage(page, `area=20&city=${code}`);
  expect(api.total).toBeGreaterThan(0);
  await expect(page.getByText(`全${api.total}件`)).toBeVisible();
  await expect.poll(() => shownIds(page)).toEqual(api.ids);
  expect((await apiPage(page, 'area=20')).total).toBeGreaterThan(api.total);
});
