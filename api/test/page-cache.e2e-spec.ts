import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedAccounts, login, loginAs } from './support/accounts';
import { Browser } from './support/browser';
import { createListing, party } from './support/deals';
import { describeRedis } from './support/redis';
import { type TestApp, useTestApp } from './support/test-app';
import { crossEngine, useTwoInstances } from './support/two-instances';

/**
 * The path of a server-rendered page through the API (api/src/ssr): a shell server build (a small
 * stand-in written here, with the real build's exports) renders from data it asks the API for in
 * the same process; pages of visitors without a session are cached and invalidated on every
 * instance; personal pages are never cached; the Host header never reaches a page; a busy
 * renderer answers at once.
 */

const TEMPLATE = '<!doctype html><html lang=ja><head><title>家いちば</title></head><body><div id=root></div></body></html>';

/** A shell server build: shows the listing's title (or "gone"), who is signed in, the origin, and counts its renders. */
const FAKE_SHELL = String.raw`
let renders = 0;
exports.provides = {};
exports.styles = () => '';
exports.render = async ({ url, fetch, siteOrigin, deadline }) => {
  renders += 1;
  const path = url.split('?')[0];
  if (path === '/throws') throw new Error('the shell failed');
  if (path.startsWith('/slow')) await new Promise((r) => setTimeout(r, 400));
  const ask = async (p) => { const res = await fetch(new Request('http://server.invalid' + p)); return { status: res.status, body: res.status === 200 ? await res.json() : null }; };
  const base = await ask('/api/common/base-data');
  const who = base.body && base.body.user ? 'USER:' + base.body.user.email : 'ANONYMOUS';
  const m = /^\/project\/(\d+)$/.exec(path);
  let text = 'PAGE:' + path;
  if (m) { const listing = await ask('/api/properties/' + m[1]); text = listing.status === 200 ? 'TITLE:' + listing.body.title : 'GONE'; }
  return { html: '<main>' + text + '|' + who + '|ORIGIN:' + siteOrigin + '|RENDER:' + renders + '</main>', state: { who }, errors: [], complete: true, title: null };
};
`;

function writeSite(staticRoot: string): void {
  const dist = join(staticRoot, 'shell', 'dist');
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'server', 'shell.js'), FAKE_SHELL);
  // The shell's own pages (everything else would be a 404 for want of remotes).
  writeFileSync(join(dist, 'routes.json'), JSON.stringify(['/', '/board', '/slow', '/slow2', '/throws']));
}

const HTML = { accept: 'text/html' };
/** A returning visitor: has its CSRF cookie already (a first visit's answer sets one, and is for that browser only). */
const RETURNING = { ...HTML, cookie: 'akiya_csrf=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' };

