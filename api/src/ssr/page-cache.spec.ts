import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { PageCache, preferredEncoding } from './page-cache';
import { hasSession } from './page-sender';

const page = (html: string, status = 200) => ({ page: { status, body: Buffer.from(html) }, keep: true });

describe('PageCache', () => {
  it('renders a page once, then answers it from memory until the builds change', async () => {
    const cache = new PageCache();
    const render = jest.fn(async () => page('<p>一覧</p>'));
    expect((await cache.getOrRender('/board', 'v1', render)).hit).toBe(false);
    const again = await cache.getOrRender('/board', 'v1', render);
    expect(again.hit).toBe(true);
    expect(again.page.body?.toString()).toBe('<p>一覧</p>');
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.getOrRender('/board', 'v2', render)).hit).toBe(false);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one render between the visitors asking for a page meanwhile', async () => {
    const cache = new PageCache();
    let finish: () => void = () => undefined;
    const render = jest.fn(() => new Promise<ReturnType<typeof page>>((resolve) => (finish = () => resolve(page('<p>a</p>')))));
    const all = Promise.all([1, 2, 3].map(() => cache.getOrRender('/a', 'v', render)));
    finish();
    const answers = await all;
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.page.body?.toString())).toEqual(['<p>a</p>', '<p>a</p>', '<p>a</p>']);
  });

  it('keeps nothing rendered across an invalidation, and nothing marked not to keep', async () => {
    const cache = new PageCache();
    let finish: () => void = () => undefined;
    const first = cache.getOrRender('/a', 'v', () => new Promise((resolve) => (finish = () => resolve(page('<p>古い</p>')))));
    cache.invalidate();
    finish();
    expect((await first).page.body?.toString()).toBe('<p>古い</p>');
    expect(cache.get('/a', 'v')).toBeNull();
    await cache.getOrRender('/b', 'v', async () => ({ ...page('<p>b</p>'), keep: false }));
    expect(cache.get('/b', 'v')).toBeNull();
    await cache.getOrRender('/c', 'v', async () => page('<p>c</p>'));
    cache.invalidate();
    expect(cache.get('/c', 'v')).toBeNull();
  });

  it('forgets a page after its time, and the least recently used beyond its size', async () => {
    let now = 0;
    const cache = new PageCache(25, 1000, () => now);
    await cache.getOrRender('/a', 'v', async () => page('a'.repeat(10)));
    await cache.getOrRender('/b', 'v', async () => page('b'.repeat(10)));
    cache.get('/a', 'v'); // /a used last
    await cache.getOrRender('/c', 'v', async () => page('c'.repeat(10)));
    expect(cache.get('/b', 'v')).toBeNull();
    expect(cache.get('/a', 'v')).not.toBeNull();
    now = 1001;
    expect(cache.get('/a', 'v')).toBeNull();
  });

  it('compresses a page once per encoding', async () => {
    const cache = new PageCache();
    const { page: cached } = await cache.getOrRender('/a', 'v', async () => page('<p>圧縮</p>'.repeat(200)));
    const br = await cache.encoded(cached, 'br');
    expect(brotliDecompressSync(br).toString()).toBe('<p>圧縮</p>'.repeat(200));
    expect(await cache.encoded(cached, 'br')).toBe(br);
    expect(gunzipSync(await cache.encoded(cached, 'gzip')).toString()).toBe('<p>圧縮</p>'.repeat(200));
  });
});

describe('preferredEncoding and hasSession', () => {
  it('prefers brotli, then gzip, never one refused with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('a session is the login cookie, whatever else the request carries', () => {
    expect(hasSession('akiya_csrf=x; akiya_session=abc')).toBe(true);
    expect(hasSession('akiya_csrf=x; akiya_ref=1')).toBe(false);
    expect(hasSession('not_akiya_session=1')).toBe(false);
    expect(hasSession(undefined)).toBe(false);
  });
});
