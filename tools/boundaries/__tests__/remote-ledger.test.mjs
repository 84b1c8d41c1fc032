/**
 * `npm run remote` with its record in the database (scripts/remote-ledger.mjs through the API's
 * compiled api/dist/remotes/deploy-ledger.js, on an SQLite file of the test's own): deploy, promote,
 * mark-bad and rollback write the current version, the history, each version's record (with the
 * sha256 of its server build) and the route owners there; state.json and routes.json of earlier
 * deploys are imported once; a refused deploy writes nothing. Needs `npm run build -w @akiya/api`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as lib from '../../../scripts/remote.mjs';

const { openLedgerDatabase } = createRequire(import.meta.url)('../../../api/dist/remotes/deploy-ledger.js');

let dir;
let env;
const store = () => path.join(dir, 'deploy');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'akiya-ledger-'));
  for (const name of ['board', 'editorial']) {
    mkdirSync(path.join(dir, `mfe-${name}`), { recursive: true });
    writeFileSync(path.join(dir, `mfe-${name}`, 'package.json'), JSON.stringify({ version: '0.1.0' }));
  }
  writeFileSync(path.join(dir, 'mfe-editorial', 'routes.json'), JSON.stringify(['/company']));
  writeFileSync(path.join(dir, 'remotes.config.json'), JSON.stringify({ remotes: ['board', 'editorial'].map((name) => ({ name, dir: path.join(dir, `mfe-${name}`) })) }));
  env = {
    ...process.env,
    DEPLOY_DIR: store(),
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: `sqlite:${path.join(dir, 'data', 'akiya.sqlite')}`,
    REMOTES_CONFIG: path.join(dir, 'remotes.config.json'),
  };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

let builds = 0;
function build(label, routes = ['/board']) {
  const out = path.join(dir, `build-${(builds += 1)}`);
  mkdirSync(path.join(out, 'server'), { recursive: true });
  writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({ id: 'board', metaData: {} }));
  writeFileSync(path.join(out, 'routes.json'), JSON.stringify(routes));
  writeFileSync(path.join(out, 'server', 'remote.js'), `exports.label = ${JSON.stringify(label)};`);
  return out;
}

async function remote(...args) {
  let out = '';
  const code = await lib.run(args, { env, log: (s) => (out += `${s}\n`), error: (s) => (out += `${String(s)}\n`), check: async () => [] });
  return { code, out };
}
async function ok(...args) {
  const r = await remote(...args);
  if (r.code !== 0) throw new Error(`remote ${args.join(' ')} exited ${r.code}: ${r.out}`);
  return r.out;
}
const deployed = (out) => /deployed (\S+)/.exec(out)?.[1];

async function recorded() {
  const db = await openLedgerDatabase(env);
  try {
    return await db.load();
  } finally {
    await db.close();
  }
}

it('deploy, mark-bad and rollback are recorded in the database, not in state.json', async () => {
  const a = deployed(await ok('deploy', 'board', '--from', build('a')));
  const b = deployed(await ok('deploy', 'board', '--from', build('b')));
  let ledger = await recorded();
  expect(ledger.remotes.board).toMatchObject({ current: b, history: [a, b] });
  expect(ledger.remotes.board.versions[a].serverSha256).toBe(createHash('sha256').update('exports.label = "a";').digest('hex'));
  expect(ledger.owners).toMatchObject({ '/board': { remote: 'board' }, '/company': { remote: 'editorial' } });
  expect(existsSync(path.join(store(), 'board', 'state.json'))).toBe(false);
  expect(existsSync(path.join(store(), 'routes.json'))).toBe(false);

  await ok('mark-bad', 'board', b, '--reason', 'map throws');
  expect(await ok('rollback', 'board')).toContain(`rolled back to ${a}`);
  ledger = await recorded();
  expect(ledger.remotes.board.current).toBe(a);
  expect(ledger.remotes.board.versions[b]).toMatchObject({ bad: true, badReason: 'map throws' });
  expect((await ok('list', 'board')).split('\n')).toEqual(expect.arrayContaining([`* ${a}`, `  ${b}  bad (map throws)`]));
  expect((await remote('promote', 'board', b)).code).toBe(2);
});

it('a refused deploy records nothing; the files of earlier deploys are imported once', async () => {
  const refused = await remote('deploy', 'board', '--from', build('x', ['/:slug']));
  expect(refused).toMatchObject({ code: 1, out: expect.stringContaining('/:slug (board) overlaps /company owned by editorial') });
  expect((await recorded()).remotes).toEqual({});

  // A deploy made before the record moved: its state.json and routes.json.
  mkdirSync(path.join(store(), 'board', '0.1.0-old'), { recursive: true });
  writeFileSync(path.join(store(), 'board', '0.1.0-old', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(store(), 'board', 'state.json'), JSON.stringify({ current: '0.1.0-old', history: ['0.1.0-old'], versions: {} }));
  writeFileSync(path.join(store(), 'routes.json'), JSON.stringify({ owners: { '/board': { remote: 'board', since: '2026-01-01T00:00:00.000Z' } } }));
  const next = deployed(await ok('deploy', 'board', '--from', build('n')));
  const ledger = await recorded();
  expect(ledger.remotes.board).toMatchObject({ current: next, history: ['0.1.0-old', next] });
  expect(ledger.owners['/board']).toEqual({ remote: 'board', since: '2026-01-01T00:00:00.000Z' });
  expect(await ok('rollback', 'board')).toContain('rolled back to 0.1.0-old');
});

it('a deploy refused inside the lock (its route claimed by another remote while it was checked) leaves no version folder behind', async () => {
  const from = build('late', ['/board']);
  let out = '';
  const code = await lib.run(['deploy', 'board', '--from', from], {
    env,
    log: (s) => (out += `${s}\n`),
    error: (s) => (out += `${String(s)}\n`),
    // While board's build is checked, editorial takes /board (from another machine: its own deploy
    // folder, the same database).
    check: async () => {
      const elsewhere = { ...env, DEPLOY_DIR: path.join(dir, 'deploy-elsewhere') };
      const code = await lib.run(['deploy', 'editorial', '--from', build('editorial', ['/board'])], { env: elsewhere, log: () => {}, error: () => {}, check: async () => [] });
      expect(code).toBe(0);
      return [];
    },
  });
  expect(code).toBe(1);
  expect(out).toContain('while it was being checked another deploy claimed routes');
  const folder = path.join(store(), 'board');
  expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  const ledger = await recorded();
  expect(ledger.remotes.board?.versions ?? {}).toEqual({});
  expect(ledger.owners['/board']).toMatchObject({ remote: 'editorial' });
});
