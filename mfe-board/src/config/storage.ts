/**
 * sessionStorage key of the listing navigation data (docs/product.md §7: "Each listing call stores the returned
 * ids, a title and a back URL for next/previous navigation"). Not in contracts STORAGE_KEYS yet.
 */
export const LISTING_NAVIGATION_KEY = 'listing-navigation';

/**
 * sessionStorage key of the listing id a visitor tried to favourite before logging in: once back on
 * that listing (the shell returns to `redirect-url`) and logged in, the favourite is added.
 */
export const PENDING_FAVORITE_KEY = 'pending-favorite';
