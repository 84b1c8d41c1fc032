import { loadQuery } from '@akiya/shared-ui';
import { dealsApi, latestMessagesArgs } from '../../api/deals-api';
import { idOf } from '../../utils/route-params';
import { signedInLoader } from '../../utils/signed-in-loader';

// The data loaders of the deal routes (app/routes.tsx). The lists of /my-page/messages read only the
// contact list, which the frame's loader loads (my-page-frame-loader.ts), as it does for the unread
// marks the pages below read from it.

/**
 * /my-page/messages/{id} (ThreadPage): the contact and the newest page of its messages, both at
 * once (an unknown contact's 404 is its answer; its messages are then not shown).
 */
export const loadThread = signedInLoader(({ params, dispatch }) => {
  const contactId = idOf(params.id);
  return Promise.all([
    loadQuery(dispatch, dealsApi.endpoints.getContact, contactId),
    loadQuery(dispatch, dealsApi.endpoints.getContactMessages, latestMessagesArgs(contactId)),
  ]);
});

/** /my-page/project/messages/{id}[/page/{page}] (ProjectMessagesPage): the enquiries on that property. */
export const loadPropertyContacts = signedInLoader(({ params, dispatch }) =>
  loadQuery(dispatch, dealsApi.endpoints.getPropertyContacts, idOf(params.id)),
);

/** /my-page/purchase/{id} and /my-page/response-purchase/{id} (ContactPageLoader): the contact. */
export const loadContactPage = signedInLoader(({ params, dispatch }) => loadQuery(dispatch, dealsApi.endpoints.getContact, idOf(params.id)));
