import { isSameSitePath, matchesAny } from './paths';

/** Where the header's back button goes: back in the browser history, or to a path. */
export type BackTarget = { kind: 'history' } | { kind: 'path'; to: string };

/** Location state a listing puts on the link of a category tag (docs/product.md §2 "clicked from a listing"). */
export interface CategoryLinkState {
  fromListing?: string;
}

/** The back button is hidden on the top, register and remember pages. */
const HIDDEN = ['/', '/login/register', '/login/remember'];
/** Login, register, remember and contact pages go back in the browser history. */
const HISTORY_PAGES = ['/login', '/login/*', '/contact', '/contact/*'];
/** Board-related pages (area, categories, tags, new, treasure, histories) go to the board. */
const BOARD_RELATED = [
  '/area',
  '/area/*',
  '/area-category',
  '/area-category/*',
  '/categories',
  '/category',
  '/tags',
  '/tags/*',
  '/new',
  '/new/*',
  '/treasure',
  '/treasure/*',
  '/histories',
  '/histories/*',
];
/** A category page goes to the category list, or back to the listing its tag was clicked on. */
const CATEGORY_PAGES = ['/category/:category', '/category/:category/*'];
/** The board goes to the top page. */
const BOARD = ['/board', '/board/page/*'];

function fromListing(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('fromListing' in state)) return null;
  const value = (state as CategoryLinkState).fromListing;
  return isSameSitePath(value) ? value : null;
}

/**
 * The back-button rule of docs/product.md §2, as a pure function.
 *
 * @param pathname      the current path
 * @param state         the current location state (a listing's category link passes `{ fromListing }`)
 * @param storedBackUrl the stored back address (shared-ui `selectBackUrl`)
 * @param hasHistory    whether there is an earlier entry of this site in the browser history
 * @returns null when the button is hidden
 */
export function backTarget(pathname: string, state: unknown, storedBackUrl: string | null, hasHistory: boolean): BackTarget | null {
  const historyOrTop: BackTarget = hasHistory ? { kind: 'history' } : { kind: 'path', to: '/' };
  if (matchesAny(HIDDEN, pathname)) return null;
  if (matchesAny(HISTORY_PAGES, pathname)) return historyOrTop;
  if (matchesAny(BOARD_RELATED, pathname)) return { kind: 'path', to: '/board' };
  if (matchesAny(CATEGORY_PAGES, pathname)) return { kind: 'path', to: fromListing(state) ?? '/categories' };
  if (matchesAny(BOARD, pathname)) return { kind: 'path', to: '/' };
  if (isSameSitePath(storedBackUrl) && storedBackUrl.split(/[?#]/)[0] !== pathname) return { kind: 'path', to: storedBackUrl };
  return historyOrTop;
}
