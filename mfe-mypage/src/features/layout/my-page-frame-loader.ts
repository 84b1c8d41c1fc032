import { loadQuery, setUnreadTotal } from '@akiya/shared-ui';
import { dealsApi } from '../../api/deals-api';
import { signedInLoader } from '../../utils/signed-in-loader';
import { unreadTotalOf } from '../../utils/unread';

/**
 * The loader of the my-page frame (every /my-page path): the contact list, whose noRead… ids are the
 * badges of the side navigation, the tab bar and the home cards, and which the message pages read
 * too (ContactsSync keeps it loaded in the browser). Its unread total goes to the header as
 * ContactsSync's effect does in the browser, so the badge is in the server's HTML (the shell's layout
 * leaves the total of /my-page paths to this remote).
 */
export const loadMyPageFrame = signedInLoader(async ({ dispatch }) => {
  const { data } = await loadQuery(dispatch, dealsApi.endpoints.getAllContacts, undefined);
  if (data) dispatch(setUnreadTotal(unreadTotalOf(data)));
});
