import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORT } from '../../playwright.config';
import { markWindow } from '../../support/navigation';
import { copyRemoteSources } from '../../support/remote-copy';

/**
 * The README's flow for integration testers: the built site, a remote's webpack dev server, and
 * `?remote.board=<dev server>/mf-manifest.json`. The dev server runs on a copy of mfe-board's sources
 * (so the test can edit one without touching the repository) and must work from the built shell on
 * another loopback name, reload the page live when a source changes, and serve deep links standalone.
 */
const DEV_PORT = Number(process.env.E2E_DEV_REMOTE_PORT ?? PORT + 5);
const root = join(__dirname, '..', '..', '..');
const copy = join(root, 'e2e', '.tmp', `board-live-${DEV_PORT}`);
const textsFile = join(copy, 'src', 'config', 'texts.ts');
const NEW_ROUTE = '/board-preview';

let server: ChildProcess | undefined;
let serverLog = '';

async function waitForManifest(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`dev server exited:\n${serverLog}`);
    if (Date.now() > until) throw new Error(`dev server did not answer ${url} in ${ms} ms:\n${serverLog.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon|status of 404/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  // The tester's remote brings a route the deployed board does not have.
  const config = copyRemoteSources('board', copy, {
    extraRoutes: [NEW_ROUTE],
    editRoutes: (source) =>
      source.replace(
        'export const routes: DataRoute[] = [',
        `export const routes: DataRoute[] = [\n  { path: '${NEW_ROUTE}', element: <h1>開発中の新しいページ</h1> },`,
      ),
    port: DEV_PORT,
    title: 'board (dev)',
  });
  server = spawn(
    process.execPath,
    [join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development', '--config', config],
    { cwd: copy, env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${PORT}` }, detached: true, stdio: 'pipe' },
  );
  server.stdout?.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (serverLog += d.toString()));
  await waitForManifest(`http://localhost:${DEV_PORT}/mf-manifest.json`, 200_000);
});

test.afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(copy, { recursive: true, force: true });
});

test('a remote dev server on localhost works inside the built shell on 127.0.0.1 and reloads on a live edit', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(`/board?remote.board=${encodeURIComponent(`http://localhost:${DEV_PORT}/mf-manifest.json`)}`);
  await expect(page.getByTestId('remote-override-badge')).toContainText('board');
  const board = page.locator('[data-remote-root="board"]');
  await expect(board).toBeVisible();
  await expect(board.getByText('物件を探す', { exact: true })).toBeVisible();
  expect(errors.filter((e) => /getOwner|Invalid Host|Cross-Origin|Content Security Policy|EvalError/i.test(e))).toEqual([]);

  // A live edit in the remote's sources: the dev server rebuilds and the page reloads with it.
  await markWindow(page);
  writeFileSync(textsFile, readFileSync(textsFile, 'utf8').replace("eyebrowBoard: '物件を探す'", "eyebrowBoard: '物件を探す（編集中）'"));
  await expect(board.getByText('物件を探す（編集中）')).toBeVisible({ timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker)).toBeUndefined();
  await expect(page.getByTestId('remote-override-badge')).toBeVisible();
});

test("an override brings its remote's new route, which the deployed site answers with the 404 page", async ({ page }) => {
  await page.goto(NEW_ROUTE);
  await expect(page.getByText('アクセスされたURLは存在しません。', { exact: false })).toBeVisible();
  await page.goto(`${NEW_ROUTE}?remote.board=${encodeURIComponent(`http://localhost:${DEV_PORT}/mf-manifest.json`)}`);
  await expect(page.getByRole('heading', { name: '開発中の新しいページ' })).toBeVisible();
  await expect(page.getByTestId('remote-override-badge')).toContainText('まで有効');
});

test('the other way round: the built shell on localhost with the dev server on 127.0.0.1', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(
    `http://localhost:${PORT}/board?remote.board=${encodeURIComponent(`http://127.0.0.1:${DEV_PORT}/mf-manifest.json`)}`,
  );
  await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(errors.filter((e) => /getOwner|Invalid Host|Cross-Origin|Content Security Policy|EvalError/i.test(e))).toEqual([]);
});

test('a dev server named by [::1] is reached through the name localhost (the CSP cannot name IPv6)', async ({ page }) => {
  const errors = collectErrors(page);
  const fromDevServer: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).port === String(DEV_PORT)) fromDevServer.push(new URL(r.url()).hostname);
  });
  await page.goto(`/board?remote.board=${encodeURIComponent(`http://[::1]:${DEV_PORT}/mf-manifest.json`)}`);
  await expect(page.locator('[data-remote-root="board"]')).toBeVisible();
  await expect(page.getByTestId('remote-override-badge')).toContainText('board');
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(fromDevServer.length).toBeGreaterThan(0);
  expect(new Set(fromDevServer)).toEqual(new Set(['localhost']));
  expect(errors.filter((e) => /getOwner|Invalid Host|Cross-Origin|Content Security Policy|EvalError/i.test(e))).toEqual([]);
});

test('the dev server shows the remote standalone on a deep link and after a reload', async ({ page }) => {
  await page.goto(`http://localhost:${DEV_PORT}/board/page/2`);
  await expect(page.getByText('物件を探す', { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('物件を探す', { exact: false }).first()).toBeVisible();
});
