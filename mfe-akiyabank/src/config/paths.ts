export const TOP_PATH = '/akiyabank';
export const LIST_PATH = '/akiyabank/list';
export const MANAGE_PATH = '/akiyabank/manage';
export const MANAGE_NEW_PATH = '/akiyabank/manage/new';
export const MANAGE_PROFILE_PATH = '/akiyabank/manage/municipality';
/** Newest listings shown on the bank's top page. */
export const NEWEST_LIMIT = 6;

/** The list's filters as they appear in the address (?prefecture=33&municipality=2). */
export interface ListFilters {
  prefecture: string;
  municipality: string;
}

export function filterSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.prefecture) params.set('prefecture', filters.prefecture);
  if (filters.municipality) params.set('municipality', filters.municipality);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Page n of the list (page 1 is the list itself), keeping the filters. */
export function listPagePath(page: number, filters: ListFilters = { prefecture: '', municipality: '' }): string {
  return `${page <= 1 ? LIST_PATH : `${LIST_PATH}/page/${page}`}${filterSearch(filters)}`;
}

/** A bank listing's page. */
export function bankListingPath(id: number): string {
  return `/akiyabank/${id}`;
}

export function manageEditPath(id: number): string {
  return `${MANAGE_PATH}/${id}/edit`;
}
