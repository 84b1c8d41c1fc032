/**
 * sessionStorage key of the listing navigation data (spec §7: "Each listing call stores the returned
 * ids, a title and a back URL for next/previous navigation"). Not in contracts STORAGE_KEYS yet.
 */
export const LISTING_NAVIGATION_KEY = 'listing-navigation';
