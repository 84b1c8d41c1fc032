import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MESSAGES } from '@akiya/contracts';
import type { FastifyReply } from 'fastify';
import { SpaFallback } from '../src/static-site/static-site';
import { startTestApp, type TestApp, useTestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { listen } from './support/two-instances';
import { overTheWire } from './support/wire';

/**
 * What a security probe found answering from outside ("run it like a service", item 5): redirect
 * routes whose target is not plain ASCII (a 500 that showed Node's error text), and the build's
 * internals (server bundles, source maps) served as static files. No database beyond start-up:
 * SQLite only.
 */

const TEMPLATE = '<!doctype html><html lang=ja><head><title>家いちば</title></head><body><div id=root></div></body></html>';

/**
 * A shell server build whose redirect routes answer like the real one (shell/src/app/routes.tsx):
 * react-router hands the route its parameters decoded, `/r` reads `to` with URLSearchParams (decoded
 * too). `/raw?to=` asks for whatever it is given, as a shell with a faulty route might.
 */
const FAKE_SHELL = String.raw`
exports.provides = {};
exports.styles = () => '';
exports.render = async ({ url }) => {
  const [path, search = ''] = url.split('?');
  const to = new URLSearchParams(search).get('to');
  let m;
  if (path === '/r') return { redirect: { to: to && to.startsWith('/') && !to.startsWith('//') ? to : '/', permanent: false } };
  if (path === '/raw') return { redirect: { to: to || '/', permanent: false } };
  if ((m = /^\/single-post\/([^/]+)$/.exec(path))) return { redirect: { to: '/project/' + decodeURIComponent(m[1]), permanent: true } };
  if ((m = /^\/countryside\/([^/]+)$/.exec(path))) return { redirect: { to: '/towns/' + decodeURIComponent(m[1]), permanent: true } };
  return { html: '<main>PAGE:' + path + '</main>', state: {}, errors: [], complete: true, title: null };
};
`;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** The files a build leaves in STATIC_ROOT: public ones, and its server bundle and source maps. */
function writeSite(site: string): void {
  const shell = join(site, 'shell', 'dist');
  write(join(shell, 'index.html'), TEMPLATE);
  write(join(shell, 'server', 'shell.js'), FAKE_SHELL);
  write(join(shell, 'main.3f2a1b9c.js'), 'console.log("shell")');
  write(join(shell, 'main.3f2a1b9c.js.map'), '{"version":3,"sources":["webpack://shell/src/secret.ts"]}');
  write(join(shell, 'main.3f2a1b9c.js.map.gz'), 'not really gzip');
  write(join(shell, 'routes.json'), JSON.stringify(['/', '/r', '/raw', '/single-post/:id', '/countryside/:id', '/project/:id', '/towns/:id', '/search/*']));
  const board = join(site, 'mfe-board', 'dist');
  write(join(board, 'mf-manifest.json'), '{"name":"board"}');
  write(join(board, 'remoteEntry.js'), 'var board;');
  write(join(board, '129.a9f24b00.js'), 'chunk');
  write(join(board, '129.a9f24b00.js.map'), '{"version":3}');
  write(join(board, 'server', 'remote.js'), 'exports.secret = 1;');
  write(join(board, 'routes.json'), '["/board"]');
  // A versioned deploy of the board (remotes/deploy-store.ts): the same build under <version>/.
  const version = join(site, 'deploy', 'board', '1.2.3');
  write(join(version, 'mf-manifest.json'), '{"name":"board"}');
  write(join(version, '129.a9f24b00.js'), 'chunk');
  write(join(version, '129.a9f24b00.js.map'), '{"version":3}');
  write(join(version, 'server', 'remote.js'), 'exports.secret = 1;');
}

const HTML = { accept: 'text/html' };

function isAscii(text: string): boolean {
  return /^[\x21-\x7e]*$/.test(text);
}


describe('redirect routes send a valid Location, whatever the target', () => {
  const t = useTestApp('sqlite', { prepare: (db) => writeSite(join(db.dir, 'site')), env: { RATE_LIMIT_ENABLED: '0' } });

  it.each([
    ['/r?to=%2Fsearch%2F%E5%8F%A4%E6%B0%91%E5%AE%B6', 302, '/search/古民家'],
    ['/countryside/%E9%95%B7%E9%87%8E', 301, '/towns/長野'],
    ['/single-post/%E3%81%82', 301, '/project/あ'],
  ])('%s → %i to the Japanese path, percent-encoded', async (url, status, target) => {
    // Twice: the second answer comes from the page cache.
    for (let i = 0; i < 2; i += 1) {
      const res = await t.get(url, HTML);
      expect({ status: res.statusCode, body: res.body }).toEqual({ status, body: expect.not.stringContaining('ERR_INVALID_CHAR') });
      const location = String(res.headers.location);
      expect(isAscii(location)).toBe(true);
      expect(decodeURI(location)).toBe(target);
    }
  });

  it('keeps escapes that are already in the target as they are (no double encoding)', async () => {
    const res = await t.get('/r?to=%2Fsearch%3Fq%3D%25E5%258F%25A4%26p%3D2', HTML);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/search?q=%E5%8F%A4&p=2');
  });

  it('never lets CR/LF in a parameter become a header', async () => {
    const res = await t.get('/single-post/1%0d%0aX:1', HTML);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers.x).toBeUndefined();
    expect(res.body).not.toContain('ERR_INVALID_CHAR');
    if (res.statusCode === 301) {
      const location = String(res.headers.location);
      expect(isAscii(location)).toBe(true);
      expect(location).toBe('/project/1%0D%0AX:1');
    }
  });

  it('answers the same over a real socket', async () => {
    const port = await listen(t);
    const japanese = await overTheWire(port, '/r?to=%2Fsearch%2F%E5%8F%A4%E6%B0%91%E5%AE%B6', HTML);
    expect({ status: japanese.status, body: japanese.body }).toEqual({ status: 302, body: expect.not.stringContaining('ERR_INVALID_CHAR') });
    expect(decodeURI(String(japanese.headers.location))).toBe('/search/古民家');
    const injected = await overTheWire(port, '/single-post/1%0d%0aX:1', HTML);
    expect(injected.status).toBeLessThan(500);
    expect(injected.headers.x).toBeUndefined();
    expect(injected.body).not.toContain('ERR_INVALID_CHAR');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/'])('refuses a target that is no path of this site: %s', async (to) => {
    const res = await t.get(`/raw?to=${encodeURIComponent(to)}`, HTML);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('build internals are never served', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    writeSite(join(db.dir, 'site'));
  });
  afterAll(async () => {
    await db?.drop();
  });

  const SERVER_BUNDLES = [
    '/server/shell.js',
    '/server/',
    '/remotes/board/server/remote.js',
    '/remotes/board/v/1.2.3/server/remote.js',
    '/assets/../server/shell.js',
    '/Server/shell.js',
    '/%73erver/shell.js',
    '/remotes/board/v/1.2.3/%73erver/remote.js',
  ];
  const SOURCE_MAPS = ['/main.3f2a1b9c.js.map', '/main.3f2a1b9c.js.map.gz', '/remotes/board/129.a9f24b00.js.map', '/remotes/board/v/1.2.3/129.a9f24b00.js.map'];
  const PUBLIC_FILES = ['/main.3f2a1b9c.js', '/remotes/board/remoteEntry.js', '/remotes/board/129.a9f24b00.js', '/remotes/board/mf-manifest.json', '/remotes/board/v/1.2.3/129.a9f24b00.js', '/remotes/board/v/1.2.3/mf-manifest.json'];

  async function expectNotServed(t: TestApp, url: string): Promise<void> {
    for (const headers of [{}, HTML, { 'accept-encoding': 'br, gzip' }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect({ url, headers, status: res.statusCode }).toEqual({ url, headers, status: 404 });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('"version":3');
    }
  }

  it('in production: no server bundle and no source map; the public files as ever', async () => {
    const t = await startTestApp(db, { NODE_ENV: 'production', PUBLIC_URL: 'https://ieichiba.example', RATE_LIMIT_ENABLED: '0' });
    try {
      for (const url of [...SERVER_BUNDLES, ...SOURCE_MAPS]) await expectNotServed(t, url);
      for (const url of PUBLIC_FILES) expect({ url, status: (await t.get(url)).statusCode }).toEqual({ url, status: 200 });
    } finally {
      await t.close();
    }
  });

  it('outside production: source maps are served (for debugging), server bundles still are not', async () => {
    const t = await startTestApp(db, { RATE_LIMIT_ENABLED: '0' });
    try {
      for (const url of SERVER_BUNDLES) await expectNotServed(t, url);
      for (const url of [...SOURCE_MAPS.filter((u) => !u.endsWith('.gz')), ...PUBLIC_FILES]) {
        expect({ url, status: (await t.get(url)).statusCode }).toEqual({ url, status: 200 });
      }
    } finally {
      await t.close();
    }
  });
});

describe('an unexpected error answers with the generic message, never its own text', () => {
  const t = useTestApp('sqlite', { prepare: (db) => writeSite(join(db.dir, 'site')), env: { RATE_LIMIT_ENABLED: '0' } });
  afterEach(() => jest.restoreAllMocks());

  const expectGeneric500 = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(500);
    // A navigation gets the server's own 500 page (http/api-exception.filter.ts) with the generic message and its エラーID.
    expect(res.body).toContain(MESSAGES.serverError);
    expect(res.body).toContain(`エラーID: ${String(res.headers['x-request-id'])}`);
    expect(res.body).not.toContain('/srv/akiya');
    expect(res.headers.x).toBeUndefined();
  };

  it('a page that fails while it is being sent', async () => {
    jest.spyOn(SpaFallback.prototype, 'send').mockRejectedValue(new Error('ENOENT: /srv/akiya/shell/dist/index.html'));
    expectGeneric500(await t.get('/some/page', HTML));
  }, 10_000);

  it('an answer Node refuses to write (a header with a line break)', async () => {
    jest.spyOn(SpaFallback.prototype, 'send').mockImplementation(async (reply: FastifyReply) => {
      await reply.header('x', 'a\r\nSet-Cookie: /srv/akiya').send('page');
    });
    expectGeneric500(await t.get('/some/page', HTML));
    const port = await listen(t);
    const wire = await overTheWire(port, '/some/page', HTML);
    expectGeneric500({ statusCode: wire.status, body: wire.body, headers: wire.headers });
  });
});
