import { commonApi, loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { listingsApi } from './api/listings-api';
import { citiesPrefectureOf, type ListingKind } from './utils/listing-source';
import { listingQueryArgs } from './utils/listing-query';

/**
 * The loader of a list route of `kind` and its /page/{page} variant (ListingScreen): base data first
 * (a signed-in user's saved search params are the list's baseline, and the categories and area
 * categories decide whether /category/{id} and /area-category/{id} exist; the shell's layout asks
 * for it too: one request), then the page of the list the address asks for. A 404, an invalid search
 * word or an explicit /page/1 (a redirect) asks for no list.
 */
export function listLoader(kind: ListingKind): RouteLoader {
  return async ({ params, searchParams, dispatch }) => {
    const { data, isError } = await loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined);
    // A prefecture page links its municipalities; a municipality page takes its title (and existence) from them.
    const prefecture = citiesPrefectureOf(kind, params);
    const cities = prefecture ? await loadQuery(dispatch, listingsApi.endpoints.getCities, prefecture) : null;
    const args = listingQueryArgs(kind, params, searchParams, { data, failed: isError }, cities ? { data: cities.data?.items, failed: cities.isError } : undefined);
    if (args) await loadQuery(dispatch, listingsApi.endpoints.getProperties, args);
  };
}