/** Polls `url` on `t` until its body passes `test` (the invalidation travels through Redis). */
async function eventually(t: TestApp, url: string, test: (body: string) => boolean, ms = 1000): Promise<{ body: string; ms: number }> {
  const started = Date.now();
  let body = '';
  while (Date.now() - started < ms) {
    body = (await t.get(url, RETURNING)).body;
    if (test(body)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { body, ms: Date.now() - started };
}

/** Asks for `url` until it comes from the page cache. */
async function cachedOn(t: TestApp, url: string, ms = 2000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await t.get(url, RETURNING)).headers['x-cache'] === 'hit') return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('server-rendered pages: one instance', () => {
  const t = useTestApp(crossEngine, { env: { PUBLIC_URL: 'https://akiya.example', SSR_PER_WORKER: '1', SSR_QUEUE_LIMIT: '0', RATE_LIMIT_ENABLED: '0' } });

  beforeAll(async () => {
    writeSite(t.config.staticRoot);
    await seedAccounts(t);
  });

  it("renders a visitor's page from the API's own answers, caches it and says so", async () => {
    const seller = await party(t, '売田');
    const id = await createListing(t, seller.user.id, { title: 'キャッシュされる古民家' });
    const first = await t.get(`/project/${id}`, RETURNING);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`TITLE:キャッシュされる古民家|ANONYMOUS|ORIGIN:https://akiya.example`);
    expect(first.headers['x-render']).toBe('server');
    expect(first.headers['x-cache']).toBe('miss');
    expect(String(first.headers['server-timing'])).toMatch(/^render;dur=[0-9.]+/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(first.headers.vary).toContain('Cookie');
    const second = await t.get(`/project/${id}`, RETURNING);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // A first visit gets its CSRF cookie with the page: that answer is for its browser alone.
    const firstVisit = await t.get(`/project/${id}`, HTML);
    expect(firstVisit.headers['x-cache']).toBe('hit');
    expect(firstVisit.headers['cache-control']).toBe('no-cache');
  });

  it('a signed-in visitor gets a page of their own, never cached; the next visitor without a session sees none of it', async () => {
    const buyer = await loginAs(t, 'buyer@example.jp');
    const mine = await buyer.get('/board', { headers: HTML });
    expect(mine.body).toContain('USER:buyer@example.jp');
    expect(mine.headers['x-cache']).toBe('bypass');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const again = await buyer.get('/board', { headers: HTML });
    expect(again.body).toContain('USER:buyer@example.jp');
    expect(again.headers['x-cache']).toBe('bypass');
    const visitor = await t.get('/board', RETURNING);
    expect(visitor.body).toContain('ANONYMOUS');
    expect(visitor.body).not.toContain('buyer@example.jp');
    // A cached page never carries anyone's cookie: a visitor with a stale session cookie is rendered for that cookie.
    const stale = await t.get('/board', { ...HTML, cookie: 'akiya_session=forged' });
    expect(stale.headers['x-cache']).toBe('bypass');
    expect(stale.body).toContain('ANONYMOUS');
  });

  it('the Host header changes no byte of a page (absolute URLs come from PUBLIC_URL)', async () => {
    const plain = await t.get('/?q=host', RETURNING);
    const evil = await t.get('/?q=host', { ...RETURNING, host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(evil.body).toBe(plain.body);
    expect(evil.body).not.toContain('evil.example');
    const uncachedEvil = await t.get('/?q=host-first', { ...RETURNING, host: 'evil.example' });
    expect(uncachedEvil.headers['x-cache']).toBe('miss');
    expect(uncachedEvil.body).toContain('ORIGIN:https://akiya.example');
    expect(uncachedEvil.body).not.toContain('evil.example');
  });

  it('a write through the API empties the page cache (the next visit renders anew)', async () => {
    const seller = await party(t, '書込');
    const id = await createListing(t, seller.user.id, { title: '価格が変わる家' });
    await t.get(`/project/${id}`, RETURNING);
    expect((await t.get(`/project/${id}`, RETURNING)).headers['x-cache']).toBe('hit');
    const stop = await seller.browser.post(`/api/my-page/change-publish/${id}`, { action: 'stop' });
    expect(stop.statusCode).toBe(200);
    const after = await t.get(`/project/${id}`, RETURNING);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('GONE');
  });

  it('beyond the queue limit a page is answered at once, left to the browser and said so, not cached', async () => {
    const slow = t.get('/slow', RETURNING);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const busy = await t.get('/slow2', RETURNING);
    expect(Date.now() - started).toBeLessThan(300);
    expect(busy.statusCode).toBe(200);
    expect(busy.headers['x-render']).toBe('browser');
    expect(busy.headers['cache-control']).toBe('no-cache');
    expect(busy.body).toBe(TEMPLATE);
    expect((await slow).headers['x-render']).toBe('server');
    const later = await t.get('/slow2', RETURNING);
    expect(later.headers['x-cache']).toBe('miss');
    expect(later.headers['x-render']).toBe('server');
  });

  it('a shell build that throws leaves the page to the browser (the template, 200), uncached', async () => {
    const res = await t.get('/throws', RETURNING);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-render']).toBe('browser');
    expect(res.body).toBe(TEMPLATE);
    expect((await t.get('/throws', RETURNING)).headers['x-cache']).toBe('miss');
  });
});

describeRedis('server-rendered pages: the page cache across two instances (MariaDB + Redis)', () => {
  const instances = useTwoInstances({ PUBLIC_URL: 'https://akiya.example' });

  beforeAll(() => {
    writeSite(instances.a.config.staticRoot);
    writeSite(instances.b.config.staticRoot);
  });

  it('a listing stopped through A is gone from the cached page on B within a second', async () => {
    const { a, b } = instances;
    const seller = await party(a, '二台');
    const id = await createListing(a, seller.user.id, { title: '二台目に残らない家' });
    expect((await b.get(`/project/${id}`, RETURNING)).body).toContain('TITLE:二台目に残らない家');
    // (The writes that made the listing reach B through Redis meanwhile: a page rendered while one
    // arrives is not kept.)
    expect(await cachedOn(b, `/project/${id}`)).toBe(true);
    const stop = await seller.browser.post(`/api/my-page/change-publish/${id}`, { action: 'stop' });
    expect(stop.statusCode).toBe(200);
    const seen = await eventually(b, `/project/${id}`, (body) => body.includes('GONE'));
    expect(seen.body).toContain('GONE');
    expect(seen.body).not.toContain('二台目に残らない家');
    expect(seen.ms).toBeLessThan(1000);
  });

  it('an article published through A reaches the cached list page on B (editorial topic)', async () => {
    const { a, b } = instances;
    expect(await cachedOn(b, '/board?article')).toBe(true);
    const first = await b.get('/board?article', RETURNING);
    const staff = new Browser(a.app);
    await login(staff, 'staff@example.jp');
    const created = await staff.post('/api/staff/articles', { type: 7, title: '二台目の記事', lead: '紹介文', body: '本文です。' });
    expect(created.statusCode).toBe(201);
    const seen = await eventually(b, '/board?article', (body) => body !== first.body);
    expect(seen.body).not.toBe(first.body);
    expect(seen.ms).toBeLessThan(1000);
  });
});
