import { gunzipSync } from 'node:zlib';
import { ContactListCache, toCachedList, type CachedList } from './contact-list-cache';

const list = (s: string | Buffer): CachedList => ({ json: Buffer.isBuffer(s) ? s : Buffer.from(s), gzip: null });

describe('ContactListCache', () => {
  it('reuses a list until the user changes or the TTL passes, and shares concurrent loads', async () => {
    let now = 0;
    const cache = new ContactListCache(1000, 1 << 20, () => now);
    let loads = 0;
    const load = async () => list(`v${++loads}`);
    const [a, b] = await Promise.all([cache.get(1, load), cache.get(1, load)]);
    expect([a.json.toString(), b.json.toString(), loads]).toEqual(['v1', 'v1', 1]);
    expect((await cache.get(1, load)).json.toString()).toBe('v1');
    cache.invalidate(1);
    expect((await cache.get(1, load)).json.toString()).toBe('v2');
    now = 1500;
    expect((await cache.get(1, load)).json.toString()).toBe('v3');
  });

  it('does not keep a list whose load started before an invalidation', async () => {
    const cache = new ContactListCache();
    let release!: (b: CachedList) => void;
    const slow = cache.get(7, () => new Promise<CachedList>((r) => (release = r)));
    cache.invalidate(7);
    release(list('old'));
    expect((await slow).json.toString()).toBe('old');
    expect((await cache.get(7, async () => list('new'))).json.toString()).toBe('new');
  });

  it('drops the oldest lists beyond the byte budget', async () => {
    const cache = new ContactListCache(60_000, 10);
    await cache.get(1, async () => list(Buffer.alloc(6)));
    await cache.get(2, async () => list(Buffer.alloc(6)));
    expect(cache.size).toBe(1);
  });
});

describe('toCachedList', () => {
  it('gzips big lists only', async () => {
    expect((await toCachedList(Buffer.from('{"items":[]}'))).gzip).toBeNull();
    const big = Buffer.from(JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, title: '古民家' })) }));
    const c = await toCachedList(big);
    expect(c.gzip && gunzipSync(c.gzip).equals(big)).toBe(true);
    expect(c.gzip!.length).toBeLessThan(big.length / 4);
  });
});
