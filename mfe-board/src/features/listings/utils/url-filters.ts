import { FACT_FILTER_BOUNDS, isDigits, MAX_RANGE_BOUND, PROPERTY_FACT_FILTER_KEYS, prefectureByCode, type PropertiesQuery } from '@akiya/contracts';

/**
 * The combined filters a list URL may carry besides the eight search params (docs/search.md
 * "Combined filters"): prefecture, municipality, category, land area (㎡), building age (years), the
 * rooms of the 間取り and the walk from a station.
 * They are the API's own parameter names, so a board URL reads like the API query it asks for.
 * Invalid values are ignored (like invalid search params), a municipality of another prefecture too.
 */
export const URL_FILTER_KEYS = ['area', 'city', 'categoryId', 'land_area_from', 'land_area_to', 'age_from', 'age_to', 'rooms_from', 'walk_to'] as const;

/** The combined filters, typed as the API query's own (PropertiesQuery). */
export type UrlFilters = Pick<PropertiesQuery, (typeof URL_FILTER_KEYS)[number]>;

type RangeKey = 'land_area_from' | 'land_area_to' | 'age_from' | 'age_to';
const RANGE_KEYS: readonly RangeKey[] = ['land_area_from', 'land_area_to', 'age_from', 'age_to'];

/** The combined filters a URL gives; `fixed` are the list's own (its route's), which the URL cannot change. */
export function readUrlFilters(query: URLSearchParams, fixed: Pick<PropertiesQuery, 'area' | 'city' | 'categoryId'> = {}): UrlFilters {
  const result: UrlFilters = {};
  const area = query.get('area');
  if (fixed.area === undefined && area && prefectureByCode(area)) result.area = area;
  const prefecture = fixed.area ?? result.area;
  const city = query.get('city');
  if (fixed.city === undefined && city && /^[0-9]{5}$/.test(city) && prefectureByCode(city.slice(0, 2)) && (!prefecture || city.slice(0, 2) === prefecture)) {
    result.city = city;
  }
  const category = query.get('categoryId');
  if (fixed.categoryId === undefined && category && isDigits(category) && Number(category) >= 1 && Number.isSafeInteger(Number(category))) {
    result.categoryId = Number(category);
  }
  for (const key of RANGE_KEYS) {
    const value = query.get(key);
    if (value && isDigits(value)) result[key] = Math.min(Number(value), MAX_RANGE_BOUND);
  }
  for (const key of PROPERTY_FACT_FILTER_KEYS) {
    const value = query.get(key);
    if (value && isDigits(value) && Number(value) >= 1 && Number(value) <= FACT_FILTER_BOUNDS[key].max) result[key] = Number(value);
  }
  if (result.land_area_from !== undefined && result.land_area_to !== undefined && result.land_area_to < result.land_area_from) delete result.land_area_to;
  if (result.age_from !== undefined && result.age_to !== undefined && result.age_to < result.age_from) delete result.age_to;
  return result;
}

/** The query string with `filters` written in place of the URL's combined filters (the other keys stay). */
export function withUrlFilters(current: URLSearchParams, filters: UrlFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of URL_FILTER_KEYS) {
    next.delete(key);
    const value = filters[key];
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  return next;
}

/** How many combined filters are set (shown on the filter button with the search params'). */
export function urlFilterCount(filters: UrlFilters): number {
  return URL_FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}
