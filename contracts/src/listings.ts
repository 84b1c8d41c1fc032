/**
 * Rules about listings shared by the API and the board: the rule-based collections (/treasure,
 * /new), the seller's public name, and the title and description a shared listing page carries.
 */
import { SITE_NAME } from './accounts';
import type { ListingSummary } from './types';

// ---------------------------------------------------------------------------
// Collections (GET /api/properties?collection=…)
// ---------------------------------------------------------------------------

/**
 * Rule-based collections of published listings, selected with `?collection=` (one of the filters):
 * - `treasure` (/treasure, お宝物件): a decided price of at most TREASURE_MAX_PRICE_MAN_YEN 万円
 *   (0 円 = 無償譲渡 included, 価格未定 excluded), at least one photo, and open to enquiries right now
 *   (`reception` on, not suspended, root type 掲載中 / published);
 * - `new` (/new, 新着物件): published within the last NEW_LISTING_DAYS days.
 * Both default to newest first; `sort_order` and the other search params still apply.
 */
export const LISTING_COLLECTIONS = ['treasure', 'new'] as const;
export type ListingCollection = (typeof LISTING_COLLECTIONS)[number];

/** Upper price bound (inclusive, in 万円) of the treasure collection. */
export const TREASURE_MAX_PRICE_MAN_YEN = 100;
/** The new collection holds listings published within this many days. */
export const NEW_LISTING_DAYS = 30;

export interface TreasureCandidate {
  price_man_yen: number | null;
  /** Number of photos. */
  photoCount: number;
  reception: boolean;
  is_suspension: boolean;
  root_type: string;
}

/** The treasure rule on one listing (the API applies the same rule in SQL). */
export function isTreasure(listing: TreasureCandidate): boolean {
  return (
    listing.price_man_yen !== null &&
    listing.price_man_yen >= 0 &&
    listing.price_man_yen <= TREASURE_MAX_PRICE_MAN_YEN &&
    listing.photoCount > 0 &&
    listing.reception &&
    !listing.is_suspension &&
    listing.root_type === 'published'
  );
}

/** The earliest publication time of the new collection at `now`. */
export function newCollectionSince(now: Date): Date {
  return new Date(now.getTime() - NEW_LISTING_DAYS * 24 * 3600 * 1000);
}

// ---------------------------------------------------------------------------
// Seller's public name
// ---------------------------------------------------------------------------

/** Shown when a user has no last name on record. */
export const ANONYMOUS_USER_NAME = '家いちば会員';

/**
 * The name of a user as other users see it (listing detail, public profile): the last name with
 * さん ("山田さん"). First name, email, phone and address are never public.
 */
export function publicUserName(lastName: string | null | undefined): string {
  const name = (lastName ?? '').trim();
  return name === '' ? ANONYMOUS_USER_NAME : `${name}さん`;
}

// ---------------------------------------------------------------------------
// Page title and description of a listing page (/project/{id})
// ---------------------------------------------------------------------------

/** Length of the description shown in search results and link previews. */
export const META_DESCRIPTION_LENGTH = 120;

/** `<listing title> | 家いちば`, the same pattern as every page title of the site. */
export function listingPageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * The first META_DESCRIPTION_LENGTH characters (code points) of a description, whitespace folded
 * to single spaces, with '…' when cut.
 */
export function metaDescription(text: string, length: number = META_DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const chars = [...folded];
  return chars.length <= length ? folded : `${chars.slice(0, length).join('')}…`;
}

// ---------------------------------------------------------------------------
// Favourites (POST / DELETE /api/favorites/{id}, GET /api/favorites, base data `favorites`)
// ---------------------------------------------------------------------------

/** Listings per page of the my-page favourites list (/my-page/list/favorite). */
export const FAVORITES_PAGE_SIZE = 10;

/**
 * The my-page list types (/my-page/list/{type}): favourite listings, favourite articles and
 * favourite Q&A; any other type is 404.
 */
export const MY_PAGE_LIST_TYPES = ['favorite', 'article', 'solution'] as const;
export type MyPageListType = (typeof MY_PAGE_LIST_TYPES)[number];

/** Texts of the favourite toggle and the favourites list, shared by the board and the my page. */
export const FAVORITE_TEXTS = {
  add: 'お気に入り',
  added: 'お気に入り済み',
  addLabel: 'お気に入りに追加',
  removeLabel: 'お気に入りから外す',
  addFailed: 'お気に入りに追加できませんでした。時間をおいてもう一度お試しください。',
  removeFailed: 'お気に入りから外せませんでした。時間をおいてもう一度お試しください。',
} as const;

/** POST / DELETE /api/favorites/{id}: whether the listing is now a favourite, and every favourite id (newest first). */
export interface FavoriteToggleResponse {
  success: true;
  favorite: boolean;
  favorites: number[];
}

/** GET /api/favorites?page=: the logged-in user's favourite listings, newest favourite first. */
export interface FavoriteListResponse {
  items: ListingSummary[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

// ---------------------------------------------------------------------------
// Map markers (GET /api/properties/markers)
// ---------------------------------------------------------------------------

/** At most this many markers are answered for one query (newest first). */
export const MAP_MARKERS_CAP = 500;

/** One published listing with coordinates, as a marker on /map. */
export interface MapMarker {
  id: number;
  title: string;
  /** 万円; null when undecided. */
  price_man_yen: number | null;
  prefecture_code: string;
  lat: number;
  lng: number;
}

/** GET /api/properties/markers: markers of the listings matching the filters, newest first. */
export interface MapMarkersResponse {
  items: MapMarker[];
  /** True when more listings with coordinates match than MAP_MARKERS_CAP. */
  capped: boolean;
}
