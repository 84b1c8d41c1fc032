import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { savedSearchesApi } from './api/saved-searches-api';

/** /my-page/searches (SavedSearchesPage): the user's saved searches. */
export const loadSavedSearches = signedInLoader(({ dispatch }) => loadQuery(dispatch, savedSearchesApi.endpoints.getSavedSearches, undefined));
