import { commonApi, loadQuery, selectUser, type RouteLoader } from '@akiya/shared-ui';
import { consultingRequestApi } from './api/consulting-request-api';

/**
 * /airyflow/post (ConsultingPostPage): the request form offers a signed-in user's own listings to
 * pick; a visitor gets the login prompt and no list. Who is signed in comes with base data (the
 * shell's layout loads it too: one request). The draft is the browser's own (local storage) and
 * decides nothing here: the list is asked for whichever way the property is given.
 */
export const loadConsultingPost: RouteLoader = async ({ dispatch, getState }) => {
  await loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined);
  if (selectUser(getState())) await loadQuery(dispatch, consultingRequestApi.endpoints.getMyConsultingProperties, undefined);
};
