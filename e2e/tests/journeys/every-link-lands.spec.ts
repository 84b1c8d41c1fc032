import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';

/**
 * Paths other parts of the product link to that are still being built elsewhere: a link to one of
 * these (a path ending in '/' covers everything under it) is not yet required to land. Empty: every
 * link must land.
 */
export const PENDING_ROUTES: readonly string[] = [];

/** Never visited: leaves the session (logout), API answers and files rather than pages. */
const SKIPPED = [/^\/logout\b/, /^\/login\/force\b/, /^\/api\//, /^\/uploads\//, /^\/remotes\//, /\.(xml|txt|json|jpe?g|png|webp|pdf)$/];

/**
 * Pages of one shape (digits → :n: /project/:n, /reviews/:n, /area/:n …) are alike: this many of a
 * shape are opened in Chromium; the others of a shape the API can answer for are checked with that
 * call (below), so every link is still checked and the crawl stays near a minute.
 */
const BROWSER_PER_SHAPE = 2;
/** Among the second-level links, at most this many of a shape without an API check are opened. */
const PER_SHAPE_AT_LEVEL_TWO = 1;

const ARTICLE_TYPE_OF: Record<string, number> = { reviews: 2, 'thanks-letter': 3, shop: 4, towns: 6, blog: 7, case: 8 };

/**
 * The request that answers 200 exactly when the page of `path` exists (the call its page makes, or
 * the listing page the server renders with a 404 status for an unknown listing); null when the page
 * must be opened in the browser.
 */
function apiCheckFor(path: string): string | null {
  // A municipality's page (/area/13/13101, one per municipality with listings in sitemap.xml): the
  // server renders it with a 404 status when the municipality is unknown or empty.
  if (/^\/area\/\d+\/\d+$/.test(path)) return path;
  const [, section, id] = /^\/([a-z-]+)\/(\d+)$/.exec(path) ?? [];
  if (!section) return null;
  if (section === 'project') return `/project/${id}`;
  if (section in ARTICLE_TYPE_OF) return `/api/article/${id}?type=${ARTICLE_TYPE_OF[section]}`;
  if (section === 'news') return `/api/news/${id}`;
  if (section === 'solution') return `/api/solution/${id}`;
  if (section === 'area') return `/api/properties?area=${id}`;
  if (section === 'category') return `/api/properties?categoryId=${id}`;
  return null;
}
/**
 * Pages visited at once (tabs of one browser context). Two: the crawl shares the server with the
 * other worker's suite, and four server renders at once starved it (its tests timed out in CI).
 */
const TABS = 2;

/** The route a path is of: digits → :n, and the free segment of tag, search and category lists → :x. */
const shapeOf = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/^\/(tags|search|news\/category|reviews\/category)\/[^/]+/, '/$1/:x')
    .replace(/\/\d+(?=\/|$)/g, '/:n');

