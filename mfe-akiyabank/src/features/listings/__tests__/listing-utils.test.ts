import { pageWindow } from '../utils/page-window';

describe('pageWindow', () => {
  it('keeps first and last pages and marks gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
