import { commonApi, loadQuery, selectUser, setUnreadTotal, type RouteLoader } from '@akiya/shared-ui';
import { unreadApi } from './api/unread-api';
import { ownsUnreadTotal } from './hooks/use-unread-total-sync';

/**
 * The data every page of the default layout reads on its first render: the start data (who is
 * signed in), the remotes document (the outlet and the preloader), and for a signed-in user
 * outside the my-page the header's unread total (handed to the store as the layout's effect does
 * in the browser, so the badge is in the server's HTML).
 */
export const loadLayout: RouteLoader = async ({ dispatch, getState, pathname }) => {
  await Promise.all([
    loadQuery(dispatch, commonApi.endpoints.getRemotes, undefined),
    (async () => {
      await loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined);
      if (!selectUser(getState()) || ownsUnreadTotal(pathname)) return;
      const { data } = await loadQuery(dispatch, unreadApi.endpoints.getUnreadCount, undefined);
      if (data) dispatch(setUnreadTotal(data.total));
    })(),
  ]);
};
