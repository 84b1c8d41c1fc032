import { expect, test, type Page } from '@playwright/test';

/**
 * The security probe's tester-override finding (issue 25): `/?remote.board=http://127.0.0.1:9/mf-manifest.json`
 * was stored for 24 h although the deployed site's Content-Security-Policy blocks it, and every board
 * page then showed the connection panel. The built shell keeps only an override the page's CSP allows
 * (shell/src/app/federation/overrides.ts). The suite's API runs in development mode, whose CSP allows
 * the loopback origins; here the page's CSP (the document's and the HEAD request's the shell reads) is
 * the production one: the same policy without those development sources.
 */

const DEV_SOURCES = /\s(?:https?|wss?):\/\/(?:localhost|127\.0\.0\.1):\*/g;
const PROBE = 'http://127.0.0.1:9/mf-manifest.json';
const STORAGE_KEY = 'mf-remote-overrides';

/** Serves every page of the site (and the shell's HEAD request for it) with the production CSP. */
async function productionCsp(page: Page): Promise<string[]> {
  const policies: string[] = [];
  await page.route(
    (url) => url.origin === new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin,
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document' && request.method() !== 'HEAD') return route.fallback();
      const response = await route.fetch();
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      if (csp) {
        headers['content-security-policy'] = csp.replace(DEV_SOURCES, '');
        policies.push(headers['content-security-policy']);
      }
      await route.fulfill({ response, headers });
    },
  );
  return policies;
}

const warnings = (page: Page) => {
  const list: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') list.push(m.text());
  });
  return list;
};

test('the probe’s override: kept under the development CSP, never stored under the production CSP', async ({ page }) => {
  // Control: the suite's development CSP allows the loopback origin, so the override is kept and
  // the badge offers to clear it.
  await page.goto(`/company?remote.board=${encodeURIComponent(PROBE)}`);
  await expect(page.getByTestId('remote-override-badge')).toContainText('board');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toContain('127.0.0.1:9');
  await page.getByRole('button', { name: '上書きを解除' }).click();
  await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();

  // Production CSP: the same address keeps nothing, says why in the console, and the board works.
  const policies = await productionCsp(page);
  const warned = warnings(page);
  await page.goto(`/?remote.board=${encodeURIComponent(PROBE)}`);
  expect(policies.length).toBeGreaterThan(0);
  expect(policies.every((p) => !p.includes('127.0.0.1'))).toBe(true);
  await expect.poll(() => warned.some((w) => w.includes('remote override of "board" ignored'))).toBe(true);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();
  await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
  await page.goto('/board');
  await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('an override stored before the fix is removed on the next page under the production CSP', async ({ page }) => {
  await page.goto('/company');
  await page.evaluate(
    ([k, url]) => localStorage.setItem(k, JSON.stringify({ board: { url, expiresAt: Date.now() + 86_400_000 } })),
    [STORAGE_KEY, PROBE] as const,
  );
  await productionCsp(page);
  await page.goto('/board');
  await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  await expect(page.getByTestId('remote-override-badge')).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)).toBeNull();
});
