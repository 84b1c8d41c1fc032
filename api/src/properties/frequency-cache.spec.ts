import { FrequencyCache, frequencyKey } from './frequency-cache';

describe('FrequencyCache', () => {
  it('keeps counts for its TTL, never a zero, and tells which keys are still to count', () => {
    let now = 1000;
    const cache = new FrequencyCache(60_000, 10, () => now);
    cache.remember(frequencyKey('gram', '古民'), 12);
    cache.remember(frequencyKey('cat', 3), 0);
    const first = cache.lookup(['gram:古民', 'cat:3']);
    expect([...first.known]).toEqual([['gram:古民', 12]]);
    expect(first.missing).toEqual(['cat:3']);
    now += 60_000;
    expect(cache.lookup(['gram:古民']).missing).toEqual(['gram:古民']);
  });

  it('starts over when full instead of growing', () => {
    const cache = new FrequencyCache(60_000, 2);
    cache.remember('a', 1);
    cache.remember('b', 2);
    cache.remember('c', 3);
    expect(cache.lookup(['a', 'b', 'c']).missing).toEqual(['a', 'b']);
  });
});
