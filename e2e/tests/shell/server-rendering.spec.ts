import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { storageStateOf } from '../../support/auth';

/**
 * Server-side rendering through the federation (api/src/ssr, shell/src/server.tsx): the HTML the
 * server sends holds the page — layout and the remote's content with its data — so a visitor (or a
 * crawler) without JavaScript reads it, and the browser hydrates it without a mismatch and without
 * asking for the same data again.
 */

/** ERROR_PAGE in contracts. */
const NOT_FOUND_TEXT = 'アクセスされたURLは存在しません。URLが変更されたか、表示できない状態になっています。';

/**
 * The API calls a page may make once the browser has it: none for its data (the server's loaders
 * fetched it and the browser took it over); the realtime stream of a signed-in visitor only.
 */
const AFTER_HYDRATION_ALLOWED = /^\/api\/my-page\/events$/;
function isDataRequest(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && !AFTER_HYDRATION_ALLOWED.test(pathname);
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

interface Listing {
  id: number;
  title: string;
}

/** The listing links of a page's main content, in order. */
async function listingLinks(page: Page): Promise<string[]> {
  return page.locator('main a[href^="/project/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
}

/** A page opened with JavaScript, after it has settled: its listing links. */
async function hydratedListingLinks(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  const links = await listingLinks(page);
  await context.close();
  return links;
}

test.describe('the served HTML, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the board, its page 2 and a listing hold their listings’ titles', async ({ page, request }) => {
    const first = await json<{ items: Listing[] }>(request, '/api/properties?page=1&limit=10');
    const second = await json<{ items: Listing[] }>(request, '/api/properties?page=2&limit=10');
    expect(first.items.length).toBeGreaterThan(0);
    expect(second.items.length).toBeGreaterThan(0);

    const response = await page.goto('/board');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    for (const item of first.items.slice(0, 5)) await expect(page.locator(`main a[href="/project/${item.id}"]`).first()).toBeVisible();
    // The layout is there too: header, footer.
    await expect(page.getByRole('navigation', { name: 'ヘッダーメニュー' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/board/page/2');
    for (const item of second.items.slice(0, 5)) await expect(page.locator(`main a[href="/project/${item.id}"]`).first()).toBeVisible();

    const listing = first.items[0];
    const detail = await json<{ title: string; description: string }>(request, `/api/properties/${listing.id}`);
    await page.goto(`/project/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    await expect(page.getByText(detail.description.split('\n')[0].slice(0, 20)).first()).toBeVisible();
  });

  test('search, category and area lists show the listings the browser shows', async ({ page, browser }) => {
    for (const path of ['/search/古民家', '/category/2', '/area/13']) {
      const expected = await hydratedListingLinks(browser, path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await listingLinks(page), path).toEqual(expected);
    }
  });

  test('editorial pages hold their text: a story, a news item, a Q&A', async ({ page, request }) => {
    const story = (await json<{ items: { id: number; title: string; lead: string }[] }>(request, '/api/articles?type=2')).items[0];
    await page.goto(`/reviews/${story.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.getByText(story.lead.slice(0, 20)).first()).toBeVisible();

    const news = (await json<{ items: { id: number; title: string }[] }>(request, '/api/news')).items[0];
    await page.goto(`/news/${news.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);

    await page.goto('/reviews');
    await expect(page.getByText(story.title).first()).toBeVisible();
  });

  test('a path no one owns: status 404 and the 404 page in the body', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const kind of ['board', 'listing', 'story', 'top', 'missing story', 'news', 'bank', 'category'] as const) {
    test(`${kind}: no hydration error, no second request for the page's data, and the page works`, async ({ page, request }) => {
      const listing = (await json<{ items: Listing[] }>(request, '/api/properties?page=1&limit=10')).items[0];
      const story = (await json<{ items: { id: number; title: string }[] }>(request, '/api/articles?type=2')).items[0];
      const path = {
        board: '/board',
        listing: `/project/${listing.id}`,
        story: `/reviews/${story.id}`,
        top: '/',
        'missing story': '/reviews/999999999',
        news: '/news',
        bank: '/akiyabank',
        category: '/category/2',
      }[kind];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The server's HTML stays on screen while the browser takes over: its heading never leaves.
      await page.addInitScript(() => {
        const w = window as unknown as { headingLost?: boolean };
        let seen = false;
        new MutationObserver(() => {
          const present = document.querySelector('#root h1') !== null;
          if (present) seen = true;
          else if (seen) w.headingLost = true;
        }).observe(document, { subtree: true, childList: true });
      });
      const dataRequests: string[] = [];
      page.on('request', (r) => {
        if (isDataRequest(r.url())) dataRequests.push(r.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // Hydrated: the header's search button opens the search dialog (the bank's sub-site has a header of its own).
      if (kind !== 'bank') {
        await page.getByRole('navigation', { name: 'ヘッダーメニュー' }).getByRole('button', { name: '物件を検索' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { headingLost?: boolean }).headingLost ?? false)).toBe(false);
      if (kind === 'missing story') await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
      // A refusal (the 404) is an answer too: not asked again. (The search dialog opened above asks nothing either.)
      expect(dataRequests).toEqual([]);
    });
  }

  test.describe('signed in', () => {
    test.use({ storageState: storageStateOf('buyer') });

    for (const path of ['/my-page/messages', '/my-page', '/board']) {
      test(`${path}: rendered for the visitor, hydrated without a second data request`, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /hydrat|did not match|Minified React error/i.test(message.text())) problems.push(message.text());
        });
        // Until the my-page's event stream opens: on opening it refetches the open lists on purpose
        // (what changed between the render and the stream is never missed).
        const dataRequests: string[] = [];
        let streamOpened = false;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname === '/api/my-page/events') streamOpened = true;
          else if (!streamOpened && isDataRequest(r.url())) dataRequests.push(r.url());
        });
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.headers()['x-render']).toBe('server');
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        expect(problems).toEqual([]);
        expect(dataRequests).toEqual([]);
      });
    }
  });
});

