import {
  DEFAULT_SEARCH_PARAMS,
  LAND_OR_BUILDING,
  MESSAGES,
  PHOTO_FILTERS,
  SORT_ORDERS,
  YES_NO,
  isDigits,
  type SearchParams,
} from '@akiya/contracts';

/**
 * The eight search params (docs/product.md §3) on a list URL. Every key keeps its spec name in the query, except
 * the sort, which has been `?sort=` since the first version of the board (links already shared).
 */
export const URL_KEYS: Record<keyof SearchParams, string> = {
  sort_order: 'sort',
  price_undecided: 'price_undecided',
  price_from: 'price_from',
  price_to: 'price_to',
  land_or_building: 'land_or_building',
  photo: 'photo',
  reception: 'reception',
  publication: 'publication',
};

export const SEARCH_PARAM_KEYS = Object.keys(URL_KEYS) as (keyof SearchParams)[];

const ALLOWED: { [K in keyof SearchParams]: readonly string[] | 'price' } = {
  sort_order: SORT_ORDERS,
  price_undecided: YES_NO,
  price_from: 'price',
  price_to: 'price',
  land_or_building: LAND_OR_BUILDING,
  photo: PHOTO_FILTERS,
  reception: YES_NO,
  publication: YES_NO,
};

function isAllowed<K extends keyof SearchParams>(key: K, value: string): value is SearchParams[K] {
  const allowed = ALLOWED[key];
  return allowed === 'price' ? value === '' || isDigits(value) : allowed.includes(value);
}

/** The search params a URL gives explicitly; unknown or invalid values are ignored. */
export function readUrlParams(query: URLSearchParams): Partial<SearchParams> {
  const result: Partial<SearchParams> = {};
  for (const key of SEARCH_PARAM_KEYS) {
    const value = query.get(URL_KEYS[key]);
    if (value !== null && isAllowed(key, value)) Object.assign(result, { [key]: value });
  }
  return result;
}

/**
 * The baseline a list starts from: the saved params of a logged-in user (base data `searchParams`),
 * else the defaults (docs/product.md §9). Invalid saved values fall back to the defaults.
 */
export function baselineParams(saved: SearchParams | null | undefined): SearchParams {
  const result: SearchParams = { ...DEFAULT_SEARCH_PARAMS };
  if (!saved) return result;
  for (const key of SEARCH_PARAM_KEYS) {
    const value = saved[key];
    if (typeof value === 'string' && isAllowed(key, value)) Object.assign(result, { [key]: value });
  }
  return result;
}

/**
 * The query string after applying `params`: the other keys of `current` stay, the eight are written
 * when they differ from the defaults or from the baseline (so a visitor's choices are shareable and
 * a logged-in user can still clear a saved value for this visit).
 */
export function withSearchParams(current: URLSearchParams, params: SearchParams, baseline: SearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of SEARCH_PARAM_KEYS) {
    next.delete(URL_KEYS[key]);
    if (params[key] !== DEFAULT_SEARCH_PARAMS[key] || params[key] !== baseline[key]) next.set(URL_KEYS[key], params[key]);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The query string without the eight search params (the other keys stay). */
export function withoutSearchParams(current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of SEARCH_PARAM_KEYS) next.delete(URL_KEYS[key]);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * What the API is given: every param that differs from the API's defaults, plus any the URL sets
 * explicitly (kept as the visitor chose them).
 */
export function apiParams(effective: SearchParams, explicit: Partial<SearchParams>): Partial<SearchParams> {
  const result: Partial<SearchParams> = {};
  for (const key of SEARCH_PARAM_KEYS) {
    if (effective[key] !== DEFAULT_SEARCH_PARAMS[key] || key in explicit) Object.assign(result, { [key]: effective[key] });
  }
  return result;
}

/** How many refinements (everything but the sort) differ from the defaults. */
export function activeFilterCount(params: SearchParams): number {
  return SEARCH_PARAM_KEYS.filter((key) => key !== 'sort_order' && params[key] !== DEFAULT_SEARCH_PARAMS[key]).length;
}

/**
 * Errors of the price fields (万円): digits only, and the upper bound not below the lower bound (the
 * same rule and message as the API's validateSearchParams).
 */
export function validatePriceRange(from: string, to: string): { price_from?: string; price_to?: string } {
  const errors: { price_from?: string; price_to?: string } = {};
  if (from !== '' && !isDigits(from)) errors.price_from = MESSAGES.invalidPrice;
  if (to !== '' && !isDigits(to)) errors.price_to = MESSAGES.invalidPrice;
  if (!errors.price_from && !errors.price_to && from !== '' && to !== '' && Number(from) > Number(to)) {
    errors.price_to = MESSAGES.priceRangeReversed;
  }
  return errors;
}
