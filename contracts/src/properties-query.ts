/**
 * Validation of the query of GET /api/properties (docs/product.md §7), shared by the API and the board so both accept
 * exactly the same queries.
 *
 * Rules (our reading of the spec):
 * - `page`: digits, ≥ 1, default 1. `limit`: digits, 1..MAX_PROPERTIES_LIMIT, default PAGE_SIZE.
 * - Filters combine (AND; docs/search.md "Combined filters"): area, city, areaCategoryId, word,
 *   categoryId, tagId, collection and the ranges land_area_from/land_area_to (㎡) and
 *   age_from/age_to (years since the building's year), each validated on its own. The spec's
 *   "plus one of" describes the old client's calls; one-filter queries are answered as before.
 * - `area`: a two-digit prefecture code; `city`: a 5-digit 全国地方公共団体コード (no check digit)
 *   whose first two digits are a prefecture — and `area`'s when both are given (`cityNotInArea`);
 *   whether the municipality exists is the API's business (404). Range bounds: digits, inclusive;
 *   an upper bound below the lower one is an error on the upper one; `areaCategoryId`/`categoryId`: digits ≥ 1; `word`: the
 *   search-word rule (returned trimmed); `tagId`: any text up to TAG_ID_MAX_LENGTH characters (trimmed);
 *   `collection`: one of LISTING_COLLECTIONS (treasure, new — see listings.ts).
 * - The eight search params must hold one of their allowed values; price_from/price_to digits or ''.
 * - Any other key gets `unknownParameter`.
 * - An absent key, or one given as '' (e.g. `?area=`), means "not given" — except for
 *   price_from/price_to, where '' is itself the value "no bound".
 * - Numbers are accepted as their string form; arrays (repeated keys) and objects are invalid.
 */
import {
  DEFAULT_SEARCH_PARAMS,
  LAND_OR_BUILDING,
  MAX_PROPERTIES_LIMIT,
  PAGE_SIZE,
  PHOTO_FILTERS,
  SORT_ORDERS,
  YES_NO,
  type SearchParams,
  type SortOrder,
} from './constants';
import { FACT_LIMITS, FACT_MESSAGES } from './listing-facts';
import { LISTING_COLLECTIONS, type ListingCollection } from './listings';
import { formatMessage, MESSAGES } from './messages';
import { prefectureByCode } from './prefectures';
import { codePointLength, isDigits, searchWord } from './validation';

export const TAG_ID_MAX_LENGTH = 100;

/** The filters of a list query; any combination applies (AND). */
export const PROPERTY_FILTER_KEYS = ['area', 'city', 'areaCategoryId', 'word', 'categoryId', 'tagId', 'collection'] as const;
export type PropertyFilterKey = (typeof PROPERTY_FILTER_KEYS)[number];
/** Range filters (digits, inclusive bounds): land area in ㎡, building age in years. */
export const PROPERTY_RANGE_KEYS = ['land_area_from', 'land_area_to', 'age_from', 'age_to'] as const;
export type PropertyRangeKey = (typeof PROPERTY_RANGE_KEYS)[number];
/** Filters on a listing's facts (listing-facts.ts): at least `rooms_from` rooms (間取り, 1–9), at most `walk_to` minutes from a station (1–120). */
export const PROPERTY_FACT_FILTER_KEYS = ['rooms_from', 'walk_to'] as const;
export type PropertyFactFilterKey = (typeof PROPERTY_FACT_FILTER_KEYS)[number];
/** The largest value of each facts filter (the board's URL reading uses the same). */
export const FACT_FILTER_BOUNDS: Record<PropertyFactFilterKey, { max: number; message: string }> = {
  rooms_from: { max: 9, message: FACT_MESSAGES.invalidRoomsFilter },
  walk_to: { max: FACT_LIMITS.walkMinutesMax, message: FACT_MESSAGES.invalidWalkFilter },
};
/** A range bound beyond this is the same as this (stays an integer for every driver). */
export const MAX_RANGE_BOUND = 2_147_483_647;

