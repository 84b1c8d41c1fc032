import type { PublicProfile } from '@akiya/contracts';
import { api } from './api-slice';
import type { SharedCacheTag } from './cache-tags';

/** The slice with the tags these endpoints provide. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] satisfies readonly SharedCacheTag[] });

/**
 * Calls about another user that more than one remote makes (the board's seller box, the my page's
 * profile dialog). An endpoint name has one owner: RTK Query ignores a second `injectEndpoints` of a
 * name, so two remotes defining it would each get whichever definition loaded first.
 */
export const usersApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec docs/product.md §7: GET /api/my-page/get-user-public/{userId} → name, contact_count. Tagged per user
     * (`{ type: 'Profile', id }`) so invalidating that user's profile refetches it.
     */
    getUserPublic: build.query<PublicProfile, number>({
      query: (userId) => `api/my-page/get-user-public/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
  }),
});

export const { useGetUserPublicQuery } = usersApi;
