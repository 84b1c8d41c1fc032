import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { managedListingQuery, manageApi } from './api/manage-api';

// The management pages ask whoever is signed in: the API answers a visitor 401 and a user who is no
// member 404, and the pages show those answers (ManageGate). No need to know the user first.

/** /akiyabank/manage, /manage/new and /manage/municipality: the member's municipality and its listings. */
export const loadManageOverview: RouteLoader = ({ dispatch }) => loadQuery(dispatch, manageApi.endpoints.getAkiyabankManage, undefined);

/** /akiyabank/manage/{id}/edit (ManageEditPage): the listing being edited. */
export const loadManagedListing: RouteLoader = ({ params, dispatch }) => {
  const { args, skip } = managedListingQuery(params.id);
  return skip ? undefined : loadQuery(dispatch, manageApi.endpoints.getAkiyabankManagedListing, args);
};
