import { expect, test, type Page } from '@playwright/test';
import { pickBoardFilters } from '../../support/board-filters';

/**
 * Feeds of board lists (docs/search.md "Feeds of a board list"): every board list names an Atom feed
 * in `<link rel="alternate" type="application/atom+xml">` — `/new/feed.xml` on the unfiltered board,
 * `/feed/board.xml?<the list's filters>` once filtered — and that feed is well-formed Atom (read by the
 * browser's strict XML parser) listing exactly the listings of those filters.
 */

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  href: string;
}

interface AtomFeed {
  /** The parser's complaint when the text is not well-formed XML, else null. */
  error: string | null;
  root: string;
  namespace: string | null;
  title: string;
  id: string;
  updated: string;
  self: string | null;
  entries: AtomEntry[];
  /** Entries missing a required element (id, title, updated, link rel=alternate). */
  incomplete: number;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an Atom document with the browser's DOMParser (strict XML: any ill-formed byte is an error). */
function readAtom(page: Page, xml: string): Promise<AtomFeed> {
  return page.evaluate((text) => {
    const ATOM = 'http://www.w3.org/2005/Atom';
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    const root = doc.documentElement;
    const child = (el: Element, name: string) => [...el.children].find((c) => c.namespaceURI === ATOM && c.localName === name) ?? null;
    const linkOf = (el: Element, rel: string) => [...el.children].find((c) => c.localName === 'link' && (c.getAttribute('rel') ?? 'alternate') === rel)?.getAttribute('href') ?? null;
    const entryEls = [...root.children].filter((c) => c.namespaceURI === ATOM && c.localName === 'entry');
    const entries = entryEls.map((e) => ({
      id: child(e, 'id')?.textContent ?? '',
      title: child(e, 'title')?.textContent ?? '',
      updated: child(e, 'updated')?.textContent ?? '',
      href: linkOf(e, 'alternate') ?? '',
    }));
    return {
      error: error ? (error.textContent ?? 'parsererror') : null,
      root: root.localName,
      namespace: root.namespaceURI,
      title: child(root, 'title')?.textContent ?? '',
      id: child(root, 'id')?.textContent ?? '',
      updated: child(root, 'updated')?.textContent ?? '',
      self: linkOf(root, 'self'),
      entries,
      incomplete: entries.filter((e) => !e.id || !e.title || !e.updated || !e.href).length,
    };
  }, xml);
}

/** Fetches `path` and checks it is a valid Atom feed; returns it. */
async function validAtom(page: Page, path: string): Promise<AtomFeed> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = await readAtom(page, await res.text());
  expect(feed.error).toBeNull();
  expect([feed.root, feed.namespace]).toEqual(['feed', 'http://www.w3.org/2005/Atom']);
  expect(feed.title).not.toBe('');
  expect(feed.id).not.toBe('');
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.self).not.toBeNull();
  expect(new URL(feed.self!).pathname + new URL(feed.self!).search).toBe(path);
  expect(feed.incomplete).toBe(0);
  for (const e of feed.entries) expect(e.updated).toMatch(RFC3339);
  expect(new Set(feed.entries.map((e) => e.id)).size).toBe(feed.entries.length);
  return feed;
}

/** The listing ids of a feed's entries (their alternate links are /project/{id}). */
const entryIds = (feed: AtomFeed) =>
  feed.entries.map((e) => {
    const m = /^\/project\/(\d+)$/.exec(new URL(e.href).pathname);
    expect(m, e.href).not.toBeNull();
    return Number(m![1]);
  });

/** Every listing id a single query matches (`applicableIds` of GET /api/properties). */
async function matching(page: Page, query: string): Promise<number[]> {
  const res = await page.request.get(`/api/properties?${query}&limit=1`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { applicableIds: number[] }).applicableIds;
}

const feedLink = (page: Page) => page.locator('head link[rel="alternate"][type="application/atom+xml"]');

