import type { SavedSearch, SavedSearchListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** The user's saved searches (docs/search.md "Saved searches"): list, rename / alert switch, delete. The board owns saving one. */
export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearchListResponse, void>({
      query: () => 'api/my-page/saved-searches',
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: number; name?: string; alert?: boolean }>({
      query: ({ id, ...body }) => ({ url: `api/my-page/saved-searches/${id}`, method: 'PATCH', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (draft) => {
              draft.items = draft.items.map((s) => (s.id === data.id ? data : s));
            }),
          );
        } catch {
          // the page shows the error
        }
      },
    }),
    deleteSavedSearch: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `api/my-page/saved-searches/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', undefined, (draft) => {
              draft.items = draft.items.filter((s) => s.id !== id);
            }),
          );
        } catch {
          // the page shows the error
        }
      },
    }),
  }),
});

export const { useGetSavedSearchesQuery, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation } = savedSearchesApi;
