import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { bankListQuery, listingsApi, NEWEST_LISTINGS_ARGS } from '../../api/listings-api';

/** /akiyabank (AkiyabankTopPage): the newest listings. */
export const loadTop: RouteLoader = ({ dispatch }) => loadQuery(dispatch, listingsApi.endpoints.getAkiyabankListings, NEWEST_LISTINGS_ARGS);

/**
 * /akiyabank/list and /akiyabank/list/page/{page} (ListingListPage): the places of the filters and
 * the page of the list the address asks for (nothing but the places for the 404 page).
 */
export const loadList: RouteLoader = ({ params, searchParams, dispatch }) => {
  const { args, skip } = bankListQuery(params.page, searchParams);
  return Promise.all([
    loadQuery(dispatch, listingsApi.endpoints.getAkiyabankMunicipalities, undefined),
    skip ? undefined : loadQuery(dispatch, listingsApi.endpoints.getAkiyabankListings, args),
  ]);
};
