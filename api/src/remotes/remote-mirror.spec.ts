import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RemoteMirror } from './remote-mirror';

describe('RemoteMirror', () => {
  let server: Server;
  let base: string;
  let dir: string;
  const hits: string[] = [];
  const files: Record<string, string> = {
    '/v1/mf-manifest.json': '{"id":"board"}',
    '/v1/routes.json': '["/board"]',
    '/v1/server/remote.js': 'exports.default = 1;',
    '/v1/css-files.json': '["main.css","../x.css"]',
    '/v1/main.css': '.a{color:red}',
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      const body = files[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'remote-mirror-'));
    hits.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fetches a version\'s server files once, for callers at the same time and later ones', async () => {
    const mirror = new RemoteMirror(dir);
    const folders = await Promise.all([1, 2, 3].map(() => mirror.folder('board', '0.1.0-a', `${base}/v1/`)));
    expect(new Set(folders)).toEqual(new Set([join(dir, 'board', '0.1.0-a')]));
    expect(readFileSync(join(folders[0]!, 'server', 'remote.js'), 'utf8')).toBe('exports.default = 1;');
    expect(readFileSync(join(folders[0]!, 'main.css'), 'utf8')).toBe('.a{color:red}');
    expect(hits.filter((h) => h === '/v1/server/remote.js')).toHaveLength(1);
    expect(hits).not.toContain('/x.css'); // a name with a path is not fetched
    // A new mirror (a restart) finds the folder complete and fetches nothing.
    hits.length = 0;
    expect(await new RemoteMirror(dir).folder('board', '0.1.0-a', `${base}/v1/`)).toBe(folders[0]);
    expect(hits).toEqual([]);
  });

  it('is null when the origin has no manifest there, logged, and not tried again at once', async () => {
    const errors: string[] = [];
    const mirror = new RemoteMirror(dir, (m) => errors.push(m));
    expect(await mirror.folder('board', '0.1.0-b', `${base}/missing/`)).toBeNull();
    expect(errors).toHaveLength(1);
    expect(await mirror.folder('board', '0.1.0-b', `${base}/missing/`)).toBeNull();
    expect(hits.filter((h) => h === '/missing/mf-manifest.json')).toHaveLength(1);
  });
});
