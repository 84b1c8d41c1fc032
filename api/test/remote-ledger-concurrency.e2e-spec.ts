import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openLedgerDatabase, type Ledger } from '../src/remotes/deploy-ledger';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

/**
 * `npm run remote` commands on one remote at the same time, from separate processes as from separate
 * machines (docs/remotes.md, "Where the current version lives"): each command takes the remote's
 * remote_deploys row (and a deploy the route owners) for its read-modify-write, so none overwrites
 * what another committed in between. Concurrent promotes keep every promotion in the history,
 * concurrent deploys keep every version's record, and of two remotes claiming overlapping routes at
 * once exactly one gets them. SQLite, and MariaDB when TEST_DATABASE_URL is set. Runs the real
 * command line (scripts/remote.mjs) on the compiled API (npm run build -w @akiya/api).
 */
const root = join(__dirname, '..', '..');

function databaseUrl(db: TestDatabase): string {
  if (db.config.type === 'better-sqlite3') return `sqlite:${db.config.file}`;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${db.config.database}`;
  return url.toString();
}

describe.each(testEngines())('concurrent remote commands (%s)', (engine) => {
  let db: TestDatabase;
  let env: NodeJS.ProcessEnv;
  let builds = 0;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    for (const name of ['board', 'editorial']) {
      mkdirSync(join(db.dir, `mfe-${name}`), { recursive: true });
      writeFileSync(join(db.dir, `mfe-${name}`, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    }
    writeFileSync(
      join(db.dir, 'remotes.config.json'),
      JSON.stringify({ remotes: ['board', 'editorial'].map((name) => ({ name, dir: join(db.dir, `mfe-${name}`) })) }),
    );
    env = {
      ...process.env,
      DATABASE_URL: databaseUrl(db),
      DATA_DIR: join(db.dir, 'data'),
      DEPLOY_DIR: join(db.dir, 'deploy'),
      REMOTES_CONFIG: join(db.dir, 'remotes.config.json'),
      LOG_LEVEL: 'error',
      // Each command waits this long between reading the record and writing it: commands that were
      // not serialised would all read the same record and overwrite each other's writes.
      REMOTE_LEDGER_TEST_HOLD_MS: '1500',
    };
    // Migrated once before the commands race (each command applies pending migrations itself).
    const ledger = await openLedgerDatabase(env);
    await ledger.close();
  }, 60_000);
  afterAll(async () => {
    await db?.drop();
  });

  /** A remote's build of its own content (another version each time). */
  function build(remote: string, routes: string[]): string {
    const out = join(db.dir, `build-${(builds += 1)}`);
    mkdirSync(join(out, 'server'), { recursive: true });
    writeFileSync(join(out, 'mf-manifest.json'), JSON.stringify({ id: remote, metaData: {} }));
    writeFileSync(join(out, 'routes.json'), JSON.stringify(routes));
    writeFileSync(join(out, 'server', 'remote.js'), `exports.build = ${builds};`);
    return out;
  }

  function remote(...args: string[]): Promise<{ code: number; output: string }> {
    return new Promise((done) => {
      execFile(process.execPath, [join(root, 'scripts', 'remote.mjs'), ...args], { cwd: root, env, timeout: 120_000 }, (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  }

  async function ok(...args: string[]): Promise<string> {
    const r = await remote(...args);
    if (r.code !== 0) throw new Error(`remote ${args.join(' ')} exited ${r.code}:\n${r.output}`);
    return r.output;
  }
  const deployedIn = (output: string) => /: deployed (\S+)/.exec(output)?.[1] as string;

  async function recorded(): Promise<Ledger> {
    const ledger = await openLedgerDatabase(env);
    try {
      return await ledger.load();
    } finally {
      await ledger.close();
    }
  }

  it('deploys of one remote at the same time: every version recorded and in the history once, the current one last', async () => {
    const froms = Array.from({ length: 4 }, () => build('board', ['/board']));
    // --force: static checks only (the smoke test needs a site); --keep: none pruned.
    const outputs = await Promise.all(froms.map((from) => ok('deploy', 'board', '--from', from, '--force', '--keep', '10')));
    const versions = outputs.map(deployedIn);
    expect(new Set(versions).size).toBe(4);
    const board = (await recorded()).remotes.board;
    expect(Object.keys(board.versions).sort()).toEqual([...versions].sort());
    expect([...board.history].sort()).toEqual([...versions].sort());
    expect(board.current).toBe(board.history[board.history.length - 1]);
    for (const v of versions) expect(board.versions[v]).toMatchObject({ forced: true, serverSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  }, 180_000);

  it('promotes and a mark-bad at the same time: every promotion is in the history, the bad mark kept, the current one last', async () => {
    const before = (await recorded()).remotes.board;
    const froms = Array.from({ length: 4 }, () => build('board', ['/board']));
    const fresh: string[] = [];
    for (const from of froms) fresh.push(deployedIn(await ok('deploy', 'board', '--from', from, '--force', '--no-promote', '--keep', '20')));
    const oldest = before.history[0];
    const results = await Promise.all([...fresh.map((v) => remote('promote', 'board', v)), remote('mark-bad', 'board', oldest, '--reason', 'concurrent')]);
    for (const r of results) expect({ code: r.code, output: r.output }).toMatchObject({ code: 0 });

    const board = (await recorded()).remotes.board;
    for (const v of fresh) expect(board.history.filter((h) => h === v)).toHaveLength(1);
    expect(board.history.slice(-4).sort()).toEqual([...fresh].sort());
    expect(board.current).toBe(board.history[board.history.length - 1]);
    expect(board.versions[oldest]).toMatchObject({ bad: true, badReason: 'concurrent' });
    expect(Object.keys(board.versions)).toHaveLength(8);
  }, 180_000);

  it('two remotes claiming overlapping routes at the same time: exactly one deploy gets them, the other is refused', async () => {
    const [a, b] = await Promise.all([
      remote('deploy', 'board', '--from', build('board', ['/board', '/shared/:slug']), '--force', '--keep', '20'),
      remote('deploy', 'editorial', '--from', build('editorial', ['/shared/page']), '--force'),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    const refused = a.code === 1 ? a : b;
    expect(refused.output).toMatch(/deploy refused/);
    const owners = (await recorded()).owners!;
    if (a.code === 0) {
      expect(owners['/shared/:slug']).toMatchObject({ remote: 'board' });
      expect(owners['/shared/page']).toBeUndefined();
    } else {
      expect(owners['/shared/page']).toMatchObject({ remote: 'editorial' });
      expect(owners['/shared/:slug']).toBeUndefined();
    }
  }, 180_000);
});
