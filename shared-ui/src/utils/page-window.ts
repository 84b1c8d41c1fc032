/** One entry of a pager: a page number, or a gap ("…") before or after the current page's neighbours. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The one page-numbering rule of the site: the first and last page, the current page with one
 * neighbour on each side, and an ellipsis for each gap of two or more pages. Always 7 items once
 * there are 7+ pages, so the bar does not jump around: 1 2 3 4 5 … 32 / 1 … 9 10 11 … 32 /
 * 1 … 28 29 30 31 32. Pages out of range are clamped.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 7) return range(1, total);
  const siblingsStart = Math.max(Math.min(current - 1, total - 4), 3);
  const siblingsEnd = Math.min(Math.max(current + 1, 5), total - 2);
  return [
    1,
    siblingsStart > 3 ? 'start-ellipsis' : 2,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < total - 2 ? 'end-ellipsis' : total - 1,
    total,
  ];
}

/** The URL of page n of a list: page 1 is the list's own URL, the others `{base}/page/{n}`. */
export function pageHref(basePath: string, page: number, search = ''): string {
  const path = page <= 1 ? basePath : `${basePath.replace(/\/$/, '')}/page/${page}`;
  return `${path}${search}`;
}
