import { expect, test, type Response } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type S3rver from 's3rver';
import { PORT } from '../../playwright.config';
import { clientNavigate, waitForHydration } from '../../support/navigation';
import { startOwnSite, type OwnSite } from '../../support/own-site';
import { runRemoteCli } from '../../support/run-node';
import { s3Env as s3EnvOf, startS3 } from '../../support/s3-bucket';

/**
 * A remote deployed to a bucket (docs/remotes.md, "Deploy targets"): `npm run remote -- deploy` with
 * REMOTES_S3_BUCKET puts mfe-consulting's build (browser and Node) into s3rver, records the version
 * in the database two API instances share, and both serve it at once: the remotes document names
 * the manifest in the bucket and /airyflow comes server-rendered from the bucket's server build (the
 * heading is in the HTML before any script runs). A second deploy, a rollback and a promote switch both. The
 * deploy sets the bucket's CORS (REMOTES_CORS_ORIGINS), so Chromium on the site's origin loads the
 * remote's manifest and chunks from the bucket's origin and runs the page.
 */
const root = join(__dirname, '..', '..', '..');
const SITE_A = PORT + 20;
const SITE_B = PORT + 21;
const S3_PORT = PORT + 22;
const BUCKET = 'remotes';
const HEADING = /活きる場所/;
const work = join(root, 'e2e', '.tmp', `bucket-deploy-${PORT}`);
const s3Env = { ...s3EnvOf(S3_PORT, BUCKET, [SITE_A, SITE_B]), DEPLOY_DIR: join(work, 'deploy') };

let s3: S3rver | undefined;
const sites: OwnSite[] = [];

function remoteCli(...args: string[]): Promise<string> {
  return remoteCliWith({}, ...args);
}

/** The command's output; it must succeed. Resolves as soon as it ended: the tests time the switch. */
async function remoteCliWith(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { code, output } = await runRemoteCli(args, { ...s3Env, DATA_DIR: join(work, 'data'), ...env }, 0);
  if (code !== 0) throw new Error(`remote ${args.join(' ')} exited ${code}:\n${output}`);
  return output;
}

async function consultingOf(port: number): Promise<{ entry: string; version?: string }> {
  const doc = (await (await fetch(`http://127.0.0.1:${port}/api/remotes`)).json()) as { remotes: { name: string; entry: string; version?: string }[] };
  return doc.remotes.find((r) => r.name === 'consulting')!;
}

/** ms until both instances name `version`. */
async function bothName(version: string): Promise<number> {
  const start = Date.now();
  for (;;) {
    const [a, b] = await Promise.all([consultingOf(SITE_A), consultingOf(SITE_B)]);
    if (a.version === version && b.version === version) return Date.now() - start;
    if (Date.now() - start > 5_000) throw new Error(`a: ${a.version}, b: ${b.version}, expected ${version}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  s3 = await startS3(S3_PORT, join(work, 's3'), BUCKET);
  // One database (the SQLite file in work/data) for both instances and the command line.
  sites.push(await startOwnSite(SITE_A, join(work, 'data'), s3Env));
  sites.push(await startOwnSite(SITE_B, join(work, 'data'), s3Env));
});

test.afterAll(async () => {
  for (const site of sites) site.stop();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a deploy to the bucket is served by both instances at once, server-rendered from the bucket; a second deploy, a rollback and a promote switch both', async () => {
  // The built remote, copied (the deploy writes the version into its copy's manifest).
  const dist = join(work, 'first');
  cpSync(join(root, 'mfe-consulting', 'dist'), dist, { recursive: true, dereference: true });
  const first = await remoteCli('deploy', 'consulting', '--from', dist, '--force');
  const a = /: deployed (\S+)/.exec(first)?.[1] as string;
  expect(first).toContain(`is served from http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/${a}/`);
  expect(await bothName(a)).toBeLessThan(1_000);
  for (const port of [SITE_A, SITE_B]) {
    expect((await consultingOf(port)).entry).toBe(`http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/${a}/mf-manifest.json`);
    const res = await fetch(`http://127.0.0.1:${port}/airyflow`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(HEADING); // in the HTML, before any script runs
    expect(res.headers.get('content-security-policy')).toContain(`http://127.0.0.1:${S3_PORT}`);
  }
  // The server build came from the bucket: the version's server files fetched into DATA_DIR (shared by both here).
  expect(existsSync(join(work, 'data', 'remote-builds', 'consulting', a, 'server', 'remote.js'))).toBe(true);

  // A second build (other content: another version) to the bucket, then a rollback.
  const next = join(work, 'next');
  cpSync(dist, next, { recursive: true, dereference: true });
  writeFileSync(join(next, 'release-note.txt'), 'second build');
  const second = await remoteCli('deploy', 'consulting', '--from', next, '--force');
  const b = /: deployed (\S+)/.exec(second)?.[1] as string;
  expect(b).not.toBe(a);
  expect(await bothName(b)).toBeLessThan(1_000);
  expect(await fetch(`http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/${b}/release-note.txt`).then((r) => r.text())).toBe('second build');

  expect(await remoteCli('rollback', 'consulting')).toContain(`rolled back to ${a}`);
  expect(await bothName(a)).toBeLessThan(1_000);
  expect(await fetch(`http://127.0.0.1:${SITE_B}/airyflow`, { headers: { accept: 'text/html' } }).then((r) => r.text())).toMatch(HEADING);

  // promote: both switch to the bucket's other version at once, then back.
  expect(await remoteCli('promote', 'consulting', b)).toContain(`${b} is current`);
  expect(await bothName(b)).toBeLessThan(1_000);
  expect(await remoteCli('rollback', 'consulting')).toContain(`rolled back to ${a}`);
  expect(await bothName(a)).toBeLessThan(1_000);
});

