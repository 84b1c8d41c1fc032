import type { SavedSearch } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** 「この条件を保存」 (docs/search.md "Saved searches"): saves the list's query; the my-page owns the rest of the calls. */
export const savedSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSearch: build.mutation<SavedSearch, { query: string }>({
      query: (body) => ({ url: 'api/my-page/saved-searches', method: 'POST', body }),
    }),
  }),
});

export const { useSaveSearchMutation } = savedSearchApi;
