import { swipeDirection } from '../utils/swipe';
import { listingNeighbours } from '../utils/neighbours';
import { formatAreaWithTsubo, formatBuiltYearLong, formatDate } from '../utils/detail-format';

const at = (x: number, y = 0, time = 0) => ({ x, y, time });

describe('swipeDirection', () => {
  test('left is next, right is previous', () => {
    expect(swipeDirection(at(200), at(120, 0, 200))).toBe('next');
    expect(swipeDirection(at(120), at(200, 0, 200))).toBe('previous');
  });

  test('too short, too vertical or too slow is not a swipe', () => {
    expect(swipeDirection(at(200), at(170, 0, 100))).toBeNull();
    expect(swipeDirection(at(200, 0), at(120, 90, 100))).toBeNull();
    expect(swipeDirection(at(200, 0, 0), at(100, 0, 1000))).toBeNull();
  });

  test('exactly the minimum distance counts', () => {
    expect(swipeDirection(at(100), at(60, 0, 50))).toBe('next');
  });
});

describe('listingNeighbours', () => {
  const nav = { ids: [3, 7, 9], title: '掲示板', backUrl: '/board' };
  test('previous and next around the listing, null at the ends', () => {
    expect(listingNeighbours(nav, 7)).toMatchObject({ previousId: 3, nextId: 9, position: 2, total: 3 });
    expect(listingNeighbours(nav, 3)).toMatchObject({ previousId: null, nextId: 7 });
    expect(listingNeighbours(nav, 9)).toMatchObject({ previousId: 7, nextId: null });
  });
  test('null when the listing is not in the list or nothing is stored', () => {
    expect(listingNeighbours(nav, 4)).toBeNull();
    expect(listingNeighbours(null, 7)).toBeNull();
  });
});

describe('detail formatting', () => {
  test('areas in m² and 坪', () => {
    expect(formatAreaWithTsubo(330.58)).toBe('330.58m²（約100坪）');
    expect(formatAreaWithTsubo(null)).toBeNull();
  });
  test('built year as 西暦 and age', () => {
    expect(formatBuiltYearLong(1975, new Date('2026-06-01'))).toBe('1975年（築51年）');
    expect(formatBuiltYearLong(2026, new Date('2026-06-01'))).toBe('2026年');
    expect(formatBuiltYearLong(null)).toBeNull();
  });
  test('dates in Japan time', () => {
    expect(formatDate('2026-10-31T16:00:00.000Z')).toBe('2026年11月1日');
    expect(formatDate('')).toBeNull();
    expect(formatDate('nonsense')).toBeNull();
  });
});
