import { commonApi, loadQuery, selectUser, type RouteLoader } from '@akiya/shared-ui';
import { contactApi } from './api/contact-api';

/**
 * /forms/republish (RepublishPage): a signed-in seller's form lists their stopped listings; a
 * visitor gets the login link and no list. Who is signed in comes with base data (the shell's
 * layout loads it too: one request).
 */
export const loadRepublish: RouteLoader = async ({ dispatch, getState }) => {
  await loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined);
  if (selectUser(getState())) await loadQuery(dispatch, contactApi.endpoints.getStoppedProperties, undefined);
};
