import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { MESSAGES, REMOTE_NAMES, type ApiErrorBody, type RemotesDocument } from '@akiya/contracts';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * Static serving, the SPA fallback, cache headers and the remotes document, with a fake STATIC_ROOT.
 * These do not touch the database beyond start-up, so they run on SQLite only.
 */
const BIG_SCRIPT = `${'console.log("家いちば");\n'.repeat(400)}`;

/** A remote's own build files are looked at again at most once a second (api/src/remotes/remotes.service.ts). */
const buildFilesRechecked = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('static site and remotes', () => {
  let db: TestDatabase;
  let t: TestApp;
  let site: string;

  const write = (path: string, content: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  };

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    site = join(db.dir, 'site');
    write(join(site, 'shell/dist/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    write(join(site, 'shell/dist/main.3f2a1b9c.js'), 'console.log("shell")');
    write(join(site, 'shell/dist/routes.json'), '["/","/login"]');
    write(join(site, 'mfe-board/dist/remoteEntry.js'), 'var board;');
    write(join(site, 'mfe-board/dist/mf-manifest.json'), '{"name":"board"}');
    write(join(site, 'mfe-board/dist/routes.json'), '["/board","/board/page/:page"]');
    write(join(site, 'mfe-board/dist/129.a9f24b00.js'), 'chunk');
    // A built chunk with the precompressed copies the build writes next to it.
    write(join(site, 'mfe-board/dist/555.c0ffee00.js'), BIG_SCRIPT);
    writeFileSync(join(site, 'mfe-board/dist/555.c0ffee00.js.br'), brotliCompressSync(Buffer.from(BIG_SCRIPT)));
    writeFileSync(join(site, 'mfe-board/dist/555.c0ffee00.js.gz'), gzipSync(Buffer.from(BIG_SCRIPT)));
    write(join(site, 'shell/dist/no-copy.0badf00d.js'), BIG_SCRIPT);
    write(join(site, 'mfe-mypage/routes.json'), '["/my-page","/my-page/*"]'); // package routes.json, no dist
    write(join(site, 'mfe-editorial/dist/routes.json'), 'not json');
    // mfe-consulting and mfe-akiyabank do not exist at all: start-up must not mind.
    t = await startTestApp(db, { REMOTE_AKIYABANK_URL: 'http://localhost:4005/mf-manifest.json' });
    write(join(t.config.publicUploadsDir, 'properties/1/1.jpg'), 'jpeg');
  });

  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  describe('compression', () => {
    const raw = async (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });

    it('sends the precompressed brotli or gzip copy the browser accepts, cached like the file', async () => {
      const br = await raw('/remotes/board/555.c0ffee00.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

      const gz = await raw('/remotes/board/555.c0ffee00.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

      const plain = await raw('/remotes/board/555.c0ffee00.js', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_SCRIPT);
    });

    it('compresses a file without a copy, and JSON answers above 1 KB, on the fly; small answers go as they are', async () => {
      const js = await raw('/no-copy.0badf00d.js', { 'accept-encoding': 'br' });
      expect(js.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(js.rawPayload).toString()).toBe(BIG_SCRIPT);

      const json = await raw('/api/common/base-data', { 'accept-encoding': 'gzip' });
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(json.rawPayload).toString()) as Record<string, unknown>;
      expect(body).toHaveProperty('prefectures');

      const small = await raw('/api/health/live', { 'accept-encoding': 'br' });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('files', () => {
    it('serves the shell at / with index.html no-cache', async () => {
      const res = await t.get('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves content-hashed files as immutable', async () => {
      const res = await t.get('/main.3f2a1b9c.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
    });

    it('serves remotes under /remotes/<name>/ with CORS; entry files no-cache, chunks immutable', async () => {
      for (const file of ['remoteEntry.js', 'mf-manifest.json', 'routes.json']) {
        const res = await t.get(`/remotes/board/${file}`, { origin: 'http://elsewhere.test' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
      const chunk = await t.get('/remotes/board/129.a9f24b00.js');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
    });

    it('serves uploads with CORS', async () => {
      const res = await t.get('/uploads/properties/1/1.jpg');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('jpeg');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    });

    it('answers a missing remote or upload file with the JSON 404 shape', async () => {
      for (const url of ['/remotes/board/missing.js', '/remotes/consulting/remoteEntry.js', '/uploads/nope.jpg']) {
        const res = await t.get(url, { accept: 'text/html' });
        expect(res.statusCode).toBe(404);
        expect(res.json<ApiErrorBody>()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound });
      }
    });
  });

  describe('SPA fallback', () => {
    // A page number in digits (page 1: this site has no listings, and a page past the last one is a 404, soft-404.e2e-spec.ts).
    it.each(['/', '/login', '/board', '/board/page/1', '/my-page/messages/3?x=1'])('GET %s as a browser → index.html, 200', async (url) => {
      const res = await t.get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    });

    it.each(['/no/such/page', '/board/page/abc', '/reviews', '/login/extra'])(
      'GET %s (no page of the shell or a remote, or a page number that is not digits) → the same page with status 404',
      async (url) => {
        const res = await t.get(url, { accept: 'text/html' });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root">'); // the shell, which shows the 404 page
      },
    );

    it('follows a remote whose new routes.json adds a page, without a restart', async () => {
      expect((await t.get('/map', { accept: 'text/html' })).statusCode).toBe(404);
      const file = join(site, 'mfe-board/dist/routes.json');
      writeFileSync(file, '["/board","/board/page/:page","/map"]');
      utimesSync(file, new Date(), new Date(Date.now() + 20_000));
      await buildFilesRechecked();
      expect((await t.get('/map', { accept: 'text/html' })).statusCode).toBe(200);
      writeFileSync(file, '["/board","/board/page/:page"]');
      utimesSync(file, new Date(), new Date(Date.now() + 30_000));
      await buildFilesRechecked();
    });

    it('does not answer non-HTML requests', async () => {
      const res = await t.get('/board', { accept: 'application/json' });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
    });

    it('never covers /api', async () => {
      const res = await t.get('/api/unknown', { accept: 'text/html' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    });
  });

  describe('GET /api/remotes', () => {
    it('describes every remote: entry (env override or default) and routes read from files', async () => {
      const res = await t.get('/api/remotes');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const doc = res.json<RemotesDocument>();
      expect(doc.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
      const byName = Object.fromEntries(doc.remotes.map((r) => [r.name, r]));
      expect(byName.board).toEqual({ name: 'board', entry: '/remotes/board/mf-manifest.json', routes: ['/board', '/board/page/:page'] });
      expect(byName.mypage.routes).toEqual(['/my-page', '/my-page/*']);
      expect(byName.editorial.routes).toEqual([]);
      expect(byName.consulting).toEqual({ name: 'consulting', entry: '/remotes/consulting/mf-manifest.json', routes: [] });
      expect(byName.akiyabank.entry).toBe('http://localhost:4005/mf-manifest.json');
    });

    it('picks up a redeployed routes.json without a restart', async () => {
      const file = join(site, 'mfe-board/dist/routes.json');
      writeFileSync(file, '["/board","/board/page/:page","/map"]');
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      await buildFilesRechecked();
      const doc = (await t.get('/api/remotes')).json<RemotesDocument>();
      expect(doc.remotes[0].routes).toEqual(['/board', '/board/page/:page', '/map']);
    });
  });
});

describe('static site without any built frontend', () => {
  it('starts, answers the API and 404s a browser navigation in the error shape', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startTestApp(db, { STATIC_ROOT: join(db.dir, 'empty') });
    try {
      expect((await t.get('/api/health')).statusCode).toBe(200);
      const res = await t.get('/board', { accept: 'text/html' });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiErrorBody>().message).toBe(MESSAGES.notFound);
      const remotes = (await t.get('/api/remotes')).json<RemotesDocument>();
      expect(remotes.remotes.every((r) => r.routes.length === 0)).toBe(true);
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
