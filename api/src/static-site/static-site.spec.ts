import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig } from '../config/app-config';
import { IMMUTABLE, NO_CACHE, ONE_DAY, SpaFallback, cacheControlFor, isPublicBuildFile, staticMounts } from './static-site';

describe('isPublicBuildFile', () => {
  it.each(['/server/shell.js', '/server/', '/1.2.3/server/remote.js', '/assets/../server/shell.js', '/Server/shell.js', '\\server\\shell.js'])(
    'never serves a server build: %s',
    (path) => {
      expect(isPublicBuildFile(path, false)).toBe(false);
      expect(isPublicBuildFile(path, true)).toBe(false);
    },
  );

  it('serves source maps outside production only', () => {
    for (const path of ['/main.1a2b3c4d.js.map', '/1.2.3/129.a9f24b00.js.map', '/main.css.map.br', '/x.js.MAP']) {
      expect(isPublicBuildFile(path, false)).toBe(true);
      expect(isPublicBuildFile(path, true)).toBe(false);
    }
  });

  it.each(['/main.1a2b3c4d.js', '/remoteEntry.js', '/mf-manifest.json', '/routes.json', '/images/cat.png', '/observer.js', '/servers.json'])('serves %s', (path) => {
    expect(isPublicBuildFile(path, true)).toBe(true);
  });
});

describe('cacheControlFor', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'routes.json', 'index.html', 'other.html', 'favicon.ico'])('%s is no-cache', (name) => {
    expect(cacheControlFor(`/x/dist/${name}`)).toBe(NO_CACHE);
  });

  it.each(['main.3f2a1b.js', '129.a9f24b00.js', 'styles.abc.css', 'img/logo.1234.png'])('%s is immutable', (name) => {
    expect(cacheControlFor(`/x/dist/${name}`)).toBe(IMMUTABLE);
  });

  it('the fixed-name pictures under /images/ are kept one day', () => {
    expect(cacheControlFor('/x/shell/dist/images/categories/akiya.jpg')).toBe(ONE_DAY);
  });
});

describe('staticMounts', () => {
  it('maps the shell, each remote (its build and its versioned deploys) and the uploads', () => {
    const config = loadConfig({ STATIC_ROOT: '/site', DATA_DIR: '/data' }, '/repo');
    const remote = (name: string) => [
      [`/remotes/${name}/`, `/site/mfe-${name}/dist`, true, undefined],
      [`/remotes/${name}/v/`, `/site/deploy/${name}`, true, IMMUTABLE],
    ];
    expect(staticMounts(config).map((m) => [m.prefix, m.root, m.cors, m.cacheControl])).toEqual([
      ['/', '/site/shell/dist', false, undefined],
      ...['board', 'mypage', 'editorial', 'consulting', 'akiyabank'].flatMap(remote),
      ['/uploads/', '/data/uploads/public', true, 'public, max-age=86400'],
    ]);
  });

  it('takes the remotes from the configuration file, with their folders and DEPLOY_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'akiya-remotes-config-'));
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'board' }, { name: 'events', dir: 'teams/events' }] }));
    const config = loadConfig({ STATIC_ROOT: '/site', DATA_DIR: '/data', REMOTES_CONFIG: file, DEPLOY_DIR: '/deploys' }, '/repo');
    expect(staticMounts(config).map((m) => [m.prefix, m.root])).toEqual([
      ['/', '/site/shell/dist'],
      ['/remotes/board/', '/site/mfe-board/dist'],
      ['/remotes/board/v/', '/deploys/board'],
      ['/remotes/events/', '/site/teams/events/dist'],
      ['/remotes/events/v/', '/deploys/events'],
      ['/uploads/', '/data/uploads/public'],
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('SpaFallback', () => {
  let dir: string;
  let fallback: SpaFallback;
  const request = (url: string, accept = 'text/html,application/xhtml+xml', method = 'GET') =>
    ({ url, method, headers: { accept } }) as unknown as FastifyRequest;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'akiya-spa-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<html></html>');
    fallback = new SpaFallback(join(dir, 'index.html'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('handles browser navigations', () => {
    expect(fallback.handles(request('/board/page/2'))).toBe(true);
    expect(fallback.handles(request('/apiary?x=1'))).toBe(true);
    expect(fallback.handles(request('/my-page', 'text/html', 'HEAD'))).toBe(true);
  });

  it('leaves API, remotes, uploads, non-HTML and non-GET requests alone', () => {
    expect(fallback.handles(request('/api/nope'))).toBe(false);
    expect(fallback.handles(request('/api'))).toBe(false);
    expect(fallback.handles(request('/remotes/board/x.js'))).toBe(false);
    expect(fallback.handles(request('/uploads/x.jpg'))).toBe(false);
    expect(fallback.handles(request('/board', 'application/json'))).toBe(false);
    expect(fallback.handles(request('/board', 'text/html', 'POST'))).toBe(false);
  });

  it('does nothing without a built shell', () => {
    expect(new SpaFallback(join(dir, 'missing.html')).handles(request('/board'))).toBe(false);
  });

  it('answers the staff pages 404 to a signed-in user who is not staff, 200 to staff and to a visitor (the login gate)', async () => {
    const sent = async (url: string, viewer: 'staff' | 'user' | null) => {
      const page = new SpaFallback(join(dir, 'index.html'), async () => ['/my-page/*', '/board'], undefined, undefined, async () => viewer);
      let status = 0;
      const reply = {
        status: (code: number) => ((status = code), reply),
        header: () => reply,
        send: async () => undefined,
      } as unknown as FastifyReply;
      await page.send(reply, request(url));
      return status;
    };
    for (const url of ['/my-page/staff/users', '/my-page/staff/users/5?x=1', '/my-page/staff', '/my-page/staff/audit?page=2']) {
      expect([url, await sent(url, 'user')]).toEqual([url, 404]);
      expect([url, await sent(url, 'staff')]).toEqual([url, 200]);
      expect([url, await sent(url, null)]).toEqual([url, 200]);
    }
    expect(await sent('/my-page/staffing', 'user')).toBe(200);
    expect(await sent('/my-page/profile', 'user')).toBe(200);
    expect(await sent('/unknown', 'staff')).toBe(404);
  });
});
