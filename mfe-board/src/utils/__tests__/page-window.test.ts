import { pageHref, pageWindow as pageItems } from '@akiya/shared-ui';

test.each([
  [1, 1, [1]],
  [3, 5, [1, 2, 3, 4, 5]],
  [1, 7, [1, 2, 3, 4, 5, 6, 7]],
  [1, 32, [1, 2, 3, 4, 5, 'end-ellipsis', 32]],
  [4, 32, [1, 2, 3, 4, 5, 'end-ellipsis', 32]],
  [5, 32, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 32]],
  [29, 32, [1, 'start-ellipsis', 28, 29, 30, 31, 32]],
  [32, 32, [1, 'start-ellipsis', 28, 29, 30, 31, 32]],
])('page %p of %p', (current, total, items) => {
  expect(pageItems(current, total)).toEqual(items);
});

test('page 1 is the list URL itself', () => {
  expect(pageHref('/board', 1)).toBe('/board');
  expect(pageHref('/board', 2, '?sort=price-asc')).toBe('/board/page/2?sort=price-asc');
});
