import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const take = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, () => next());
    };
    expect(take(1000)).toEqual(take(1000));
    expect(take(1001)).not.toEqual(take(1000));
  });

  it('is mulberry32: its first numbers for seed 1 are the reference ones', () => {
    const next = seededRandom(1);
    // mulberry32(1): 0.6270739405881613, 0.002735721180215478, 0.5274470399599522
    expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('stays within [0, 1)', () => {
    const next = seededRandom(42);
    for (let i = 0; i < 10_000; i += 1) {
      const n = next();
      expect(n >= 0 && n < 1).toBe(true);
    }
  });
});