function isPending(path: string): boolean {
  return PENDING_ROUTES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}?`));
}

/** Site-internal paths of `hrefs` (absolute URLs on `origin`), without the hash, in a stable order. */
function internalPaths(hrefs: string[], origin: string): string[] {
  const out = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const path = `${url.pathname}${url.search}`;
    if (SKIPPED.some((re) => re.test(url.pathname))) continue;
    out.add(path);
  }
  return [...out];
}

/** The absolute address of each link (HTML or SVG: an SVG link's `href` property is not a string). */
const hrefsOf = (anchors: Element[]) => anchors.map((a) => new URL(a.getAttribute('href') ?? '', document.baseURI).href);

interface Visit {
  path: string;
  notFound: boolean;
  links: string[];
}

/**
 * Opens `path` and waits until the page has settled (below), then reads whether the 404 page is
 * shown and every link on it.
 */
async function visit(page: Page, path: string, origin: string): Promise<Visit> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Settled: a heading and no request in flight in three polls in a row (a page that loads one
  // thing after another shows the bar again in between). A page without any heading is read as it is.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __crawlSettled?: number };
        const ok = !document.querySelector('[data-testid="progress-bar"]') && !!document.querySelector('h1');
        w.__crawlSettled = ok ? (w.__crawlSettled ?? 0) + 1 : 0;
        return w.__crawlSettled >= 3;
      },
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
  const notFound = (await page.locator('[data-testid="error-page"][data-status="404"]').count()) > 0;
  const hrefs = await page.locator('a[href]').evaluateAll(hrefsOf);
  return { path, notFound, links: internalPaths(hrefs, origin) };
}

/** Pages whose server-rendered HTML did not match the browser's first render (shell/src/bootstrap.tsx logs them). */
const hydrationErrors: string[] = [];

/** Visits every path with TABS tabs of one context. */
async function visitAll(context: BrowserContext, paths: string[], origin: string): Promise<Visit[]> {
  const queue = [...paths];
  const results: Visit[] = [];
  const tabs = await Promise.all(Array.from({ length: Math.min(TABS, queue.length) }, () => context.newPage()));
  await Promise.all(
    tabs.map(async (tab) => {
      let current = '';
      tab.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('[shell] hydration')) hydrationErrors.push(`${current}: ${message.text().slice(0, 200)}`);
      });
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        current = path;
        results.push(await visit(tab, path, origin));
      }
      await tab.close();
    }),
  );
  return results;
}

test.use({ storageState: storageStateOf('buyer') });

test('every internal link from the top page, the menu, the footer and sitemap.xml lands on a page (not the 404 page)', async ({ page, context, request, baseURL }) => {
  test.setTimeout(420_000);
  const origin = new URL(baseURL!).origin;

  // Sources: the top page with its footer, the opened slide-in menu, and sitemap.xml.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link').first()).toBeVisible();
  const topLinks = await page.locator('main a[href]').evaluateAll(hrefsOf);
  const footerLinks = await footer.locator('a[href]').evaluateAll(hrefsOf);
  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  await expect(menu).toBeVisible();
  const menuLinks = await menu.locator('a[href]').evaluateAll(hrefsOf);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const sitemapLinks = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => `${origin}${new URL(m[1]).pathname}`);

  for (const [name, links] of Object.entries({ top: topLinks, footer: footerLinks, menu: menuLinks, sitemap: sitemapLinks })) {
    expect(internalPaths(links, origin).length, `${name} has links`).toBeGreaterThan(name === 'top' ? 2 : 10);
  }

  // Level one: every link of the sources — a few of each shape in Chromium, the rest by their API call.
  const first = internalPaths([...topLinks, ...footerLinks, ...menuLinks, ...sitemapLinks], origin);
  const browserCount = new Map<string, number>();
  const toBrowser = (path: string, limitWithoutApi: number) => {
    const shape = shapeOf(path);
    const n = browserCount.get(shape) ?? 0;
    const limit = apiCheckFor(path) ? BROWSER_PER_SHAPE : limitWithoutApi;
    if (n >= limit) return false;
    browserCount.set(shape, n + 1);
    return true;
  };
  const firstInBrowser = first.filter((p) => toBrowser(p, Infinity));
  const firstByApi = first.filter((p) => !firstInBrowser.includes(p) && apiCheckFor(p) !== null);
  const level1 = await visitAll(context, firstInBrowser, origin);

  // Level two: the links on those pages not seen yet (the same rule; a few of a shape without an API check).
  const seen = new Set(first);
  const second: string[] = [];
  const secondByApi: string[] = [];
  for (const v of level1) {
    for (const link of v.links) {
      if (seen.has(link)) continue;
      seen.add(link);
      if (toBrowser(link, PER_SHAPE_AT_LEVEL_TWO)) second.push(link);
      else if (apiCheckFor(link)) secondByApi.push(link);
    }
  }
  const level2 = await visitAll(context, second, origin);
  const byApi: Visit[] = [];
  const apiQueue = [...firstByApi, ...secondByApi];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let path = apiQueue.shift(); path !== undefined; path = apiQueue.shift()) {
        const check = apiCheckFor(path)!;
        const res = await request.get(check, { headers: { accept: check.startsWith('/api/') ? 'application/json' : 'text/html' } });
        expect([200, 404], `${path} → ${check}`).toContain(res.status());
        byApi.push({ path, notFound: res.status() === 404, links: [] });
      }
    }),
  );

  const foundOn = (path: string) => level1.filter((v) => v.links.includes(path)).map((v) => v.path);
  const found = [...level1, ...level2, ...byApi].filter((v) => v.notFound && !isPending(v.path));
  // Suites running alongside change what is public meanwhile: a listing is stopped and published
  // again (seller.spec), an article is published and taken back (staff-authoring.spec). A 404 is a
  // dead link only if it is still a 404 and a page that linked to it still does now.
  const stillLinked = async (path: string): Promise<boolean> => {
    if (sitemapLinks.some((link) => internalPaths([link], origin).includes(path))) {
      const now = await request.get('/sitemap.xml');
      if ((await now.text()).includes(`${new URL(path, origin).pathname}</loc>`)) return true;
    }
    const sources = [...(topLinks.concat(footerLinks, menuLinks).some((l) => internalPaths([l], origin).includes(path)) ? ['/'] : []), ...foundOn(path)];
    for (const source of sources) {
      const tab = await context.newPage();
      try {
        if ((await visit(tab, source, origin)).links.includes(path)) return true;
      } finally {
        await tab.close();
      }
    }
    return false;
  };
  const stillNotFound = async (path: string): Promise<boolean> => {
    const check = apiCheckFor(path);
    if (!check) {
      const tab = await context.newPage();
      try {
        return (await visit(tab, path, origin)).notFound;
      } finally {
        await tab.close();
      }
    }
    const status = () => request.get(check, { headers: { accept: check.startsWith('/api/') ? 'application/json' : 'text/html' } }).then((r) => r.status());
    // A listing stopped by seller.spec comes back within seconds.
    return expect
      .poll(status, { timeout: path.startsWith('/project/') ? 15_000 : 1_000 })
      .toBe(200)
      .then(
        () => false,
        () => true,
      );
  };
  const dead: Visit[] = [];
  for (const v of found) if ((await stillNotFound(v.path)) && (await stillLinked(v.path))) dead.push(v);
  expect(
    dead.map((v) => `${v.path}${first.includes(v.path) ? '' : ` (linked from ${foundOn(v.path).slice(0, 3).join(', ')})`}`),
    `${level1.length + level2.length} pages opened in Chromium, ${byApi.length} checked by their API call`,
  ).toEqual([]);
  // Every page opened (signed in as a buyer) hydrated the server's HTML without a mismatch.
  expect(hydrationErrors).toEqual([]);
});
