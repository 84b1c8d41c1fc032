import { api } from '@akiya/shared-ui';
import type { PostingDetail } from '@akiya/contracts';

/** GET /api/post/:id: the owner's listing for the edit form (404 for anyone else). */
export const postingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosting: build.query<PostingDetail, number>({
      query: (id) => `api/post/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'PostedProperty', id }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPostingQuery } = postingApi;
