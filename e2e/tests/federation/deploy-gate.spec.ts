import { expect, test } from '@playwright/test';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORT } from '../../playwright.config';
import { startOwnSite, type OwnSite } from '../../support/own-site';
import { runRemoteCli, type RunResult } from '../../support/run-node';

/**
 * The deploy gate (docs/remotes.md, "Your first deploy: what the gate checks"), through
 * `npm run remote -- deploy` on a site of its own:
 *  - a build of mfe-consulting that requires React ^20 (its manifest and its remote entry, as a build
 *    against React 20 would) is refused; forced, it is deployed and recorded as forced, but the
 *    server does not render it (logged once for the version) and the browser's runtime refuses it;
 *  - a build that requires a shared-ui newer than the deployed shell provides is refused the same way;
 *  - a wildcard route (`/:anything`) and a pattern overlapping another remote's (`/board/page/:n`)
 *    are refused, --force or not, with every conflicting pair listed.
 */
const root = join(__dirname, '..', '..', '..');
const SHARED_UI_VERSION = (JSON.parse(readFileSync(join(root, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
const SITE_PORT = PORT + 23;
const CONTRACT_PORT = PORT + 46; // four ports for the gate's smoke test
const site = `http://127.0.0.1:${SITE_PORT}`;
const work = join(root, 'e2e', '.tmp', `deploy-gate-${PORT}`);
const deployDir = join(work, 'deploy');
const HEADING = /活きる場所/; // the heading of /airyflow (mfe-consulting)

let ownSite: OwnSite | undefined;

function remoteCli(...args: string[]): Promise<RunResult> {
  return runRemoteCli(args, { DEPLOY_DIR: deployDir, DATA_DIR: join(work, 'data'), CONTRACT_PORT: String(CONTRACT_PORT) });
}

async function currentVersion(): Promise<string | undefined> {
  const doc = (await (await fetch(`${site}/api/remotes`)).json()) as { remotes: { name: string; version?: string }[] };
  return doc.remotes.find((r) => r.name === 'consulting')?.version;
}

/** A copy of the built mfe-consulting, changed by `edit`. */
function buildCopy(label: string, edit: (dir: string) => void): string {
  const dir = join(work, label);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(root, 'mfe-consulting', 'dist'), dir, { recursive: true, dereference: true });
  for (const f of ['mf-manifest.json.br', 'mf-manifest.json.gz', 'remoteEntry.js.br', 'remoteEntry.js.gz']) rmSync(join(dir, f), { force: true });
  edit(dir);
  return dir;
}

/** Raises what the build requires of the shared `names` to `range`, in its manifest and its remote entry. */
function requires(dir: string, names: string[], from: string, range: string): void {
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
  for (const s of manifest.shared) if (names.includes(s.name)) s.requiredVersion = range;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const entryFile = join(dir, 'remoteEntry.js');
  const entry = readFileSync(entryFile, 'utf8');
  expect(entry).toContain(`requiredVersion:"${from}"`);
  writeFileSync(entryFile, entry.split(`requiredVersion:"${from}"`).join(`requiredVersion:"${range}"`));
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  ownSite = await startOwnSite(SITE_PORT, join(work, 'data'), { DEPLOY_DIR: deployDir });
  // Today's build first (forced: the gate's smoke test of a good build is versioned-deploy.spec.ts's).
  const first = await remoteCli('deploy', 'consulting', '--force');
  expect(first.code, first.output).toBe(0);
});

test.afterAll(() => {
  ownSite?.stop();
  rmSync(work, { recursive: true, force: true });
});

for (const need of [
  { what: 'React ^20', names: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'], from: '^19.3.0', range: '^20.0.0', failure: 'react: the build requires ^20.0.0, the deployed shell provides 19.' },
  // The build declares shared-ui's own version as its range (^x.y.z from shared-ui/package.json).
  { what: 'a newer shared-ui', names: ['@akiya/shared-ui'], from: `^${SHARED_UI_VERSION}`, range: '^0.99.0', failure: '@akiya/shared-ui: the build requires ^0.99.0, the deployed shell provides 0.' },
]) {
  test(`a build needing ${need.what} is refused by deploy; forced, it is recorded as forced and not rendered on the server`, async ({ page }) => {
    const before = await currentVersion();
    const dir = buildCopy(need.what.replace(/\W+/g, '-'), (d) => requires(d, need.names, need.from, need.range));

    const refused = await remoteCli('deploy', 'consulting', '--from', dir);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('deploy refused');
    expect(refused.output).toContain(need.failure);
    expect(await currentVersion()).toBe(before);

    const forced = await remoteCli('deploy', 'consulting', '--from', dir, '--force');
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('WARNING');
    const version = /deployed (\S+) \(current\) \(forced\)/.exec(forced.output)?.[1] as string;
    expect(version).toBeTruthy();
    expect(await currentVersion()).toBe(version);
    expect((await remoteCli('list', 'consulting')).output).toContain(`* ${version}  forced`);

    // Not rendered on the server: the layout is, the remote's part is left to the browser; logged once.
    const logBefore = ownSite!.log().length;
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${site}/airyflow`, { headers: { accept: 'text/html' } });
      const body = await res.text();
      expect(res.status).toBe(200);
      expect(body).toContain('data-ssr');
      expect(body).not.toMatch(HEADING);
    }
    const notRendered = () =>
      ownSite!
        .log()
        .slice(logBefore)
        .split('\n')
        .filter((l) => l.includes(`consulting ${version} requires`) && l.includes('not rendered on the server'));
    await expect.poll(notRendered).toHaveLength(1);
    expect(notRendered()[0]).toContain(need.range);

    // The browser's runtime refuses it too: the remote's error panel, not its page.
    await page.goto(`${site}/airyflow`);
    await expect(page.locator('[data-cause]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toHaveCount(0);

    // Back to the build that works, for the next test.
    const back = await remoteCli('rollback', 'consulting');
    expect(back.code, back.output).toBe(0);
  });
}

test('a wildcard route and a pattern overlapping another remote are refused at deploy, --force or not, each pair listed', async () => {
  const before = await currentVersion();
  const wildcard = buildCopy('wildcard', (d) => writeFileSync(join(d, 'routes.json'), JSON.stringify(['/airyflow', '/:anything'])));
  const overlap = buildCopy('overlap', (d) => writeFileSync(join(d, 'routes.json'), JSON.stringify(['/airyflow', '/board/page/:n'])));
  for (const force of [[], ['--force']]) {
    const a = await remoteCli('deploy', 'consulting', '--from', wildcard, ...force);
    expect(a.code, a.output).toBe(1);
    expect(a.output).toContain('deploy refused');
    for (const [owned, owner] of [
      ['/company', 'editorial'],
      ['/blog', 'editorial'],
      ['/board', 'board'],
      ['/map', 'board'],
    ]) {
      expect(a.output).toContain(`/:anything (consulting) overlaps ${owned} owned by ${owner}`);
    }
    expect(a.output).not.toContain('deployed');

    const b = await remoteCli('deploy', 'consulting', '--from', overlap, ...force);
    expect(b.code, b.output).toBe(1);
    expect(b.output).toContain('/board/page/:n (consulting) overlaps /board/page/:page owned by board');
    expect(b.output).not.toContain('deployed');
  }
  expect(await currentVersion()).toBe(before);
  const doc = (await (await fetch(`${site}/api/remotes`)).json()) as { remotes: { name: string; routes: string[] }[] };
  expect(doc.remotes.find((r) => r.name === 'consulting')?.routes).not.toContain('/:anything');
  expect((await fetch(`${site}/company`, { headers: { accept: 'text/html' } })).status).toBe(200);
});
