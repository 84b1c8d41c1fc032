import { ResultCache } from './result-cache';

describe('ResultCache', () => {
  let clock: number;
  const make = (over: Partial<ConstructorParameters<typeof ResultCache<number[]>>[0]> = {}) =>
    new ResultCache<number[]>({ ttlMs: 1000, staleMs: 9000, maxWeight: 10, weigh: (v) => v.length, now: () => clock, ...over });
  beforeEach(() => {
    clock = 0;
  });

  it('answers from the cache while fresh', async () => {
    const cache = make();
    const load = jest.fn(async () => [1, 2]);
    expect(await cache.getOrLoad('a', load)).toEqual([1, 2]);
    clock = 999;
    expect(await cache.getOrLoad('a', load)).toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = make();
    let resolve!: (v: number[]) => void;
    const load = jest.fn(() => new Promise<number[]>((r) => (resolve = r)));
    const a = cache.getOrLoad('a', load);
    const b = cache.getOrLoad('a', load);
    resolve([7]);
    expect(await a).toEqual([7]);
    expect(await b).toEqual([7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a stale value at once and reloads it in the background', async () => {
    const cache = make();
    await cache.getOrLoad('a', async () => [1]);
    clock = 1500;
    const reload = jest.fn(async () => [2]);
    expect(await cache.getOrLoad('a', reload)).toEqual([1]);
    expect(reload).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(await cache.getOrLoad('a', reload)).toEqual([2]);
    clock = 20_000; // past stale: load and wait
    expect(await cache.getOrLoad('a', async () => [3])).toEqual([3]);
  });

  it('keeps a failed background reload from hurting: the stale value stays, the error is reported', async () => {
    const onError = jest.fn();
    const cache = make({ onError });
    await cache.getOrLoad('a', async () => [1]);
    clock = 1500;
    expect(await cache.getOrLoad('a', async () => Promise.reject(new Error('db down')))).toEqual([1]);
    await new Promise((r) => setImmediate(r));
    expect(onError).toHaveBeenCalled();
  });

  it('forgets everything on invalidate, also a load that was running', async () => {
    const cache = make();
    await cache.getOrLoad('a', async () => [1]);
    let resolve!: (v: number[]) => void;
    const running = cache.getOrLoad('b', () => new Promise<number[]>((r) => (resolve = r)));
    cache.invalidate();
    resolve([5]);
    expect(await running).toEqual([5]);
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('a', async () => [9])).toEqual([9]);
  });

  it('stays under its weight, least recently used out first', async () => {
    const cache = make();
    await cache.getOrLoad('a', async () => [1, 1, 1, 1]);
    await cache.getOrLoad('b', async () => [2, 2, 2, 2]);
    await cache.getOrLoad('a', async () => [0]); // hit: a is now the most recent
    await cache.getOrLoad('c', async () => [3, 3, 3, 3]);
    expect(cache.totalWeight).toBe(8);
    const b = jest.fn(async () => [2]);
    await cache.getOrLoad('b', b);
    expect(b).toHaveBeenCalled();
    expect(await cache.getOrLoad('big', async () => new Array(11).fill(0))).toHaveLength(11);
    expect(cache.totalWeight).toBeLessThanOrEqual(10);
  });

  it('loads every time when turned off', async () => {
    const cache = make({ ttlMs: 0 });
    const load = jest.fn(async () => [1]);
    await cache.getOrLoad('a', load);
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
