import { PAGE_SIZE, boardQueryPathFilters, validatePropertiesQuery, type BaseData, type PropertiesQueryResult, type SearchParams } from '@akiya/contracts';
import { pageFromParam } from '../../../utils/page-param';
import type { ListQuery } from '../api/listings-api';
import { resolveListingSource, type BaseDataState, type CitiesState, type ListingKind, type ListingSource, type ReadySource } from './listing-source';
import { apiParams, baselineParams, readUrlParams } from './search-params';
import { readUrlFilters, type UrlFilters } from './url-filters';

/** What the list screen shows for a route: only `results` asks the API for a page of the list. */
export type ListingScreenView =
  | { status: 'notFound' }
  | { status: 'invalidWord'; word: string }
  /** An explicit /page/1: the screen redirects to the list URL (the list is asked for there). */
  | { status: 'pageOne'; source: ReadySource }
  | { status: 'results'; source: ReadySource; page: number };

/**
 * Decides the list screen from the list's source and the `:page` parameter: page 0 (or one too large
 * to be a number) is a 404, and an explicit page 1 redirects to the list URL.
 */
export function listingScreenView(source: ListingSource, pageParam: string | undefined): ListingScreenView {
  const page = pageFromParam(pageParam);
  if (source.status === 'notFound' || page < 1 || !Number.isSafeInteger(page)) return { status: 'notFound' };
  if (source.status === 'invalidWord') return source;
  if (pageParam !== undefined && page === 1) return { status: 'pageOne', source };
  return { status: 'results', source, page };
}

export interface ListingQuery {
  /** The saved params of a signed-in user, else the defaults. */
  baseline: SearchParams;
  /** The params the URL sets for this visit. */
  explicit: Partial<SearchParams>;
  /** The baseline overridden by the URL (and by the list's fixed order). */
  effective: SearchParams;
  /** The combined filters the URL adds to the list's own (prefecture, municipality, category, ranges). */
  filters: UrlFilters;
  /** The API query of the page (not ok: the page is a 404). */
  query: PropertiesQueryResult;
}

/**
 * The search params and the API query of one page of a list: the list's filter, the page, and the
 * search params (a signed-in user's saved ones from base data, overridden by the URL's). The list
 * screen and the route's loader both build the query here, so the loader starts exactly the query
 * the screen reads.
 */
export function listingQuery(source: ReadySource, page: number, searchParams: URLSearchParams, baseData: BaseData | null | undefined): ListingQuery {
  const baseline = baselineParams(baseData?.user ? baseData.searchParams : null);
  const explicit = readUrlParams(searchParams);
  const fixed = source.fixedSort ? { sort_order: source.fixedSort } : {};
  const effective: SearchParams = { ...baseline, ...explicit, ...fixed };
  const filters = readUrlFilters(searchParams, source.filter);
  // A second word, tag, area category or collection (a saved search's: contracts savedSearchBoardPath) rides in the query string.
  const pathFilters = boardQueryPathFilters((key) => searchParams.get(key), source.filter);
  const query = validatePropertiesQuery({ page, limit: PAGE_SIZE, ...source.filter, ...pathFilters, ...filters, ...apiParams(effective, explicit), ...fixed });
  return { baseline, explicit, effective, filters, query };
}

/**
 * The arguments of the list query the screen of `kind` reads on its first render at a route (its
 * params and query string) once base data is known, or null when it asks for no list (a 404, an
 * invalid search word, an explicit /page/1).
 */
export function listingQueryArgs(
  kind: ListingKind,
  params: Readonly<Record<string, string | undefined>>,
  searchParams: URLSearchParams,
  baseData: BaseDataState,
  cities?: CitiesState,
): ListQuery | null {
  const view = listingScreenView(resolveListingSource(kind, params, baseData, cities), params.page);
  if (view.status !== 'results') return null;
  const { query } = listingQuery(view.source, view.page, searchParams, baseData.data);
  return query.ok ? query.value : null;
}
