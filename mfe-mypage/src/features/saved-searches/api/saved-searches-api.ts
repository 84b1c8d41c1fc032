import type { SavedSearch, SavedSearchListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';
import { whenAnswered } from '../../../api/when-answered';

/** The user's saved searches (docs/search.md "Saved searches"): list, rename / alert switch, delete. The board owns saving one. */
export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearchListResponse, void>({
      query: () => 'api/my-page/saved-searches',
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: number; name?: string; alert?: boolean }>({
      query: ({ id, ...body }) => ({ url: `api/my-page/saved-searches/${id}`, method: 'PATCH', body }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) =>
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (draft) => {
              draft.items = draft.items.map((s) => (s.id === data.id ? data : s));
            }),
          ),
        ),
    }),
    deleteSavedSearch: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `api/my-page/saved-searches/${id}`, method: 'DELETE' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, () =>
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (draft) => {
              draft.items = draft.items.filter((s) => s.id !== id);
            }),
          ),
        ),
    }),
  }),
});

export const { useGetSavedSearchesQuery, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation } = savedSearchesApi;
