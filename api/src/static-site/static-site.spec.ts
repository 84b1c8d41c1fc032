import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { loadConfig } from '../config/app-config';
import { IMMUTABLE, NO_CACHE, ONE_DAY, SpaFallback, cacheControlFor, staticMounts } from './static-site';

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
  it('maps the shell, each remote and the uploads', () => {
    const config = loadConfig({ STATIC_ROOT: '/site', DATA_DIR: '/data' }, '/repo');
    expect(staticMounts(config).map((m) => [m.prefix, m.root, m.cors])).toEqual([
      ['/', '/site/shell/dist', false],
      ['/remotes/board/', '/site/mfe-board/dist', true],
      ['/remotes/mypage/', '/site/mfe-mypage/dist', true],
      ['/remotes/editorial/', '/site/mfe-editorial/dist', true],
      ['/remotes/consulting/', '/site/mfe-consulting/dist', true],
      ['/remotes/akiyabank/', '/site/mfe-akiyabank/dist', true],
      ['/uploads/', '/data/uploads/public', true],
    ]);
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
});
