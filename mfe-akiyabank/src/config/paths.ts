export const TOP_PATH = '/akiyabank';
export const LIST_PATH = '/akiyabank/list';
/** Newest listings shown on the bank's top page. */
export const NEWEST_LIMIT = 6;

/** Page n of the list; page 1 is the list itself. */
export function listPagePath(page: number): string {
  return page <= 1 ? LIST_PATH : `${LIST_PATH}/page/${page}`;
}

/** A listing's page (served by the board remote). */
export function projectPath(id: number): string {
  return `/project/${id}`;
}
