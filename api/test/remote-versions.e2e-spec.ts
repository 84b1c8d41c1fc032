import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { RemotesDocument } from '@akiya/contracts';
import { loadLedger, saveLedger, type RemoteState } from '../src/remotes/deploy-ledger';
import { crossEngine, startTwoInstances, type TwoInstances } from './support/two-instances';

/**
 * The current version of a remote lives in the database (docs/remotes.md, "Versioned deploys"):
 * two API instances on one database, without a shared record on disk, name the version a deploy,
 * a promote or a rollback made current to every request sent 1 s after the write (each reads it at most
 * every 500 ms).
 * The writes here are what `npm run remote` writes (saveLedger, the same module it loads).
 * MariaDB when TEST_DATABASE_URL is set, else SQLite.
 */
describe(`remote versions shared by two instances (${crossEngine})`, () => {
  let two: TwoInstances;
  let deployDir: string;

  beforeAll(async () => {
    const base = join(tmpdir(), `akiya-remote-versions-${process.pid}-${Date.now()}`);
    deployDir = join(base, 'deploy');
    for (const version of ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb']) {
      const folder = join(deployDir, 'board', version);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'mf-manifest.json'), '{}');
      writeFileSync(join(folder, 'routes.json'), JSON.stringify(version.endsWith('a') ? ['/board'] : ['/board', '/board/new-page']));
    }
    two = await startTwoInstances({ DEPLOY_DIR: deployDir });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
  });

  const boardOf = async (instance: 'a' | 'b') => {
    const doc = (await two[instance].get('/api/remotes')).json<RemotesDocument>();
    return doc.remotes.find((r) => r.name === 'board');
  };

  /**
   * Writes `current` as the record, then asks both instances until both name it; returns how long
   * after the write the last request that still got the old version was sent. What is timed is when
   * a request leaves, not how long it takes, so a loaded machine's slow answers do not count: an
   * instance that kept the old version longer than it should is still caught.
   */
  async function switchTo(current: string, history: string[], versions: RemoteState['versions']): Promise<number> {
    await saveLedger(two.a.dataSource, { board: { current, history, versions } });
    const start = Date.now();
    let lastStale = 0;
    for (;;) {
      const sent = Date.now() - start;
      const [a, b] = await Promise.all([boardOf('a'), boardOf('b')]);
      if (a?.version === current && b?.version === current) return lastStale;
      lastStale = sent;
      if (Date.now() - start > 10_000) throw new Error(`after 10 s: a names ${a?.version}, b names ${b?.version}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const at = '2026-11-28T06:00:00.000Z';
  const A = '0.1.0-aaaaaaaa';
  const B = '0.1.0-bbbbbbbb';

  it('a deploy: both instances name the new version, its entry and routes, to requests sent 1 s after the write', async () => {
    // Both have read (and cached) the document before the write.
    expect((await boardOf('a'))?.version).not.toBe(A);
    expect((await boardOf('b'))?.version).not.toBe(A);
    const ms = await switchTo(A, [A], { [A]: { deployedAt: at, forced: false } });
    expect(ms).toBeLessThan(1_000);
    expect(await boardOf('b')).toMatchObject({ entry: `/remotes/board/v/${A}/mf-manifest.json`, routes: ['/board'] });

    const deployB = await switchTo(B, [A, B], { [A]: { deployedAt: at, forced: false }, [B]: { deployedAt: at, forced: false } });
    expect(deployB).toBeLessThan(1_000);
    expect((await boardOf('a'))?.routes).toEqual(['/board', '/board/new-page']);
  });

  it('rollback and promote on the record switch both instances to requests sent 1 s after the write', async () => {
    const versions = { [A]: { deployedAt: at, forced: false }, [B]: { deployedAt: at, forced: false, bad: true, badReason: 'test' } };
    expect(await switchTo(A, [A], versions)).toBeLessThan(1_000);
    expect(await switchTo(B, [A, B], versions)).toBeLessThan(1_000);
    const ledger = await loadLedger(two.b.dataSource);
    expect(ledger.remotes.board.versions[B]).toMatchObject({ bad: true, badReason: 'test' });
  });

  it('a version served from another origin: the entry is its manifest there', async () => {
    const baseUrl = 'http://127.0.0.1:3649/bucket/board/0.1.0-cccccccc/';
    await switchTo('0.1.0-cccccccc', [A, '0.1.0-cccccccc'], {
      [A]: { deployedAt: at, forced: false },
      '0.1.0-cccccccc': { deployedAt: at, forced: false, baseUrl },
    });
    expect((await boardOf('a'))?.entry).toBe(`${baseUrl}mf-manifest.json`);
  });
});
