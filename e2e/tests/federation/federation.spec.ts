import { expect, test } from '@playwright/test';
import { clientNavigate, markWindow, windowMarkerSurvived } from '../../support/navigation';
import { REMOTE_ORIGIN_PORT } from '../../playwright.config';

const REMOTE_ORIGIN = `http://127.0.0.1:${REMOTE_ORIGIN_PORT}`;

/** One real route of each remote and something only that remote renders. */
const REMOTE_PAGES = [
  { remote: 'board', path: '/board' },
  { remote: 'editorial', path: '/company' },
  { remote: 'editorial', path: '/privacy-policy' },
  { remote: 'consulting', path: '/airyflow' },
  { remote: 'akiyabank', path: '/akiyabank' },
];

test.describe('remotes through the shell', () => {
  for (const { remote, path } of REMOTE_PAGES) {
    test(`${path} (${remote}) by direct URL`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`[data-remote-root="${remote}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test(`${path} (${remote}) by client-side navigation, no reload`, async ({ page }) => {
      await page.goto('/');
      await markWindow(page);
      await clientNavigate(page, path);
      await expect(page.locator(`[data-remote-root="${remote}"]`)).toBeVisible();
      expect(await windowMarkerSurvived(page)).toBe(true);
    });
  }

  test('the remotes document maps every remote to a manifest and its routes', async ({ request }) => {
    const res = await request.get('/api/remotes');
    expect(res.ok()).toBe(true);
    const doc = (await res.json()) as { remotes: { name: string; entry: string; routes: string[] }[] };
    expect(doc.remotes.map((r) => r.name).sort()).toEqual(['akiyabank', 'board', 'consulting', 'editorial', 'mypage']);
    for (const r of doc.remotes) {
      expect(r.entry).toMatch(/mf-manifest\.json$/);
      expect(r.routes.length).toBeGreaterThan(0);
      const manifest = await request.get(r.entry);
      expect(manifest.ok(), r.entry).toBe(true);
    }
  });
});

test('exactly one React renderer on a page that has loaded every remote', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Every react-dom copy registers itself with the devtools hook: count the registrations.
  await page.addInitScript(() => {
    const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__renderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__renderers += 1;
        return w.__renderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto('/');
  for (const [path, remote] of [
    ['/board', 'board'],
    ['/company', 'editorial'],
    ['/my-page', 'mypage'],
    ['/airyflow', 'consulting'],
    ['/akiyabank', 'akiyabank'],
  ]) {
    await clientNavigate(page, path);
    await expect.poll(() => loaded.some((u) => u.includes(`/remotes/${remote}/remoteEntry.js`)), `${remote} loaded`).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
  expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
});

test.describe('a dead remote', () => {
  test('shows the Japanese error with a retry button while the layout and other remotes keep working', async ({
    page,
  }) => {
    // A tester override to a closed port makes the board remote unreachable for this browser only.
    await page.goto('/company?remote.board=http://127.0.0.1:9/mf-manifest.json');
    await expect(page.getByTestId('remote-override-badge')).toBeVisible();
    await clientNavigate(page, '/board');
    const error = page.getByTestId('remote-error');
    await expect(error).toBeVisible();
    // The site itself answers: the remote is what is down, not the visitor's connection.
    await expect(error).toHaveAttribute('data-cause', 'unavailable');
    await expect(error).toContainText('一時的に表示できません。しばらくしてからお試しください');
    await expect(error.getByRole('button', { name: '再読み込み' })).toBeVisible();
    // The header and footer stay.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Retrying against a still-dead remote shows the error again, without taking the page down.
    await error.getByRole('button', { name: '再読み込み' }).click();
    await expect(page.getByTestId('remote-error')).toBeVisible();
    // Another remote still works.
    await clientNavigate(page, '/company');
    await expect(page.locator('[data-remote-root="editorial"]')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });
});

test.describe('a remote whose server answers with an error', () => {
  test('says it is a fault on our side, not the connection, and navigating on retries it', async ({ page }) => {
    await page.route(/\/remotes\/board\/mf-manifest\.json/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/company');
    await expect(page.locator('[data-remote-root="editorial"]')).toBeVisible();
    await clientNavigate(page, '/board');
    const error = page.getByTestId('remote-error');
    await expect(error).toHaveAttribute('data-cause', 'server');
    await expect(error).toContainText('お使いの通信環境の問題ではありません');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The server recovers; the visitor follows another link of the same remote: no stale panel.
    await page.unroute(/\/remotes\/board\/mf-manifest\.json/);
    await clientNavigate(page, '/new');
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});

test.describe('a manifest request that fails once', () => {
  test('is tried again by the runtime and the page shows without an error', async ({ page }) => {
    let failed = 0;
    await page.route(/\/remotes\/board\/mf-manifest\.json/, async (route) => {
      if (failed === 0) {
        failed += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto('/company');
    await clientNavigate(page, '/board');
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    expect(failed).toBe(1);
  });
});

test.describe('preloading', () => {
  test("a remote's code is fetched when the pointer rests on a link to it, before the click", async ({ page }) => {
    const boardRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/board/')) boardRequests.push(r.url());
    });
    await page.goto('/company');
    await expect(page.locator('[data-remote-root="editorial"]')).toBeVisible();
    // The preloader listens once the page is the browser's (a pointer resting earlier is on server HTML).
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const link = page.getByRole('banner').getByRole('link', { name: '掲示板' });
    await link.hover();
    await expect.poll(() => boardRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    await expect.poll(() => boardRequests.some((u) => /__federation_expose_App/.test(u))).toBe(true);
  });

  test('the remotes the top page links to are downloaded once it is idle, but not run', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/board/')) prefetched.push(r.url());
    });
    await page.goto('/');
    await expect.poll(() => prefetched.some((u) => u.endsWith('/remoteEntry.js')), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => prefetched.some((u) => /__federation_expose_App/.test(u))).toBe(true);
    // Downloaded only: the remote's entry has not run (it would define its container on window).
    expect(await page.evaluate(() => 'board' in window)).toBe(false);
    // Following the link then runs the downloaded code.
    await page.getByRole('main').getByRole('link', { name: /掲示板を見る/ }).click();
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    expect(await page.evaluate(() => 'board' in window)).toBe(true);
  });
});

test.describe('a slow remote', () => {
  test('says after 3 s that the page is still loading, keeps the layout in place, then shows the page', async ({ page }) => {
    await page.route(/\/remotes\/board\/__federation_expose_App\.[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 4_500));
      await route.continue();
    });
    await page.goto('/company');
    await expect(page.locator('[data-remote-root="editorial"]')).toBeVisible();
    // Layout shifts from here on (the footer jumping up while the page is empty, then down).
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) w.__shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: false });
    });
    await clientNavigate(page, '/board');
    await expect(page.getByTestId('remote-loading')).toBeVisible();
    await expect(page.getByText('読み込みに時間がかかっています。', { exact: false })).toBeVisible({ timeout: 4_000 });
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});

test.describe('tester override', () => {
  test('loads a remote from another origin, shows a badge, and can be cleared', async ({ page }) => {
    const fromOtherOrigin: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(REMOTE_ORIGIN)) fromOtherOrigin.push(r.url());
    });
    await page.goto(`/board?remote.board=${encodeURIComponent(`${REMOTE_ORIGIN}/mf-manifest.json`)}`);
    // The parameter is consumed and kept in localStorage.
    await expect(page).toHaveURL(/\/board$/);
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    await expect(page.getByTestId('remote-override-badge')).toContainText('board');
    expect(fromOtherOrigin.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromOtherOrigin.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);

    // It survives a reload.
    await page.reload();
    await expect(page.getByTestId('remote-override-badge')).toBeVisible();

    await page.getByRole('button', { name: '上書きを解除' }).click();
    await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mf-remote-overrides'))).toBeNull();
  });

  test('refuses an override from a non-loopback origin', async ({ page }) => {
    await page.goto('/board?remote.board=https://evil.example/mf-manifest.json');
    await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
    await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
  });
});

test.describe('a chunk that fails to load', () => {
  test('reloads the page once, then shows the error instead of reloading again within 60 s', async ({ page }) => {
    // The network drops the board remote's exposed chunk, as after a deploy removed old files.
    await page.route(/\/remotes\/board\/__federation_expose_App\.[^/]+\.js$/, (route) => route.abort());
    // Count the documents the page requests (the first visit and each reload): a request is seen
    // before its page can render, unlike the load event, which may come after the error panel or
    // never (when the reload starts before the first page finished loading).
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(r.url());
    });
    // 'commit': the page reloads itself, which would interrupt a goto waiting for the load event.
    await page.goto('/board', { waitUntil: 'commit' });
    // The first document shows the loading state and reloads; only the second shows the error.
    await expect.poll(() => documents.length, { timeout: 20_000 }).toBe(2);
    await expect(page.getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('load');
    // the first failure reloaded the page once; the second (within 60 s) did not but shows the error
    expect(documents).toHaveLength(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
