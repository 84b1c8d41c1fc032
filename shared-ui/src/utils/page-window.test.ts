import { pageHref, pageWindow } from './page-window';

describe('pageWindow', () => {
  test.each([
    [1, 0, []],
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'end-ellipsis', 8]],
    [6, 12, [1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 12]],
    [1, 32, [1, 2, 3, 4, 5, 'end-ellipsis', 32]],
    [4, 32, [1, 2, 3, 4, 5, 'end-ellipsis', 32]],
    [5, 32, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 32]],
    [29, 32, [1, 'start-ellipsis', 28, 29, 30, 31, 32]],
    [32, 32, [1, 'start-ellipsis', 28, 29, 30, 31, 32]],
  ])('page %p of %p', (current, total, items) => {
    expect(pageWindow(current, total)).toEqual(items);
  });

  it('always gives 7 items from 7 pages on, with the current page, the first and the last', () => {
    for (let total = 7; total <= 40; total++)
      for (let current = 1; current <= total; current++) {
        const items = pageWindow(current, total);
        expect(items).toHaveLength(7);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items[6]).toBe(total);
      }
  });
});

test('page 1 is the list URL itself', () => {
  expect(pageHref('/board', 1)).toBe('/board');
  expect(pageHref('/board/', 3)).toBe('/board/page/3');
  expect(pageHref('/board', 2, '?sort=price-asc')).toBe('/board/page/2?sort=price-asc');
});