test.describe('the page cache and what a page may hold', () => {
  test("a signed-in visit, then a visit without a session: the second page holds nothing of the first visitor's", async ({ browser, request }) => {
    const context = await browser.newContext({ storageState: storageStateOf('buyer') });
    const page = await context.newPage();
    await page.goto('/board', { waitUntil: 'networkidle' });
    // The header shows the signed-in buyer's account menu.
    const personal = await (await page.request.get('/board', { headers: { accept: 'text/html' } })).text();
    expect(personal).toContain('buyer@example.jp');
    await context.close();
    const anonymous = await request.get('/board', { headers: { accept: 'text/html' } });
    expect(anonymous.headers()['x-render']).toBe('server');
    const html = await anonymous.text();
    expect(html).not.toContain('buyer@example.jp');
    expect(html).toContain('"user":null');
  });

  test('a Host header changes no byte of a page: share links and canonical URLs come from the configuration', async ({ request }) => {
    const listing = (await json<{ items: Listing[] }>(request, '/api/properties?page=1&limit=10')).items[0];
    const path = `/project/${listing.id}`;
    const plain = await (await request.get(path, { headers: { accept: 'text/html', cookie: 'akiya_csrf=e2eReturningVisitorToken0123456789abcdef' } })).text();
    const forged = await request.get(path, { headers: { accept: 'text/html', host: 'evil.example', 'x-forwarded-host': 'evil.example', cookie: 'akiya_csrf=e2eReturningVisitorToken0123456789abcdef' } });
    const body = await forged.text();
    expect(body).not.toContain('evil.example');
    // The same page (from the cache, or rendered again after another test's write: then only the
    // times and ids of its requests differ).
    const volatile = /"(startedTimeStamp|fulfilledTimeStamp|requestId)":("[^"]*"|\d+)/g;
    expect(body.replace(volatile, '')).toBe(plain.replace(volatile, ''));
  });

  test('pages for visitors without a session come from the cache the second time, and say how they were made', async ({ request }) => {
    const path = `/board?cache-check=${Date.now()}`;
    const first = await request.get(path, { headers: { accept: 'text/html' } });
    expect(first.headers()['x-render']).toBe('server');
    expect(first.headers()['x-cache']).toBe('miss');
    expect(first.headers()['server-timing']).toMatch(/render;dur=/);
    // (Another test's write may empty the cache meanwhile: the page is then rendered once more.)
    await expect.poll(async () => (await request.get(path, { headers: { accept: 'text/html' } })).headers()['x-cache']).toBe('hit');
  });
});

