import { shuffle } from './shuffle';

describe('shuffle', () => {
  const items = Array.from({ length: 15 }, (_, i) => i + 1);

  it('returns a permutation and leaves the input alone', () => {
    const copy = items.slice();
    const out = shuffle(items);
    expect(out).toHaveLength(15);
    expect(out.slice().sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual(copy);
  });

  it('follows the random source (Fisher–Yates)', () => {
    // random() = 0 always swaps with the first element: [1,2,3] → i=2 swap(2,0) → [3,2,1] → i=1 swap(1,0) → [2,3,1]
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
    // random() just below 1 never moves anything
    expect(shuffle([1, 2, 3], () => 0.9999)).toEqual([1, 2, 3]);
  });

  it('gives different orders for different random sources', () => {
    let seed = 7;
    const lcg = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const a = shuffle(items, lcg);
    const b = shuffle(items, lcg);
    expect(a).not.toEqual(b);
  });

  it('copes with a random source that returns 1', () => {
    expect(shuffle([1, 2, 3], () => 1).sort()).toEqual([1, 2, 3]);
  });
});
