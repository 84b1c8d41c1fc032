import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@akiya/contracts';
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

  it('re-reads a routes.json that changed', async () => {
    const file = join(root, 'mfe-board', 'routes.json');
    mkdirSync(join(root, 'mfe-board'), { recursive: true });
    writeFileSync(file, '["/board"]');
    const svc = service();
    expect((await svc.document()).remotes[0].routes).toEqual(['/board']);
    writeFileSync(file, '["/board","/board/page/:page"]');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await svc.document()).remotes[0].routes).toEqual(['/board', '/board/page/:page']);
  });
});
