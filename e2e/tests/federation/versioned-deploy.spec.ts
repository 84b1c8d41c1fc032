import { expect, test } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@akiya/contracts';
import { PORT } from '../../playwright.config';
import { startOwnSite, type OwnSite } from '../../support/own-site';
import { buildRemote, runRemoteCli } from '../../support/run-node';
import { copyRemoteSources } from '../../support/remote-copy';

/**
 * Versioned deploys (scripts/remote.mjs, docs/remotes.md): a team deploys a new build of its remote
 * into a version folder of its own and promotes it; the server announces it without a restart; a
 * tab opened before keeps working and, on its next navigation to that remote, opens the page anew
 * on the new version with a short notice — never a broken chunk; rollback goes back the same way.
 * Each deploy passes the gate first (the contract check: the remote's smoke test in the deployed
 * shell); a build claiming a route another remote owns is refused, --force or not; a version marked
 * bad is skipped by rollback.
 *
 * Runs its own server (the site as built, its own database and deploy folder) so the suite's other
 * tests never see these deploys.
 */
const root = join(__dirname, '..', '..', '..');
const SITE_PORT = PORT + 40;
const site = `http://127.0.0.1:${SITE_PORT}`;
const work = join(root, 'e2e', '.tmp', `deploy-${PORT}`);
const deployDir = join(work, 'deploy');
const copy = join(work, 'mfe-consulting');
/** The contract check's own server, started by each gated deploy. */
const CONTRACT_PORT = PORT + 35; // four ports, within the run's range of 50

let ownSite: OwnSite | undefined;

// The deploy record goes to the site's database (its DATA_DIR's SQLite file).
const remote = (args: string[]) =>
  runRemoteCli(args, { DEPLOY_DIR: deployDir, DATA_DIR: join(work, 'data'), CONTRACT_PORT: String(CONTRACT_PORT) });

async function remoteCli(...args: string[]): Promise<string> {
  const result = await remote(args);
  expect(result.code, result.output).toBe(0);
  return result.output;
}

async function remoteCliFails(code: number, ...args: string[]): Promise<string> {
  const result = await remote(args);
  expect(result.code, result.output).toBe(code);
  return result.output;
}

async function remotesDocument(): Promise<{
  remotes: { name: string; entry: string; routes: string[]; version?: string }[];
  conflicts?: { route: string; owner: string; claimedBy: string }[];
}> {
  const res = await fetch(`${site}/api/remotes`);
  expect(res.ok).toBe(true);
  return res.json() as never;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // The next version of mfe-consulting: a visible mark on every page, and a route it has no right to.
  const config = copyRemoteSources('consulting', copy, {
    extraRoutes: ['/company'],
    editRoutes: (source) =>
      source.replace('return useRoutes(routes);', 'const page = useRoutes(routes);\n  return (\n    <>\n      <p data-testid="deploy-marker">新しい版</p>\n      {page}\n    </>\n  );'),
    port: SITE_PORT + 5,
    title: 'consulting (next)',
  });
  const build = await buildRemote(config);
  expect(build.code, build.output.slice(-3000)).toBe(0);

  ownSite = await startOwnSite(SITE_PORT, join(work, 'data'), { DEPLOY_DIR: deployDir });
});

