import { expect, test } from '@playwright/test';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORT } from '../../playwright.config';
import { startOwnSite, type OwnSite } from '../../support/own-site';
import { runRemoteCli } from '../../support/run-node';

/**
 * Server rendering when a remote's server build lets it down (api/src/ssr/ssr-renderer.ts): a build
 * that throws while rendering, one that is missing, one that is slower than SSR_BUDGET_MS. Each page
 * still answers 200 with the server-rendered layout, the remote's part is rendered in the browser,
 * and the server says so once per remote and version. Versions are deployed with the real deploy
 * command (scripts/remote.mjs --from) on a server of its own.
 */
const root = join(__dirname, '..', '..', '..');
const SITE_PORT = PORT + 45;
const BUDGET_MS = 2000;
const site = `http://127.0.0.1:${SITE_PORT}`;
const work = join(root, 'e2e', '.tmp', `ssr-faults-${PORT}`);
const deployDir = join(work, 'deploy');
const HEADING = /活きる場所/; // the heading of /airyflow (mfe-consulting)

let ownSite: OwnSite | undefined;

const remoteCli = (...args: string[]) =>
  runRemoteCli(args, { DEPLOY_DIR: deployDir, DATA_DIR: join(work, 'data'), CONTRACT_PORT: String(PORT + 10) /* four ports; PORT + 27/28 are the SMTP sink of the run */ });

/** Deploys mfe-consulting's browser build with the given server build (null: none) as the current version. */
async function deployWithServerBuild(label: string, serverCode: string | null): Promise<string> {
  const from = join(work, label);
  rmSync(from, { recursive: true, force: true });
  cpSync(join(root, 'mfe-consulting', 'dist'), from, { recursive: true });
  rmSync(join(from, 'server'), { recursive: true, force: true });
  if (serverCode !== null) {
    mkdirSync(join(from, 'server'));
    writeFileSync(join(from, 'server', 'remote.js'), serverCode);
  }
  // Deliberately inconsistent builds (a server build that differs from the browser's, throws or is
  // missing): the deploy gate's smoke test refuses them, as it should; --force deploys them anyway.
  const result = await remoteCli('deploy', 'consulting', '--from', from, '--force');
  expect(result.code, result.output).toBe(0);
  return /deployed (\S+) \(current/.exec(result.output)?.[1] as string;
}

async function html(path: string): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${site}${path}`, { headers: { Accept: 'text/html' } });
  return { status: res.status, body: await res.text(), ms: Date.now() - started };
}

function countIn(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  ownSite = await startOwnSite(SITE_PORT, join(work, 'data'), { DEPLOY_DIR: deployDir, SSR_BUDGET_MS: String(BUDGET_MS) });
});

test.afterAll(() => {
  ownSite?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the deployed build renders on the server; a new deploy is rendered from the next request on, without a restart', async () => {
  // --force: the gate's smoke test (a minute) is versioned-deploy.spec's subject, not this one's.
  const good = await remoteCli('deploy', 'consulting', '--force');
  expect(good.code, good.output).toBe(0);
  const page = await html('/airyflow');
  expect(page.status).toBe(200);
  expect(page.body).toContain('data-ssr');
  expect(page.body).toMatch(HEADING);

  // A version whose server build renders a mark of its own.
  await deployWithServerBuild(
    'marked',
    `const { createElement } = require('react');\nexports.default = function App() { return createElement('h1', null, '新しい版のサーバー描画'); };\n`,
  );
  expect((await html('/airyflow')).body).toContain('新しい版のサーバー描画');
});

for (const fault of [
  {
    name: 'throws while rendering',
    code: `exports.default = function App() { throw new Error('render crash (test)'); };\n`,
    logged: 'threw while rendering',
  },
  { name: 'has no server build', code: null, logged: 'has no server build' },
  {
    name: 'fails to load',
    code: `this is not javascript\n`,
    logged: 'fails to load',
  },
  {
    name: 'is slower than the budget',
    code:
      `const { use, createElement } = require('react');\n` +
      `const late = new Promise((resolve) => setTimeout(resolve, ${BUDGET_MS * 4}));\n` +
      `exports.default = function App() { use(late); return createElement('p', null, 'late'); };\n`,
    logged: 'took longer than SSR_BUDGET_MS',
  },
]) {
  test(`a remote whose server build ${fault.name}: 200, the layout from the server, the remote in the browser, logged once`, async ({ page }) => {
    const version = await deployWithServerBuild(fault.name.replace(/\W+/g, '-'), fault.code);
    const logBefore = ownSite!.log().length;
    const first = await html('/airyflow');
    const second = await html('/airyflow');
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('data-ssr'); // the layout is server-rendered
      expect(answer.body).toContain('aria-label="運営情報"'); // the footer's links
      expect(answer.body).not.toMatch(HEADING); // the remote's part is not
      // Never waits much longer than the budget (two attempts at most).
      expect(answer.ms).toBeLessThan(BUDGET_MS * 2 + 3000);
    }
    await expect.poll(() => countIn(ownSite!.log().slice(logBefore), fault.logged)).toBe(1);
    expect(ownSite!.log().slice(logBefore)).toContain(version);
    // Said once, by what failed: a build that fails to load is not also reported as a render crash.
    if (fault.logged !== 'threw while rendering') expect(countIn(ownSite!.log().slice(logBefore), 'threw while rendering')).toBe(0);

    // In the browser the page is whole: the remote renders there.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site}/airyflow`);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