const SEARCH_PARAM_VALUES: { [K in keyof SearchParams]: readonly string[] | 'digitsOrEmpty' } = {
  sort_order: SORT_ORDERS,
  price_undecided: YES_NO,
  price_from: 'digitsOrEmpty',
  price_to: 'digitsOrEmpty',
  land_or_building: LAND_OR_BUILDING,
  photo: PHOTO_FILTERS,
  reception: YES_NO,
  publication: YES_NO,
};
export const SEARCH_PARAM_KEYS = Object.keys(SEARCH_PARAM_VALUES) as (keyof SearchParams)[];

export const PROPERTIES_QUERY_KEYS: readonly string[] = ['page', 'limit', ...PROPERTY_FILTER_KEYS, ...PROPERTY_RANGE_KEYS, ...PROPERTY_FACT_FILTER_KEYS, ...SEARCH_PARAM_KEYS];

export type PropertiesQuery = {
  page: number;
  limit: number;
  area?: string;
  /** 5-digit municipality code (全国地方公共団体コード without its check digit). */
  city?: string;
  areaCategoryId?: number;
  word?: string;
  categoryId?: number;
  tagId?: string;
  collection?: ListingCollection;
  /** Land area bounds in ㎡, inclusive. */
  land_area_from?: number;
  land_area_to?: number;
  /** Building age bounds in years (this year − built year), inclusive. */
  age_from?: number;
  age_to?: number;
  /** At least this many rooms (the number of a 間取り, 1–9). */
  rooms_from?: number;
  /** At most this many minutes on foot from a station (1–120). */
  walk_to?: number;
  sort_order?: SortOrder;
} & Partial<Omit<SearchParams, 'sort_order'>>;

export type PropertiesQueryResult =
  | { ok: true; value: PropertiesQuery }
  | { ok: false; errors: Record<string, string[]> };