/** Every script but the shell's entry arrives `ms` late: the server's page is on screen, not yet hydrated. */
async function slowScripts(page: Page, ms: number) {
  await page.route(/\.js(\?|$)/, async (route) => {
    if (!/\/main\.js/.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Whether the page says the browser has taken all of it over (`<html data-hydrated>`, early-input.ts). */
function isHydrated(page: Page) {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

test.describe('before the browser has taken over the page', () => {
  test('a tap on the header’s login button is done once the page is ready', async ({ page }) => {
    await slowScripts(page, 1500);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const login = page.getByRole('banner').getByRole('button', { name: 'ログイン' });
    await expect(login).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await login.click();
    await expect(page.getByRole('dialog', { name: 'ログイン' })).toBeVisible({ timeout: 20_000 });
  });

  test.describe('logged in', () => {
    test.use({ storageState: storageStateOf('buyer') });

    test('what is typed into a form and its submit are kept: the form checks what was typed', async ({ page }) => {
      await slowScripts(page, 1500);
      await page.goto('/my-page/profile', { waitUntil: 'domcontentloaded' });
      const form = page.getByRole('form', { name: 'パスワードの変更' });
      await form.getByLabel('現在のパスワード').fill('akiyademo1');
      await form.getByLabel('新しいパスワード', { exact: true }).fill('earlyTyped1');
      await form.getByLabel('新しいパスワード（確認）').fill('earlyTyped2');
      expect(await isHydrated(page)).toBe(false);
      await form.getByRole('button', { name: 'パスワードを変更する' }).click();
      // Once hydrated, the submit runs with every typed value: only the confirmation is wrong.
      await expect(form.getByText('パスワードが一致しません').first()).toBeVisible({ timeout: 20_000 });
      await expect(form.getByLabel('現在のパスワード')).toHaveValue('akiyademo1');
      await expect(form.getByLabel('新しいパスワード', { exact: true })).toHaveValue('earlyTyped1');
      await expect(form.getByLabel('新しいパスワード', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      // Nothing went to the address bar (no native submit).
      expect(new URL(page.url()).search).toBe('');
    });
  });
});

test.describe('the board remote down for this browser', () => {
  test('its pages stay readable from the server, and footer links and search open server-rendered pages', async ({ page, request }) => {
    await page.route(/\/remotes\/board\//, (route) => route.abort('connectionrefused'));
    const first = (await json<{ items: Listing[] }>(request, '/api/properties?page=1&limit=10')).items[0];
    await page.goto('/board');
    const error = page.getByTestId('remote-error');
    await expect(error).toBeVisible({ timeout: 30_000 });
    // Below the notice, the page as the server rendered it.
    const degraded = page.locator('[data-remote-root="board"][data-degraded="true"]');
    await expect(degraded.locator(`a[href="/project/${first.id}"]`).first()).toBeVisible();

    // A footer link to another board page: opened in full, rendered by the server.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    const footer = page.getByRole('contentinfo');
    const section = footer.getByRole('button', { name: 'カテゴリから探す' });
    if (await section.isVisible()) await section.click(); // folded on a phone
    await footer.getByRole('link', { name: '古民家', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/2$/);
    // After a navigation in the browser the outlet opens the page in full: wait for that document,
    // not for the old page's server HTML, which matches the same locator until then.
    await expect.poll(() => documents, { timeout: 30_000 }).toContain('/category/2');
    await expect(page.locator('[data-remote-root="board"][data-degraded="true"] a[href^="/project/"]').first()).toBeVisible({ timeout: 30_000 });

    // The search dialog's results too.
    await page.getByRole('navigation', { name: 'ヘッダーメニュー' }).getByRole('button', { name: '物件を検索' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill('古民家');
    await dialog.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/\/search\//);
    await expect.poll(() => documents.some((p) => p.startsWith('/search/')), { timeout: 30_000 }).toBe(true);
    await expect(page.locator('[data-remote-root="board"][data-degraded="true"] a[href^="/project/"]').first()).toBeVisible({ timeout: 30_000 });
  });
});