test.afterAll(() => {
  ownSite?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('deploy, promote while a tab is open, navigate onto the new version, roll back; a stolen route is refused; a bad version is skipped', async ({ page }) => {
  // --- Version A: today's build, deployed and promoted ---
  const deployedA = await remoteCli('deploy', 'consulting');
  const versionA = /deployed (\S+) \(current\)/.exec(deployedA)?.[1] as string;
  expect(versionA).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
  let doc = await remotesDocument();
  let consulting = doc.remotes.find((r) => r.name === 'consulting');
  expect(consulting).toMatchObject({ entry: `/remotes/consulting/v/${versionA}/mf-manifest.json`, version: versionA });
  // The same build again is the same version.
  expect(await remoteCli('deploy', 'consulting')).toContain(`deployed ${versionA} (current)`);

  const broken: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/remotes/') && r.status() >= 400) broken.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/remotes/') && r.failure()?.errorText !== 'net::ERR_ABORTED') broken.push(`${r.failure()?.errorText} ${r.url()}`);
  });
  await page.goto(`${site}/airyflow`);
  await expect(page.getByRole('heading', { level: 1, name: /活きる場所/ })).toBeVisible();
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  const marker = await page.evaluate(() => ((window as unknown as { __tab: number }).__tab = 1));
  expect(marker).toBe(1);

  // --- The next build claims /company, editorial's page: refused at deploy, --force or not ---
  for (const force of [[], ['--force']]) {
    const refused = await remoteCliFails(1, 'deploy', 'consulting', '--from', join(copy, 'dist'), ...force);
    expect(refused).toContain('/company (consulting) overlaps /company owned by editorial');
    expect(refused).not.toContain('deployed');
  }
  expect((await remotesDocument()).remotes.find((r) => r.name === 'consulting')?.version).toBe(versionA);
  expect(readdirSync(join(deployDir, 'consulting')).sort()).toEqual([versionA]);
  // Without the stolen route it passes the gate.
  const routesFile = join(copy, 'dist', 'routes.json');
  writeFileSync(routesFile, JSON.stringify((JSON.parse(readFileSync(routesFile, 'utf8')) as string[]).filter((r) => r !== '/company')));

  // --- Version B promoted while the tab is open ---
  const deployedB = await remoteCli('deploy', 'consulting', '--from', join(copy, 'dist'));
  const versionB = /deployed (\S+) \(current\)/.exec(deployedB)?.[1] as string;
  expect(versionB).not.toBe(versionA);
  doc = await remotesDocument();
  consulting = doc.remotes.find((r) => r.name === 'consulting');
  expect(consulting).toMatchObject({ entry: `/remotes/consulting/v/${versionB}/mf-manifest.json`, version: versionB });
  expect(consulting?.routes).not.toContain('/company');
  expect(doc.remotes.find((r) => r.name === 'editorial')?.routes).toContain('/company');
  expect(doc.conflicts).toBeUndefined();
  // The old version's files are still served for tabs that have them.
  expect((await fetch(`${site}/remotes/consulting/v/${versionA}/mf-manifest.json`)).status).toBe(200);

  // The open tab navigates (once its remotes document is older than 10 s): the page opens anew on B.
  await page.waitForTimeout(10_500);
  await page.locator('a[href="/airyflow/post"]').first().click();
  await expect(page).toHaveURL(`${site}/airyflow/post`);
  await expect(page.getByTestId('deploy-marker')).toHaveText('新しい版');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.remoteUpdated })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __tab?: number }).__tab)).toBeUndefined(); // a full navigation
  await page.goto(`${site}/company`);
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0); // editorial's page, not consulting's
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // --- Rollback: back to A, taken up the same way ---
  await page.goto(`${site}/airyflow`);
  await expect(page.getByTestId('deploy-marker')).toHaveText('新しい版');
  expect(await remoteCli('rollback', 'consulting')).toContain(`rolled back to ${versionA}`);
  expect((await remotesDocument()).remotes.find((r) => r.name === 'consulting')?.version).toBe(versionA);
  await page.waitForTimeout(10_500);
  await page.locator('a[href="/airyflow/post"]').first().click();
  await expect(page).toHaveURL(`${site}/airyflow/post`);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.remoteUpdated })).toBeVisible();
  await expect(page.getByTestId('deploy-marker')).toHaveCount(0);
  const list = await remoteCli('list', 'consulting');
  expect(list).toContain(`* ${versionA}`);
  expect(list).toContain(`  ${versionB}`);

  // --- B again, then marked bad while live; C deployed (forced: no second smoke run); rollback skips B ---
  await remoteCli('promote', 'consulting', versionB);
  const marked = await remoteCli('mark-bad', 'consulting', versionB, '--reason', 'e2e: broken');
  expect(marked).toContain('is still live');
  expect(await remoteCliFails(2, 'promote', 'consulting', versionB)).toContain('is marked bad');
  writeFileSync(join(copy, 'dist', 'version-c.txt'), 'C');
  const deployedC = await remoteCli('deploy', 'consulting', '--from', join(copy, 'dist'), '--force');
  expect(deployedC).toContain('WARNING');
  const versionC = /deployed (\S+) \(current\)/.exec(deployedC)?.[1] as string;
  expect([versionA, versionB]).not.toContain(versionC);
  expect(await remoteCli('rollback', 'consulting')).toContain(`rolled back to ${versionA}`);
  expect((await remotesDocument()).remotes.find((r) => r.name === 'consulting')?.version).toBe(versionA);
  const marks = await remoteCli('list', 'consulting');
  expect(marks).toContain(`* ${versionA}`);
  expect(marks).toContain(`  ${versionB}  bad (e2e: broken)`);
  expect(marks).toContain(`  ${versionC}  forced`);

  expect(broken, 'no remote file failed to load').toEqual([]);
});