/** Query value as text; undefined when absent; null when it cannot be text (array, object, boolean, NaN). */
function text(v: unknown): string | undefined | null {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** Positive safe integer from a digit string, or null. */
function positiveInt(s: string | null): number | null {
  if (s === null || !isDigits(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function validatePropertiesQuery(query: Record<string, unknown>): PropertiesQueryResult {
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    // defineProperty so that a key such as '__proto__' becomes an ordinary own property
    if (!Object.prototype.hasOwnProperty.call(errors, key)) {
      Object.defineProperty(errors, key, { value: [], enumerable: true, writable: true, configurable: true });
    }
    errors[key].push(message);
  };
  const value: PropertiesQuery = { page: 1, limit: PAGE_SIZE };

  for (const key of Object.keys(query)) {
    if (!PROPERTIES_QUERY_KEYS.includes(key)) fail(key, MESSAGES.unknownParameter);
  }

  const given = (key: string): string | null | undefined => {
    const t = text(query[key]);
    return t === '' ? undefined : t;
  };

  // page / limit
  const page = given('page');
  if (page !== undefined) {
    const n = positiveInt(page);
    if (n === null) fail('page', MESSAGES.invalidPage);
    else value.page = n;
  }
  const limit = given('limit');
  if (limit !== undefined) {
    const n = positiveInt(limit);
    if (n === null || n > MAX_PROPERTIES_LIMIT) fail('limit', MESSAGES.invalidLimit);
    else value.limit = n;
  }

  // the filters (any combination)
  for (const key of PROPERTY_FILTER_KEYS) {
    const raw = given(key);
    if (raw === undefined) continue;
    switch (key) {
      case 'area':
        if (raw !== null && prefectureByCode(raw)) value.area = raw;
        else fail(key, MESSAGES.invalidArea);
        break;
      case 'city':
        if (raw === null || !/^[0-9]{5}$/.test(raw) || !prefectureByCode(raw.slice(0, 2))) fail(key, MESSAGES.invalidCity);
        else value.city = raw;
        break;
      case 'areaCategoryId':
      case 'categoryId': {
        const n = positiveInt(raw);
        if (n === null) fail(key, MESSAGES.invalidId);
        else value[key] = n;
        break;
      }
      case 'word': {
        const message = searchWord(raw);
        if (message !== null) fail(key, message);
        else value.word = (raw as string).trim();
        break;
      }
      case 'tagId': {
        const tag = raw === null ? '' : raw.trim();
        if (tag === '') fail(key, MESSAGES.invalidValue);
        else if (codePointLength(tag) > TAG_ID_MAX_LENGTH)
          fail(key, formatMessage(MESSAGES.maxLength, { length: TAG_ID_MAX_LENGTH }));
        else value.tagId = tag;
        break;
      }
      case 'collection':
        if (raw !== null && (LISTING_COLLECTIONS as readonly string[]).includes(raw)) value.collection = raw as ListingCollection;
        else fail(key, MESSAGES.invalidValue);
        break;
    }
  }
  if (value.city !== undefined && value.area !== undefined && value.city.slice(0, 2) !== value.area) fail('city', MESSAGES.cityNotInArea);

  // range filters
  for (const key of PROPERTY_RANGE_KEYS) {
    const raw = given(key);
    if (raw === undefined) continue;
    if (raw === null || !isDigits(raw)) fail(key, key.startsWith('land') ? MESSAGES.invalidLandArea : MESSAGES.invalidBuildingAge);
    else value[key] = Math.min(Number(raw), MAX_RANGE_BOUND);
  }
  if (value.land_area_from !== undefined && value.land_area_to !== undefined && value.land_area_to < value.land_area_from)
    fail('land_area_to', MESSAGES.landAreaRangeReversed);
  if (value.age_from !== undefined && value.age_to !== undefined && value.age_to < value.age_from) fail('age_to', MESSAGES.buildingAgeRangeReversed);

  // filters on the facts
  for (const key of PROPERTY_FACT_FILTER_KEYS) {
    const raw = given(key);
    if (raw === undefined) continue;
    const { max, message } = FACT_FILTER_BOUNDS[key];
    if (raw === null || !isDigits(raw) || Number(raw) < 1 || Number(raw) > max) fail(key, message);
    else value[key] = Number(raw);
  }

  // search params
  for (const key of SEARCH_PARAM_KEYS) {
    const checked = checkSearchParam(key, query[key]);
    if ('error' in checked) fail(key, checked.error);
    else if (checked.value !== undefined) Object.assign(value, { [key]: checked.value });
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/**
 * One search param: its accepted value, `undefined` when not given (absent, or '' for a param whose
 * allowed values do not include ''), or the Japanese error.
 */
function checkSearchParam(key: keyof SearchParams, input: unknown): { value: string | undefined } | { error: string } {
  const raw = text(input);
  if (raw === undefined) return { value: undefined };
  const allowed = SEARCH_PARAM_VALUES[key];
  if (allowed === 'digitsOrEmpty') {
    return raw !== null && (raw === '' || isDigits(raw)) ? { value: raw } : { error: MESSAGES.invalidPrice };
  }
  if (raw === '' && !allowed.includes('')) return { value: undefined };
  return raw !== null && allowed.includes(raw) ? { value: raw } : { error: MESSAGES.invalidValue };
}

export type SearchParamsResult = { ok: true; value: SearchParams } | { ok: false; errors: Record<string, string[]> };

/**
 * Validation of the body of POST /api/user/post-search-params (docs/product.md §7: the eight search params).
 * Each param follows the same rule as in the query of GET /api/properties; an absent one takes its
 * DEFAULT_SEARCH_PARAMS value. Also: price_to below price_from is `priceRangeReversed` (on price_to),
 * any other key `unknownParameter`, and a body that is not a JSON object `invalidValue` (on `body`).
 */
export function validateSearchParams(body: unknown): SearchParamsResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: [MESSAGES.invalidValue] } };
  }
  const input = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    if (!Object.prototype.hasOwnProperty.call(errors, key)) {
      Object.defineProperty(errors, key, { value: [], enumerable: true, writable: true, configurable: true });
    }
    errors[key].push(message);
  };
  const value: SearchParams = { ...DEFAULT_SEARCH_PARAMS };
  for (const key of Object.keys(input)) {
    if (!(SEARCH_PARAM_KEYS as string[]).includes(key)) fail(key, MESSAGES.unknownParameter);
  }
  for (const key of SEARCH_PARAM_KEYS) {
    const checked = checkSearchParam(key, input[key]);
    if ('error' in checked) fail(key, checked.error);
    else if (checked.value !== undefined) Object.assign(value, { [key]: checked.value });
  }
  if (!errors.price_from && !errors.price_to && value.price_from !== '' && value.price_to !== '') {
    if (Number(value.price_to) < Number(value.price_from)) fail('price_to', MESSAGES.priceRangeReversed);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