async function apiIds(page: Page, query: string): Promise<{ total: number; ids: number[] }> {
  const res = await page.request.get(`/api/properties?${query}${query ? '&' : ''}limit=50`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { total: number; items: { id: number }[] };
  return { total: body.total, ids: body.items.map((i) => i.id) };
}

test('the unfiltered board names /new/feed.xml: valid Atom of the newest 50 public listings, newest first', async ({ page }) => {
  await page.goto('/board');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(feedLink(page)).toHaveCount(1);
  await expect(feedLink(page)).toHaveAttribute('href', '/new/feed.xml');

  const feed = await validAtom(page, '/new/feed.xml');
  const newest = await apiIds(page, '');
  expect(newest.total).toBeGreaterThan(50);
  expect(entryIds(feed)).toEqual(newest.ids);
});

test('a filtered board list names the feed of its filters, which is valid Atom listing only the matching listings', async ({ page }) => {
  // Prefecture + category through the filter panel.
  const form = await pickBoardFilters(page, '長野県', '古民家');
  await expect(form.getByTestId('filter-match-count')).toHaveText(/この条件に合う物件：\d+件/);
  await form.getByRole('button', { name: 'この条件で絞り込む' }).click();
  await expect(page).toHaveURL(/\/board\?(?=.*\barea=20\b)(?=.*\bcategoryId=\d+\b)/);
  const pageQuery = new URL(page.url()).searchParams;
  const categoryId = pageQuery.get('categoryId')!;

  // The page's feed link (after the client-side navigation, and in the server-rendered page of the
  // URL) is /feed/board.xml with exactly the page's filters.
  await expect(feedLink(page)).toHaveCount(1);
  await expect(feedLink(page)).toHaveAttribute('href', /^\/feed\/board\.xml\?/);
  const href = (await feedLink(page).getAttribute('href'))!;
  const feedQuery = new URL(href, page.url()).searchParams;
  expect([...feedQuery.entries()].sort()).toEqual([...pageQuery.entries()].sort());
  const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  const ssrLinks = [...html.matchAll(/<link[^>]*type="application\/atom\+xml"[^>]*>/g)].map((m) => m[0]);
  expect(ssrLinks).toHaveLength(1);
  expect(ssrLinks[0]).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
  await page.reload();
  await expect(feedLink(page)).toHaveAttribute('href', href);

  // The feed: valid Atom, its entries exactly the listings of the combined query …
  const feed = await validAtom(page, href);
  expect(feed.title).toBe('長野県・古民家 の新着物件 | 家いちば');
  const ids = entryIds(feed);
  const combined = await apiIds(page, `area=20&categoryId=${categoryId}`);
  expect(combined.total).toBeGreaterThan(0);
  expect(combined.total).toBeLessThanOrEqual(50);
  expect(ids).toEqual(combined.ids);
  // … which are the intersection of the two single-filter results: the prefecture's listings of
  // other categories (and the category's listings of other prefectures) are left out.
  const prefecture = await matching(page, 'area=20');
  const category = await matching(page, `categoryId=${categoryId}`);
  expect([...ids].sort((a, b) => a - b)).toEqual(prefecture.filter((id) => category.includes(id)).sort((a, b) => a - b));
  expect(prefecture.some((id) => !category.includes(id))).toBe(true);
  expect(category.some((id) => !prefecture.includes(id))).toBe(true);
});

test('a municipality page names the feed of its municipality', async ({ page }) => {
  await page.goto('/area/20');
  const link = page.getByTestId('municipality-links').getByRole('link').first();
  const [, code] = /^\/area\/20\/(\d{5})$/.exec((await link.getAttribute('href')) ?? '') ?? [];
  expect(code).toMatch(/^20\d{3}$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/area/20/${code}$`));
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const href = (await feedLink(page).getAttribute('href'))!;
  expect([...new URL(href, page.url()).searchParams.entries()].sort()).toEqual([
    ['area', '20'],
    ['city', code],
  ]);
  const feed = await validAtom(page, href);
  const api = await apiIds(page, `area=20&city=${code}`);
  expect(api.total).toBeGreaterThan(0);
  expect(entryIds(feed)).toEqual(api.ids);
});
