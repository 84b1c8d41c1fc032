import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { bankListingQuery, listingsApi } from '../../api/listings-api';

/** /akiyabank/{id} (ListingDetailPage): the listing; a missing one's 404 is its answer. */
export const loadListing: RouteLoader = ({ params, dispatch }) => {
  const { args, skip } = bankListingQuery(params.id);
  return skip ? undefined : loadQuery(dispatch, listingsApi.endpoints.getAkiyabankListing, args);
};
