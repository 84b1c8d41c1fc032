import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { RemotesService, parseRoutes } from './remotes.service';

describe('parseRoutes', () => {
  it('accepts an array of strings only', () => {
    expect(parseRoutes('["/board","/board/page/:page"]')).toEqual(['/board', '/board/page/:page']);
    expect(parseRoutes('[]')).toEqual([]);
    expect(parseRoutes('{"a":1}')).toBeNull();
    expect(parseRoutes('[1]')).toBeNull();
    expect(parseRoutes('not json')).toBeNull();
  });
});

describe('RemotesService', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'akiya-remotes-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function service(env: Record<string, string> = {}): RemotesService {
    const config = loadConfig({ NODE_ENV: 'test', STATIC_ROOT: root, DATA_DIR: join(root, 'data'), ...env });
    const svc = new RemotesService(config);
    (svc as unknown as { logger: { warn: () => void } }).logger = { warn: () => undefined };
    return svc;
  }

  it('a version recorded in the database wins over REMOTE_<NAME>_URL, which is logged as ignored; the record is read again after 500 ms', async () => {
    const rows = [{ remote: 'board', current_version: '0.1.0-aaaaaaaa', base_url: null, server_sha256: 'ab'.repeat(32) }];
    const query = jest.fn(async () => rows.map((r) => ({ ...r })));
    const config = loadConfig({ NODE_ENV: 'test', STATIC_ROOT: root, DATA_DIR: join(root, 'data'), REMOTE_BOARD_URL: 'https://cdn.example.jp/board/mf-manifest.json' });
    const svc = new RemotesService(config, { query } as unknown as DataSource);
    const warnings: string[] = [];
    (svc as unknown as { logger: { warn: (m: string) => void } }).logger = { warn: (m) => warnings.push(m) };
    const board = async () => (await svc.document()).remotes.find((r) => r.name === 'board');
    expect(await board()).toMatchObject({ entry: '/remotes/board/v/0.1.0-aaaaaaaa/mf-manifest.json', version: '0.1.0-aaaaaaaa' });
    expect(await svc.deployedFolder('board')).toEqual({
      folder: join(root, 'deploy', 'board', '0.1.0-aaaaaaaa'),
      version: '0.1.0-aaaaaaaa',
      serverSha256: 'ab'.repeat(32),
    });
    await board();
    expect(warnings.filter((w) => w.startsWith('REMOTE_BOARD_URL (https://cdn.example.jp/board/mf-manifest.json) is ignored'))).toHaveLength(1);
    expect(query).toHaveBeenCalledTimes(1); // within 500 ms: the same reading

    rows[0].current_version = '0.1.0-bbbbbbbb';
    await new Promise((r) => setTimeout(r, 550));
    expect((await board())?.version).toBe('0.1.0-bbbbbbbb');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('callers at the same moment share one reading; a later call reads again', async () => {
    const svc = service();
    const read = jest.spyOn(svc as unknown as { read: () => Promise<unknown> }, 'read');
    const [a, b] = await Promise.all([svc.document(), svc.document()]);
    expect(a).toBe(b);
    expect(read).toHaveBeenCalledTimes(1);
    await svc.document();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('lists every remote with its default entry and [] routes when nothing is built', async () => {
    const doc = await service().document();
    expect(doc.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
    for (const r of doc.remotes) {
      expect(r.entry).toBe(`/remotes/${r.name}/mf-manifest.json`);
      expect(r.routes).toEqual([]);
    }
  });

  it('prefers dist/routes.json, falls back to the package routes.json, and honours REMOTE_<NAME>_URL', async () => {
    mkdirSync(join(root, 'mfe-board', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-board', 'dist', 'routes.json'), '["/board"]');
    writeFileSync(join(root, 'mfe-board', 'routes.json'), '["/old"]');
    mkdirSync(join(root, 'mfe-mypage'), { recursive: true });
    writeFileSync(join(root, 'mfe-mypage', 'routes.json'), '["/my-page"]');
    mkdirSync(join(root, 'mfe-editorial', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-editorial', 'dist', 'routes.json'), 'broken');

    const doc = await service({ REMOTE_BOARD_URL: 'http://localhost:4001/mf-manifest.json' }).document();
    const byName = Object.fromEntries(doc.remotes.map((r) => [r.name, r]));
    expect(byName.board).toEqual({ name: 'board', entry: 'http://localhost:4001/mf-manifest.json', routes: ['/board'] });
    expect(byName.mypage.routes).toEqual(['/my-page']);
    expect(byName.editorial.routes).toEqual([]);
  });

  it('re-reads a routes.json that changed, looking at it at most once a second', async () => {
    const file = join(root, 'mfe-board', 'routes.json');
    mkdirSync(join(root, 'mfe-board'), { recursive: true });
    writeFileSync(file, '["/board"]');
    const svc = service();
    expect((await svc.document()).remotes[0].routes).toEqual(['/board']);
    writeFileSync(file, '["/board","/board/page/:page"]');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await svc.document()).remotes[0].routes).toEqual(['/board']); // within the second: as read
    const later = Date.now() + 1_001;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await svc.document()).remotes[0].routes).toEqual(['/board', '/board/page/:page']);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps a route two remotes claim with the earlier remote, and lists the conflict once', async () => {
    mkdirSync(join(root, 'mfe-board', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-board', 'dist', 'routes.json'), '["/board","/company"]');
    mkdirSync(join(root, 'mfe-editorial', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-editorial', 'dist', 'routes.json'), '["/company","/news"]');
    const svc = service();
    const warnings: string[] = [];
    (svc as unknown as { logger: { warn: (m: string) => void } }).logger = { warn: (m) => warnings.push(m) };
    const doc = await svc.document();
    const byName = Object.fromEntries(doc.remotes.map((r) => [r.name, r]));
    // board comes first in the configuration: it keeps /company
    expect(byName.board.routes).toEqual(['/board', '/company']);
    expect(byName.editorial.routes).toEqual(['/news']);
    expect(doc.conflicts).toEqual([{ route: '/company', owner: 'board', claimedBy: 'editorial' }]);
    await svc.document();
    expect(warnings.filter((w) => w.includes('/company'))).toHaveLength(1);
  });

  it('announces the current version of a versioned deploy, and follows promote and rollback without a restart', async () => {
    const deploy = join(root, 'deploy');
    for (const [version, routes] of [
      ['0.1.0-aaaaaaaa', '["/board"]'],
      ['0.1.0-bbbbbbbb', '["/board","/board-new"]'],
    ]) {
      mkdirSync(join(deploy, 'board', version), { recursive: true });
      writeFileSync(join(deploy, 'board', version, 'routes.json'), routes);
    }
    const state = join(deploy, 'board', 'state.json');
    writeFileSync(state, JSON.stringify({ current: '0.1.0-aaaaaaaa', history: ['0.1.0-aaaaaaaa'] }));
    const svc = service();
    let board = (await svc.document()).remotes[0];
    expect(board).toEqual({
      name: 'board',
      entry: '/remotes/board/v/0.1.0-aaaaaaaa/mf-manifest.json',
      routes: ['/board'],
      version: '0.1.0-aaaaaaaa',
    });
    writeFileSync(state, JSON.stringify({ current: '0.1.0-bbbbbbbb', history: ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb'] }));
    utimesSync(state, new Date(), new Date(Date.now() + 5000));
    board = (await svc.document()).remotes[0];
    expect(board.entry).toBe('/remotes/board/v/0.1.0-bbbbbbbb/mf-manifest.json');
    expect(board.routes).toEqual(['/board', '/board-new']);
    // A state that names no valid version is no versioned deploy: the unversioned build is used.
    writeFileSync(state, '{"current":"../../etc"}');
    utimesSync(state, new Date(), new Date(Date.now() + 10000));
    expect((await svc.document()).remotes[0].entry).toBe('/remotes/board/mf-manifest.json');
  });

  it('reads the routes and version of a remote on another origin from its own files there', async () => {
    const { createServer } = await import('node:http');
    const routes = '["/board","/board/extra"]';
    const server = createServer((req, res) => {
      if (req.url === '/cdn/board/routes.json') return res.end(routes);
      if (req.url === '/cdn/board/mf-manifest.json') return res.end('{"metaData":{"buildInfo":{"buildVersion":"2.0.0"}}}');
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      mkdirSync(join(root, 'mfe-board', 'dist'), { recursive: true });
      writeFileSync(join(root, 'mfe-board', 'dist', 'routes.json'), '["/local-only"]');
      const entry = `http://127.0.0.1:${port}/cdn/board/mf-manifest.json`;
      const doc = await service({ REMOTE_BOARD_URL: entry }).document();
      expect(doc.remotes[0]).toEqual({ name: 'board', entry, routes: ['/board', '/board/extra'], version: '2.0.0' });
    } finally {
      server.close();
    }
  });
});
