import { commonApi, loadQuery, usersApi, type RouteLoader } from '@akiya/shared-ui';
import { propertyApi, propertyQuery, sellerProfileQuery } from './api/property-api';

/**
 * /project/{id} (PropertyPage): the listing and base data together (who is signed in; the shell's
 * layout asks for it too: one request), then the seller's public profile, which the seller box asks
 * for once both are known (a signed-in user and a seller id). A missing listing's 404 is its answer;
 * an id that is not one asks for nothing (the page is a 404).
 */
export const loadProperty: RouteLoader = async ({ params, dispatch }) => {
  const { id, skip } = propertyQuery(params.id);
  if (skip) return;
  const [listing, base] = await Promise.all([
    loadQuery(dispatch, propertyApi.endpoints.getProperty, id),
    loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined),
  ]);
  // The page shows the listing (and its seller box) only when the answer is the listing asked for.
  const shown = listing.data?.id === id ? listing.data : undefined;
  const profile = sellerProfileQuery(shown?.seller, base.data?.user ?? null);
  if (shown && !profile.skip) await loadQuery(dispatch, usersApi.endpoints.getUserPublic, profile.id);
};
