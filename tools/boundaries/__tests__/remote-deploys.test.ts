/**
 * scripts/remote.mjs: the version store behind `npm run remote -- deploy|promote|rollback|list`.
 * (The browser side — an open tab taking up a promoted version — is e2e/tests/federation/versioned-deploy.spec.ts.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function store(): string {
  return path.join(dir, 'deploy');
}
const cli = path.join(__dirname, '..', '..', '..', 'scripts', 'remote.mjs');
let dir: string;

/** Runs `npm run remote -- …` against a deploy folder of the test's own; throws with the output on a failure. */
function remote(...args: string[]): string {
  return execFileSync(process.execPath, [cli, ...args], { env: { ...process.env, DEPLOY_DIR: store() }, encoding: 'utf8', stdio: 'pipe' });
}
function remoteFails(...args: string[]): string {
  try {
    remote(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error(`remote ${args.join(' ')} did not fail`);
}
const deployed = (out: string) => /deployed (\S+)/.exec(out)?.[1] as string;
const state = () => JSON.parse(readFileSync(path.join(store(), 'board', 'state.json'), 'utf8')) as { current: string; history: string[] };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'akiya-deploys-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

let builds = 0;
/** A remote build whose content differs by `label`. */
function build(label: string): string {
  const out = path.join(dir, `build-${(builds += 1)}`);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({ id: 'board', metaData: { buildInfo: { buildVersion: '0.1.0' } } }));
  writeFileSync(path.join(out, 'mf-manifest.json.br'), 'stale');
  writeFileSync(path.join(out, 'main.js'), `console.log(${JSON.stringify(label)})`);
  return out;
}


it('deploys a build into a version folder named by content, writes the version into its manifest, promotes it', () => {
  const out = remote('deploy', 'board', '--from', build('a'));
  const version = deployed(out);
  expect(out).toContain(`deployed ${version} (current)`);
  expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/); // mfe-board's package version and the content hash
  expect(state()).toEqual({ current: version, history: [version] });
  const manifest = JSON.parse(readFileSync(path.join(store(), 'board', version, 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
  // The precompressed manifest would name the old version: gone.
  expect(existsSync(path.join(store(), 'board', version, 'mf-manifest.json.br'))).toBe(false);
  // The same content again is the same version, still current.
  expect(deployed(remote('deploy', 'board', '--from', build('a')))).toBe(version);
  expect(remote('list', 'board').trim()).toBe(`* ${version}`);
});

it('promotes, rolls back one step at a time, and refuses what does not exist', () => {
  const a = deployed(remote('deploy', 'board', '--from', build('a')));
  const b = deployed(remote('deploy', 'board', '--from', build('b')));
  const c = deployed(remote('deploy', 'board', '--from', build('c'), '--no-promote'));
  expect(state().current).toBe(b);
  remote('promote', 'board', c);
  expect(state()).toEqual({ current: c, history: [a, b, c] });
  expect(remote('rollback', 'board')).toContain(`rolled back to ${b}`);
  expect(state()).toEqual({ current: b, history: [a, b] });
  remote('rollback', 'board');
  expect(state()).toEqual({ current: a, history: [a] });
  expect(remoteFails('rollback', 'board')).toContain('no earlier promoted version');
  expect(remoteFails('promote', 'board', '0.1.0-00000000')).toContain('no deployed version');
  expect(remoteFails('promote', 'board', '../../etc')).toContain('no deployed version');
  expect(remoteFails('deploy', 'nosuchremote', '--from', build('x'))).toContain('not in the remotes configuration');
});

it('keeps the last versions on disk, never the current or the previous promoted one', () => {
  const made: string[] = [];
  for (const label of ['1', '2', '3', '4']) {
    const version = deployed(remote('deploy', 'board', '--from', build(label), '--keep', '10'));
    made.push(version);
    // distinct modification times, oldest first
    const t = new Date(Date.now() - (10 - made.length) * 60_000);
    utimesSync(path.join(store(), 'board', version, 'mf-manifest.json'), t, t);
  }
  remote('promote', 'board', made[0]); // an old version promoted again: it and the one before it are protected
  const out = remote('deploy', 'board', '--from', build('5'), '--keep', '2', '--no-promote');
  // Kept: the two newest (4 and 5), the current (1) and the one promoted before it (4).
  expect(out).toContain('removed old versions');
  const listed = remote('list', 'board');
  for (const gone of [made[1], made[2]]) expect(listed).not.toContain(gone);
  expect(listed).toContain(`* ${made[0]}`);
  expect(listed).toContain(`  ${made[3]}`);
});