test('Chromium on the site loads the remote from the bucket origin (the deploy set the bucket CORS) and runs it: no page or console errors', async ({ page }) => {
  const site = `http://127.0.0.1:${SITE_A}`;
  const bucketBase = `http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/`;
  const { version } = await consultingOf(SITE_A);
  expect(version).toBeTruthy();

  // The bucket answers a cross-origin read from the site's origin, and not from another one.
  const manifestUrl = `${bucketBase}${version}/mf-manifest.json`;
  expect((await fetch(manifestUrl, { headers: { origin: site } })).headers.get('access-control-allow-origin')).toBe(site);
  expect((await fetch(manifestUrl, { headers: { origin: 'http://elsewhere.example' } })).headers.get('access-control-allow-origin')).toBeNull();

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    if (r.url().startsWith(bucketBase)) errors.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  const fromBucket: Response[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(bucketBase)) fromBucket.push(r);
  });

  // Loaded in the browser: a page of the shell first, then a navigation inside the app to /airyflow.
  await page.goto(`${site}/`);
  await clientNavigate(page, '/airyflow');
  await expect(page.locator('[data-remote-root="consulting"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect.poll(() => fromBucket.map((r) => r.url().slice(bucketBase.length))).toEqual(
    expect.arrayContaining([`${version}/mf-manifest.json`, `${version}/remoteEntry.js`]),
  );
  const chunks = fromBucket.filter((r) => /\.js$/.test(r.url()) && !r.url().endsWith('/remoteEntry.js'));
  expect(chunks.length, 'the remote\'s chunks come from the bucket').toBeGreaterThan(0);
  for (const r of fromBucket) expect(r.status(), r.url()).toBe(200);
  const manifest = fromBucket.find((r) => r.url().endsWith('/mf-manifest.json'))!;
  expect(await manifest.headerValue('access-control-allow-origin')).toBe(site);

  // Opened directly: the server-rendered page hydrates with the bucket's code.
  await page.goto(`${site}/airyflow`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  // The remote ran: no error panel.
  await expect(page.locator('[data-cause]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('prune removes the oldest versions beyond --keep from the local folder and the bucket, never the current or the one rollback goes back to', async () => {
  const base = `http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/`;
  const deployed: string[] = [];
  for (const label of ['third', 'fourth']) {
    const from = join(work, label);
    cpSync(join(work, 'first'), from, { recursive: true, dereference: true });
    writeFileSync(join(from, 'release-note.txt'), `${label} build`);
    deployed.push(/: deployed (\S+)/.exec(await remoteCli('deploy', 'consulting', '--from', from, '--force'))?.[1] as string);
  }
  const [c, d] = deployed;
  await bothName(d);
  const before = (await remoteCli('list', 'consulting')).split('\n').map((l) => l.trim().replace(/^\* /, '').split(/\s+/)[0]).filter(Boolean);
  expect(before).toHaveLength(4);
  const old = before.filter((v) => v !== c && v !== d);
  expect(old).toHaveLength(2);
  for (const v of before) expect((await fetch(`${base}${v}/mf-manifest.json`)).status).toBe(200);

  const output = await remoteCli('prune', 'consulting', '--keep', '2');
  for (const v of old) expect(output).toContain(v);
  // Gone from the bucket and the local folder; the current one and the rollback target stay.
  for (const v of old) {
    expect((await fetch(`${base}${v}/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}${v}/server/remote.js`)).status).toBe(404);
    expect(existsSync(join(work, 'deploy', 'consulting', v))).toBe(false);
  }
  for (const v of [c, d]) {
    expect((await fetch(`${base}${v}/mf-manifest.json`)).status).toBe(200);
    expect(existsSync(join(work, 'deploy', 'consulting', v, 'mf-manifest.json'))).toBe(true);
  }
  const list = await remoteCli('list', 'consulting');
  expect(list).toContain(`* ${d}`);
  for (const v of old) expect(list).not.toContain(v);
  expect(await remoteCli('prune', 'consulting', '--keep', '2')).toContain('nothing to remove');
  // Still served by both, and rollback still has its version.
  expect((await consultingOf(SITE_B)).version).toBe(d);
  expect(await remoteCli('rollback', 'consulting')).toContain(`rolled back to ${c}`);
  expect(await bothName(c)).toBeLessThan(1_000);
});

test('another machine, without the version folders, lists, promotes and rolls back versions in the bucket', async () => {
  const elsewhere = { DEPLOY_DIR: join(work, 'other-machine', 'deploy') };
  mkdirSync(elsewhere.DEPLOY_DIR, { recursive: true });
  const here = (await remoteCli('list', 'consulting')).trim().split('\n');
  expect(here).toHaveLength(2);
  const current = (await consultingOf(SITE_A)).version as string;
  const other = here.map((l) => l.trim().replace(/^\* /, '').split(/\s+/)[0]).find((v) => v !== current) as string;

  const list = await remoteCliWith(elsewhere, 'list', 'consulting');
  expect(list).toContain(`* ${current}`);
  expect(list).toContain(`  ${other}`);
  expect(await remoteCliWith(elsewhere, 'promote', 'consulting', other)).toContain(`${other} is current`);
  expect(await bothName(other)).toBeLessThan(1_000);
  expect(await remoteCliWith(elsewhere, 'rollback', 'consulting')).toContain(`rolled back to ${current}`);
  expect(await bothName(current)).toBeLessThan(1_000);
  expect(existsSync(join(elsewhere.DEPLOY_DIR, 'consulting'))).toBe(false); // nothing copied there
});

test('deploy --keep prunes old versions from the bucket as well as from the local folder', async () => {
  const base = `http://127.0.0.1:${S3_PORT}/${BUCKET}/consulting/`;
  let last = '';
  let output = '';
  for (const label of ['fifth', 'sixth']) {
    const from = join(work, label);
    cpSync(join(work, 'first'), from, { recursive: true, dereference: true });
    writeFileSync(join(from, 'release-note.txt'), `${label} build`);
    output = await remoteCli('deploy', 'consulting', '--from', from, '--force', '--keep', '2');
    last = /: deployed (\S+)/.exec(output)?.[1] as string;
  }
  const removed = /removed old versions (.+)/.exec(output)?.[1].split(', ') ?? [];
  expect(removed.length).toBeGreaterThan(0);
  for (const v of removed) {
    expect((await fetch(`${base}${v}/mf-manifest.json`)).status).toBe(404);
    expect(existsSync(join(work, 'deploy', 'consulting', v))).toBe(false);
  }
  expect((await fetch(`${base}${last}/mf-manifest.json`)).status).toBe(200);
  expect(await bothName(last)).toBeLessThan(1_000);
});
