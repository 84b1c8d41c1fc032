import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { profileApi } from './api/profile-api';

/** /my-page/profile/update and /my-page/profile/withdraw (ProfileLoadState): the registered details. */
export const loadProfile = signedInLoader(({ dispatch }) => loadQuery(dispatch, profileApi.endpoints.getProfile, undefined));

/** /my-page/profile: the registered details and the pending change of the address. */
export const loadProfilePage = signedInLoader(({ dispatch }) =>
  Promise.all([loadQuery(dispatch, profileApi.endpoints.getProfile, undefined), loadQuery(dispatch, profileApi.endpoints.getEmailChange, undefined)]),
);
