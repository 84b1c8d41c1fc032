import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { profileApi } from './api/profile-api';

/** /my-page/profile and /my-page/profile/update (ProfileLoadState): the registered details. */
export const loadProfile = signedInLoader(({ dispatch }) => loadQuery(dispatch, profileApi.endpoints.getProfile, undefined));
