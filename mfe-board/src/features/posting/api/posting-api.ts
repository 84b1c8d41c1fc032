import { api, KEEP_WHILE_HYDRATING_S, type SharedCacheTag } from '@akiya/shared-ui';
import type { PostingDetail } from '@akiya/contracts';

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['PostedProperty', 'PropertyList', 'Property'] satisfies readonly SharedCacheTag[] });

/** GET /api/post/:id: the owner's listing for the edit form (404 for anyone else). */
export const postingApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getPosting: build.query<PostingDetail, number>({
      query: (id) => `api/post/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'PostedProperty', id }],
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
  }),
});

export const { useGetPostingQuery } = postingApi;

/**
 * The listing /post?id={id} edits (the page and its route loader): `editId` null for a new listing;
 * `invalid` when the id is not one (the page is a 404 and asks for nothing).
 */
export function postingEditId(searchParams: URLSearchParams): { editId: number | null; invalid: boolean } {
  const rawId = searchParams.get('id');
  const editId = rawId !== null && /^[0-9]{1,9}$/.test(rawId) && Number(rawId) >= 1 ? Number(rawId) : null;
  return { editId, invalid: rawId !== null && editId === null };
}
