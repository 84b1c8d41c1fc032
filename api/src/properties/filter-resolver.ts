import { MESSAGES, newCollectionSince, normalizeSearchText, type PropertiesQuery } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { municipalitiesOf } from '../municipalities/municipality-data';
import type { ListingFilter, ListingRefinements } from './listing-filter';
import type { ReferenceCache } from './reference-cache';

/** A validated query of GET /api/properties as the listing query's filter and refinements (docs/search.md "Combined filters"). */

/** Price bounds beyond this are the same as no bound (and stay an integer for every driver). */
const MAX_PRICE_BOUND = 2_147_483_647;

export function notFound(field: string): ApiError {
  return new ApiError(404, MESSAGES.notFound, { [field]: [MESSAGES.notFound] });
}

/** Splits a search word into normalised terms; every term must appear (AND). */
export function searchTerms(word: string): string[] {
  return [...new Set(normalizeSearchText(word).split(' '))].filter((t) => t !== '');
}

export function refinementsOf(query: PropertiesQuery): ListingRefinements {
  const r: ListingRefinements = {};
  if (query.price_undecided) r.priceUndecided = query.price_undecided;
  if (query.price_from) r.priceFrom = Math.min(Number(query.price_from), MAX_PRICE_BOUND);
  if (query.price_to) r.priceTo = Math.min(Number(query.price_to), MAX_PRICE_BOUND);
  if (query.land_or_building) r.landOrBuilding = query.land_or_building;
  if (query.photo === 'has') r.photo = 'has';
  if (query.reception) r.reception = query.reception;
  if (query.publication) r.publication = query.publication;
  return r;
}

/**
 * The filters of a validated query, AND-combined (docs/search.md "Combined filters"), keys in a
 * fixed order (the object is part of the cache keys). Unknown city, area category, category or tag
 * → 404 on that field. A building age in years is a range of built years counted from this year
 * in Japan.
 */
export async function resolveFilter(query: PropertiesQuery, reference: ReferenceCache): Promise<ListingFilter> {
  const filter: ListingFilter = {};
  if (query.area !== undefined) filter.prefectureCode = query.area;
  if (query.city !== undefined) {
    if (!municipalitiesOf(query.city.slice(0, 2)).some((m) => m.code === query.city)) throw notFound('city');
    filter.cityCode = query.city;
  }
  if (query.word !== undefined) filter.terms = searchTerms(query.word);
  if (query.areaCategoryId !== undefined || query.categoryId !== undefined || query.tagId !== undefined) {
    const ref = await reference.get({
      areaCategoryIds: query.areaCategoryId !== undefined ? [query.areaCategoryId] : undefined,
      categoryIds: query.categoryId !== undefined ? [query.categoryId] : undefined,
      tagSlugs: query.tagId !== undefined ? [query.tagId] : undefined,
    });
    if (query.areaCategoryId !== undefined) {
      if (!ref.areaCategories.has(query.areaCategoryId)) throw notFound('areaCategoryId');
      filter.areaCategoryId = query.areaCategoryId;
    }
    if (query.categoryId !== undefined) {
      if (!ref.categories.has(query.categoryId)) throw notFound('categoryId');
      filter.categoryId = query.categoryId;
    }
    if (query.tagId !== undefined) {
      const tag = ref.tagsBySlug.get(query.tagId);
      if (!tag) throw notFound('tagId');
      filter.tagId = tag.id;
    }
  }
  if (query.collection === 'treasure') filter.treasure = true;
  if (query.collection === 'new') {
    // To the minute, so the cache key (and the result) holds for a minute.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    filter.newSince = newCollectionSince(new Date(minute));
  }
  if (query.rooms_from !== undefined) filter.roomsFrom = query.rooms_from;
  if (query.walk_to !== undefined) filter.walkTo = query.walk_to;
  if (query.land_area_from !== undefined) filter.landAreaFrom = query.land_area_from;
  if (query.land_area_to !== undefined) filter.landAreaTo = query.land_area_to;
  if (query.age_from !== undefined || query.age_to !== undefined) {
    const year = japanYear(new Date());
    // at most age_to years old: built in (year − age_to) or later; at least age_from: in (year − age_from) or earlier
    if (query.age_to !== undefined) filter.builtYearFrom = Math.max(year - query.age_to, -MAX_PRICE_BOUND);
    if (query.age_from !== undefined) filter.builtYearTo = Math.max(year - query.age_from, -MAX_PRICE_BOUND);
  }
  return filter;
}

/** The calendar year in Japan (UTC+9, no daylight saving) at `date`. */
export function japanYear(date: Date): number {
  return new Date(date.getTime() + 9 * 3600_000).getUTCFullYear();
}
