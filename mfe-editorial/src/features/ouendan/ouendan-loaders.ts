import { commonApi, loadQuery, selectUser, type RouteLoader } from '@akiya/shared-ui';
import { ouendanApi } from './api/partners-api';

/**
 * /ouendan/join (OuendanJoinPage): a signed-in user's page says whether they applied already (their
 * partner record); a visitor gets the login link. Who is signed in comes with base data (the
 * shell's layout loads it too: one request).
 */
export const loadOuendanJoin: RouteLoader = async ({ dispatch, getState }) => {
  await loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined);
  if (selectUser(getState())) await loadQuery(dispatch, ouendanApi.endpoints.getPartnerStatus, undefined);
};
