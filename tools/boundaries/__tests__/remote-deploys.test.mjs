/**
 * scripts/remote.mjs: the version store behind `npm run remote -- deploy|promote|rollback|list|mark-bad`,
 * the deploy gate (contract check, route ownership) and bad versions. The commands run in-process
 * (`run`) against a deploy folder and a remotes configuration of the test's own, with the contract
 * check replaced by a stub (the real one, a browser against the deployed shell, is
 * e2e/tests/federation/versioned-deploy.spec.ts); one test runs the real command line.
 * (The browser side — an open tab taking up a promoted version — is the same e2e test.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from '../../../scripts/remote.mjs';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'remote.mjs');
// The API's reading of state.json (TypeScript, through Jest's transform).
const { parseDeployState } = createRequire(import.meta.url)('../../../api/src/remotes/deploy-store.ts');

let dir;
let env;
const store = () => path.join(dir, 'deploy');
/** What the stubbed contract check answers, and how it was called. */
let failures;
let checks;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'akiya-deploys-'));
  failures = [];
  checks = [];
  // Three remotes: board and consulting deploy in these tests, editorial serves its dist/ today.
  const remoteFolderOf = (name, version, routes, distRoutes) => {
    const folder = path.join(dir, `mfe-${name}`);
    mkdirSync(path.join(folder, 'dist'), { recursive: true });
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: `@akiya/mfe-${name}`, version }));
    if (routes) writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(routes));
    if (distRoutes) writeFileSync(path.join(folder, 'dist', 'routes.json'), JSON.stringify(distRoutes));
  };
  remoteFolderOf('board', '0.1.0', ['/board'], ['/board', '/board/page/:page']);
  remoteFolderOf('editorial', '0.1.0', ['/company-old'], ['/company', '/blog', '/blog/:id']);
  remoteFolderOf('consulting', '0.4.0', ['/consult']); // no dist/routes.json: its package's routes.json
  writeFileSync(
    path.join(dir, 'remotes.config.json'),
    JSON.stringify({ remotes: ['board', 'editorial', 'consulting'].map((name) => ({ name, dir: path.join(dir, `mfe-${name}`) })) }),
  );
  env = { ...process.env, DEPLOY_DIR: store(), DATA_DIR: path.join(dir, 'data'), DATABASE_URL: `sqlite:${path.join(dir, 'data', 'akiya.sqlite')}`, REMOTES_CONFIG: path.join(dir, 'remotes.config.json') };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run remote -- …` in-process: the exit code and what it printed. */
async function remote(...args) {
  let out = '';
  let err = '';
  const check = async (opts) => {
    checks.push(opts);
    return failures;
  };
  const code = await lib.run(args, { env, log: (s) => (out += `${s}\n`), error: (s) => (err += `${String(s)}\n`), check, openLedger: lib.fileLedger });
  return { code, out, err };
}
async function ok(...args) {
  const r = await remote(...args);
  if (r.code !== 0) throw new Error(`remote ${args.join(' ')} exited ${r.code}: ${r.err}`);
  return r.out + r.err;
}
const deployed = (out) => /deployed (\S+)/.exec(out)?.[1];
const state = (name = 'board') => JSON.parse(readFileSync(path.join(store(), name, 'state.json'), 'utf8'));
const owners = () => JSON.parse(readFileSync(path.join(store(), 'routes.json'), 'utf8')).owners;
const ownerOf = () => Object.fromEntries(Object.entries(owners()).map(([p, o]) => [p, o.remote]));

let builds = 0;
/** A remote build whose content differs by `label`, with the routes it claims. */
function build(label, routes = ['/board', '/board/page/:page'], id = 'board') {
  const out = path.join(dir, `build-${(builds += 1)}`);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({ id, metaData: { buildInfo: { buildVersion: '0.1.0' } } }));
  writeFileSync(path.join(out, 'mf-manifest.json.br'), 'stale');
  writeFileSync(path.join(out, 'routes.json'), JSON.stringify(routes));
  writeFileSync(path.join(out, 'main.js'), `console.log(${JSON.stringify(label)})`);
  return out;
}
const deployDirEntries = (name) => (existsSync(path.join(store(), name)) ? readdirSync(path.join(store(), name)).sort() : []);

describe('the version store', () => {
  it('deploys a build into a version folder named by content, writes the version into its manifest, promotes it', async () => {
    const out = await ok('deploy', 'board', '--from', build('a'));
    const version = deployed(out);
    expect(out).toContain(`deployed ${version} (current)`);
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/); // the remote's package version and the content hash
    expect(state()).toMatchObject({ current: version, history: [version] });
    expect(state().versions[version]).toMatchObject({ forced: false });
    expect(Date.parse(state().versions[version].deployedAt)).not.toBeNaN();
    const manifest = JSON.parse(readFileSync(path.join(store(), 'board', version, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
    // The precompressed manifest would name the old version: gone.
    expect(existsSync(path.join(store(), 'board', version, 'mf-manifest.json.br'))).toBe(false);
    expect(checks).toEqual([{ smoke: true }]);
    // The same content again is the same version, still current, and not checked again.
    expect(deployed(await ok('deploy', 'board', '--from', build('a')))).toBe(version);
    expect(checks).toHaveLength(1);
    expect((await ok('list', 'board')).trim()).toBe(`* ${version}`);
  });

  it('promotes, rolls back one step at a time, and refuses what does not exist', async () => {
    const a = deployed(await ok('deploy', 'board', '--from', build('a')));
    const b = deployed(await ok('deploy', 'board', '--from', build('b')));
    const c = deployed(await ok('deploy', 'board', '--from', build('c'), '--no-promote'));
    expect(state().current).toBe(b);
    await ok('promote', 'board', c);
    expect(state()).toMatchObject({ current: c, history: [a, b, c] });
    expect(await ok('rollback', 'board')).toContain(`rolled back to ${b}`);
    expect(state()).toMatchObject({ current: b, history: [a, b] });
    await ok('rollback', 'board');
    expect(state()).toMatchObject({ current: a, history: [a] });
    const none = await remote('rollback', 'board');
    expect(none.code).toBe(2);
    expect(none.err).toContain('no earlier promoted version');
    expect((await remote('promote', 'board', '0.1.0-00000000')).err).toContain('no deployed version');
    expect((await remote('promote', 'board', '../../etc')).err).toContain('no deployed version');
    expect((await remote('deploy', 'nosuchremote', '--from', build('x'))).err).toContain('not in the remotes configuration');
  });

  it('keeps the last versions on disk, never the current or the previous promoted one', async () => {
    const made = [];
    for (const label of ['1', '2', '3', '4']) {
      const version = deployed(await ok('deploy', 'board', '--from', build(label), '--keep', '10'));
      made.push(version);
      // distinct modification times, oldest first
      const t = new Date(Date.now() - (10 - made.length) * 60_000);
      utimesSync(path.join(store(), 'board', version, 'mf-manifest.json'), t, t);
    }
    await ok('promote', 'board', made[0]); // an old version promoted again: it and the one before it are protected
    const out = await ok('deploy', 'board', '--from', build('5'), '--keep', '2', '--no-promote');
    // Kept: the two newest (4 and 5), the current (1) and the one promoted before it (4).
    expect(out).toContain('removed old versions');
    const listed = await ok('list', 'board');
    for (const gone of [made[1], made[2]]) {
      expect(listed).not.toContain(gone);
      expect(state().versions[gone]).toBeUndefined(); // its record goes with it
    }
    expect(listed).toContain(`* ${made[0]}`);
    expect(listed).toContain(`  ${made[3]}`);
  });

  it('writes a state.json the API still reads as { current, history }', async () => {
    const a = deployed(await ok('deploy', 'board', '--from', build('a')));
    await ok('mark-bad', 'board', a, '--reason', 'broken');
    const text = readFileSync(path.join(store(), 'board', 'state.json'), 'utf8');
    expect(JSON.parse(text).versions[a]).toMatchObject({ bad: true, badReason: 'broken' });
    expect(parseDeployState(text)).toEqual({ current: a, history: [a] });
  });
});

describe('the contract gate', () => {
  it('refuses a build that fails the contract check: exit 1, every failure listed, nothing copied, state unchanged', async () => {
    const a = deployed(await ok('deploy', 'board', '--from', build('a')));
    const before = readFileSync(path.join(store(), 'board', 'state.json'), 'utf8');
    const ownersBefore = readFileSync(path.join(store(), 'routes.json'), 'utf8');
    failures = ['@akiya/shared-ui: the build requires ^0.3.0, the deployed shell provides 0.2.0', 'the smoke test failed'];
    const refused = await remote('deploy', 'board', '--from', build('b', ['/board', '/board/new-page']));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('deploy refused');
    expect(refused.err).toContain('@akiya/shared-ui: the build requires ^0.3.0, the deployed shell provides 0.2.0');
    expect(refused.err).toContain('the smoke test failed');
    expect(refused.out).not.toContain('deployed');
    expect(deployDirEntries('board')).toEqual([a, 'state.json']);
    expect(readFileSync(path.join(store(), 'board', 'state.json'), 'utf8')).toBe(before);
    expect(readFileSync(path.join(store(), 'routes.json'), 'utf8')).toBe(ownersBefore); // /board/new-page not claimed
  });

  it('--force deploys anyway, without the browser check, with a warning, and records the version as forced', async () => {
    failures = ['routes.json is missing from the build'];
    const forced = await remote('deploy', 'board', '--from', build('b'), '--force');
    expect(forced.code).toBe(0);
    const version = deployed(forced.out);
    expect(forced.err).toMatch(/WARNING: board \S+ deployed with --force/);
    expect(forced.err).toContain('routes.json is missing from the build');
    expect(checks).toEqual([{ smoke: false }]);
    expect(state().versions[version]).toMatchObject({ forced: true, checkFailures: ['routes.json is missing from the build'] });
    expect(await ok('list', 'board')).toContain(`* ${version}  forced`);
    // Deployed again without --force, the same build is checked now and no longer forced once it passes.
    failures = [];
    expect(deployed(await ok('deploy', 'board', '--from', build('b')))).toBe(version);
    expect(checks).toEqual([{ smoke: false }, { smoke: true }]);
    expect(state().versions[version].forced).toBe(false);
  });
});

describe('route ownership', () => {
  it('is seeded from what the remotes serve today, then the first claim wins; overlaps are refused, --force or not', async () => {
    // Seeded at the first deploy: board has no deployed version yet, so its dist/routes.json counts.
    const a = deployed(await ok('deploy', 'board', '--from', build('a', ['/board'])));
    expect(ownerOf()).toEqual({
      '/board': 'board',
      '/board/page/:page': 'board',
      '/company': 'editorial',
      '/blog': 'editorial',
      '/blog/:id': 'editorial',
      '/consult': 'consulting',
    });
    // Seeded again (the record removed): board's current version serves /board only, that counts now.
    rmSync(path.join(store(), 'routes.json'));
    const c = deployed(await ok('deploy', 'consulting', '--from', build('fair', ['/airyflow', '/consult'], 'consulting')));
    expect(c).toMatch(/^0\.4\.0-/);
    expect(ownerOf()).toEqual({
      '/board': 'board',
      '/company': 'editorial',
      '/blog': 'editorial',
      '/blog/:id': 'editorial',
      '/consult': 'consulting',
      '/airyflow': 'consulting', // its new claim
    });

    const stolen = build('steal', ['/airyflow', '/company', '/:slug', '/board/*'], 'consulting');
    for (const args of [[], ['--force']]) {
      const refused = await remote('deploy', 'consulting', '--from', stolen, ...args);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('--force does not override');
      for (const pair of [
        '/company (consulting) overlaps /company owned by editorial',
        '/:slug (consulting) overlaps /board owned by board',
        '/:slug (consulting) overlaps /company owned by editorial',
        '/:slug (consulting) overlaps /blog owned by editorial',
        '/board/* (consulting) overlaps /board owned by board',
      ]) {
        expect(refused.err).toContain(pair);
      }
      expect(refused.err).not.toContain('/airyflow (consulting)');
      expect(refused.err).not.toContain('/:slug (consulting) overlaps /blog/:id'); // one segment against two
      expect(deployDirEntries('consulting')).toEqual([c, 'state.json']);
      expect(state('consulting')).toMatchObject({ current: c, history: [c] });
    }
    expect(checks).toHaveLength(2); // the routes are refused before any contract check

    // board re-claims its own pattern and adds one; what it drops stays its own.
    const b = deployed(await ok('deploy', 'board', '--from', build('b', ['/board/page/:page'])));
    expect(b).not.toBe(a);
    expect(ownerOf()['/board']).toBe('board');
    expect(ownerOf()['/board/page/:page']).toBe('board');
    const late = await remote('deploy', 'consulting', '--from', build('late', ['/airyflow', '/board'], 'consulting'));
    expect(late.code).toBe(1);
    expect(late.err).toContain('/board (consulting) overlaps /board owned by board');
  });

  it('keeps the record once written: a remote serving a route later does not own it', async () => {
    await ok('deploy', 'consulting', '--from', build('c', ['/consult'], 'consulting'));
    // editorial's dist now serves /airyflow too, but the record was written before: the first claim wins.
    writeFileSync(path.join(dir, 'mfe-editorial', 'dist', 'routes.json'), JSON.stringify(['/company', '/airyflow']));
    await ok('deploy', 'consulting', '--from', build('c2', ['/consult', '/airyflow'], 'consulting'));
    expect(ownerOf()['/airyflow']).toBe('consulting');
  });

  it('seeds a remote without a dist/routes.json from its package routes.json', async () => {
    const refused = await remote('deploy', 'board', '--from', build('b', ['/board', '/consult']));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('/consult (board) overlaps /consult owned by consulting');
  });
});

describe('bad versions', () => {
  it('mark-bad then rollback skips the bad version (deploy A, B, mark-bad B, deploy C, rollback → A)', async () => {
    const a = deployed(await ok('deploy', 'board', '--from', build('a')));
    const b = deployed(await ok('deploy', 'board', '--from', build('b')));
    const marked = await remote('mark-bad', 'board', b, '--reason', 'map page throws');
    expect(marked.code).toBe(0);
    expect(marked.err).toMatch(/WARNING: board \S+ is still live/);
    expect(marked.err).toContain('rollback board');
    const c = deployed(await ok('deploy', 'board', '--from', build('c')));
    expect(state()).toMatchObject({ current: c, history: [a, b, c] });
    expect(await ok('rollback', 'board')).toContain(`rolled back to ${a}`);
    expect(state()).toMatchObject({ current: a, history: [a] });
    const listed = await ok('list', 'board');
    expect(listed).toContain(`* ${a}`);
    expect(listed).toContain(`  ${b}  bad (map page throws)`);
    expect(listed).toMatch(new RegExp(`^  ${c}$`, 'm'));
  });

  it('is not promoted, not deployed again, and rollback fails when only bad versions are left', async () => {
    const a = deployed(await ok('deploy', 'board', '--from', build('a')));
    const b = deployed(await ok('deploy', 'board', '--from', build('b')));
    const notLive = await remote('mark-bad', 'board', a);
    expect(notLive.err).not.toContain('still live');
    const promoted = await remote('promote', 'board', a);
    expect(promoted.code).toBe(2);
    expect(promoted.err).toContain('is marked bad');
    expect(state().current).toBe(b);
    const again = await remote('deploy', 'board', '--from', build('a'));
    expect(again.code).toBe(2);
    expect(again.err).toContain('is marked bad');
    expect(state().current).toBe(b);
    const rolled = await remote('rollback', 'board');
    expect(rolled.code).toBe(2);
    expect(rolled.err).toContain('no earlier promoted version');
    expect(state().current).toBe(b);
    expect((await ok('list', 'board')).split('\n')).toContain(`  ${a}  bad`);
  });

  it('mark-bad refuses a version that was never deployed', async () => {
    await ok('deploy', 'board', '--from', build('a'));
    const r = await remote('mark-bad', 'board', '0.1.0-deadbeef');
    expect(r.code).toBe(2);
    expect(r.err).toContain('no deployed version');
    expect((await remote('mark-bad', 'board')).code).toBe(2);
  });

  it('keeps the version rollback would go back to on disk', async () => {
    const made = [];
    for (const label of ['1', '2', '3']) {
      made.push(deployed(await ok('deploy', 'board', '--from', build(label), '--keep', '10')));
      const t = new Date(Date.now() - (10 - made.length) * 60_000);
      utimesSync(path.join(store(), 'board', made[made.length - 1], 'mf-manifest.json'), t, t);
    }
    await ok('mark-bad', 'board', made[1]);
    // history 1, 2 (bad), 3 (current): rollback goes to 1, which --keep 2 must not remove.
    await ok('deploy', 'board', '--from', build('4'), '--keep', '2', '--no-promote');
    expect(existsSync(path.join(store(), 'board', made[0]))).toBe(true);
    expect(await ok('rollback', 'board')).toContain(`rolled back to ${made[0]}`);
  });
});

it('the command line: a route conflict exits 1 before any check; usage errors exit 2', () => {
  const run = (...args) => {
    try {
      return { code: 0, out: execFileSync(process.execPath, [cli, ...args], { env, encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const e = error;
      return { code: e.status, out: e.stderr };
    }
  };
  const refused = run('deploy', 'consulting', '--from', build('x', ['/company'], 'consulting'), '--force');
  expect(refused).toEqual({ code: 1, out: expect.stringContaining('/company (consulting) overlaps /company owned by editorial') });
  expect(existsSync(path.join(store(), 'consulting'))).toBe(false);
  expect(run('mark-bad', 'board').code).toBe(2);
  expect(run('deploy', 'board', '--bogus').code).toBe(2);
});
