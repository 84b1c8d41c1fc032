import { escapeLike, type SortOrder } from '@akiya/contracts';

/**
 * What a listing query asks for (docs/search.md "Combined filters"): the filter, the search-param
 * refinements and the sort, with the SQL fragments every listing query shares. Plain data and text:
 * the builder (listing-query-builder.ts) turns them into one query, the repository runs it.
 */

/**
 * The filters of a listing query, AND-combined (docs/search.md "Combined filters"); an empty object
 * is the whole board. Built by PropertiesService.resolveFilter in a fixed key order (it is part of
 * the cache keys). Ranges are inclusive; a listing whose land area or built year is unknown is left
 * out by a bound on it.
 */
export interface ListingFilter {
  prefectureCode?: string;
  cityCode?: string;
  areaCategoryId?: number;
  /** Normalised search terms (word search, docs/search.md). */
  terms?: string[];
  categoryId?: number;
  tagId?: number;
  treasure?: true;
  /** The new collection: published at or after this. */
  newSince?: Date;
  landAreaFrom?: number;
  landAreaTo?: number;
  builtYearFrom?: number;
  builtYearTo?: number;
  /** At least this many rooms (間取り). */
  roomsFrom?: number;
  /** At most this many minutes from a station. */
  walkTo?: number;
}

/** The one-filter shape of before combined search, still accepted by every method (other callers use it). */
export type LegacyListingFilter =
  | { kind: 'all' }
  | { kind: 'area'; prefectureCode: string }
  | { kind: 'areaCategory'; areaCategoryId: number }
  | { kind: 'word'; terms: string[] }
  | { kind: 'category'; categoryId: number }
  | { kind: 'tag'; tagId: number }
  | { kind: 'treasure' }
  | { kind: 'new'; since: Date };

export type ListingFilterInput = ListingFilter | LegacyListingFilter;

/** A filter of either shape as the combined one. */
export function toListingFilter(input: ListingFilterInput): ListingFilter {
  if (!('kind' in input)) return input;
  switch (input.kind) {
    case 'all':
      return {};
    case 'area':
      return { prefectureCode: input.prefectureCode };
    case 'areaCategory':
      return { areaCategoryId: input.areaCategoryId };
    case 'word':
      return { terms: input.terms };
    case 'category':
      return { categoryId: input.categoryId };
    case 'tag':
      return { tagId: input.tagId };
    case 'treasure':
      return { treasure: true };
    case 'new':
      return { newSince: input.since };
  }
}

/**
 * The saved search params (docs/product.md §3) as refinements. Yes/no params say whether a subset is included:
 * 'no' leaves it out (price_undecided=no: no 価格未定; reception=no: only listings accepting
 * enquiries; publication=no: only 掲載中). Absent or 'yes' changes nothing.
 */
export interface ListingRefinements {
  priceUndecided?: 'yes' | 'no';
  priceFrom?: number;
  priceTo?: number;
  landOrBuilding?: 'building' | 'land';
  photo?: 'has';
  reception?: 'yes' | 'no';
  publication?: 'yes' | 'no';
}

export interface PublishedSearch {
  filter: ListingFilterInput;
  refinements: ListingRefinements;
  sort: SortOrder;
  offset: number;
  limit: number;
  /** At most this many ids of the whole result are returned (applicableIds). */
  idCap: number;
}

export interface PublishedSearchResult {
  total: number;
  /** Ids of the whole result in order, capped at idCap. */
  ids: number[];
  /** Ids of the requested page, in order. */
  pageIds: number[];
}

/** A published listing: what every public query starts from. Matches the leading columns of the order indexes. */
export const PUBLISHED = 'p.is_published = 1 AND p.is_stop_published = 0 AND p.published_at IS NOT NULL';

/**
 * ORDER BY of each sort order. Ties fall back to the newest first, then the id, so paging is
 * stable. An undecided price sorts as 0 (docs/product.md §9) through price_sort. Each matches one index of
 * migration 1763790000000-BoardSearch (read forwards or backwards).
 */
export const ORDER_BY: Record<SortOrder, string> = {
  'publish-desc': 'p.published_at DESC, p.id DESC',
  'publish-asc': 'p.published_at ASC, p.id ASC',
  'contact-desc': 'p.contact_count DESC, p.published_at DESC, p.id DESC',
  'contact-asc': 'p.contact_count ASC, p.published_at DESC, p.id DESC',
  'price-asc': 'p.price_sort ASC, p.published_at DESC, p.id DESC',
  'price-desc': 'p.price_sort DESC, p.published_at DESC, p.id DESC',
  // Unknown land area / built year sort as the smallest / oldest (NULL first ascending on both engines).
  'land-desc': 'p.land_area DESC, p.published_at DESC, p.id DESC',
  'land-asc': 'p.land_area ASC, p.published_at DESC, p.id DESC',
  'age-asc': 'p.built_year DESC, p.published_at DESC, p.id DESC',
  'age-desc': 'p.built_year ASC, p.published_at DESC, p.id DESC',
};

/** The LIKE pattern for one search term: the term anywhere, its % _ and \ taken literally. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** The datetime helpers of every repository (database/sql.ts), by the names the listing code uses. */
