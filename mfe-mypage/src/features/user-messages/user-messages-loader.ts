import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { userMessagesApi } from './api/user-messages-api';

/** /my-page/user/messages (UserMessagesPage): the thread with 家いちば事務局. */
export const loadUserMessages = signedInLoader(({ dispatch }) => loadQuery(dispatch, userMessagesApi.endpoints.getUserMessages, undefined));
