import { isDigits, parseStaffInboxQuery } from '@akiya/contracts';
import { loadQuery } from '@akiya/shared-ui';
import { staffInboxApi } from '../../api/staff-inbox-api';
import { signedInLoader } from '../../utils/signed-in-loader';

// The data loaders of the staff inbox routes (app/routes.tsx): staff only, as the pages (the user's
// base data says so); anyone else gets the 404 page, which asks nothing.

/** /my-page/staff/inbox?kind=&state=&q=&page= (StaffInboxPage): the page of the list shown. */
export const loadStaffInbox = signedInLoader(({ searchParams, dispatch }, user) => {
  if (user.is_staff !== true) return undefined;
  return loadQuery(dispatch, staffInboxApi.endpoints.getStaffInbox, parseStaffInboxQuery(searchParams));
});

/** /my-page/staff/inbox/{id} (StaffInboxItemPage): the whole message and its replies. */
export const loadStaffInboxItem = signedInLoader(({ params, dispatch }, user) => {
  if (user.is_staff !== true || !isDigits(params.id ?? '')) return undefined;
  return loadQuery(dispatch, staffInboxApi.endpoints.getStaffInboxItem, Number(params.id));
});

/** The my-page home's staff links: the inbox's unread count (the badge), for staff only. */
export const loadStaffInboxUnread = signedInLoader(({ dispatch }, user) => {
  if (user.is_staff !== true) return undefined;
  return loadQuery(dispatch, staffInboxApi.endpoints.getStaffInboxUnread, undefined);
});
