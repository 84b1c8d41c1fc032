import { LISTING_NAVIGATION_KEY } from '../config/storage';

/** What a list screen leaves behind for the detail page's next/previous navigation (docs/product.md §7). */
export interface ListingNavigation {
  /** Every id of the list, all pages, in list order. */
  ids: number[];
  /** The list's title, e.g. '東京都' or '「古民家」の検索結果'. */
  title: string;
  /** The list URL to go back to (path and query). */
  backUrl: string;
}

/**
 * The navigation as attributes of an element in the server's HTML: the shell's entry script stores
 * it (shell/src/session-items.ts) as soon as the page is on screen, before the board's code runs, so a
 * card followed before then (a full load of the listing page) still finds its list.
 */
export function listingNavigationAttributes(navigation: ListingNavigation): Record<'data-session-item' | 'data-session-value', string> {
  return { 'data-session-item': LISTING_NAVIGATION_KEY, 'data-session-value': JSON.stringify(navigation) };
}

export function saveListingNavigation(navigation: ListingNavigation): void {
  try {
    sessionStorage.setItem(LISTING_NAVIGATION_KEY, JSON.stringify(navigation));
  } catch {
    // storage full or disabled (private mode): next/previous is a convenience, never an error
  }
}

export function readListingNavigation(): ListingNavigation | null {
  try {
    const raw = sessionStorage.getItem(LISTING_NAVIGATION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ListingNavigation>;
    if (!Array.isArray(value.ids) || typeof value.title !== 'string' || typeof value.backUrl !== 'string') return null;
    return { ids: value.ids.filter((id) => Number.isInteger(id)), title: value.title, backUrl: value.backUrl };
  } catch {
    return null;
  }
}
