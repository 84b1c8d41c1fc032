import type { PublicProfile } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/** GET /api/my-page/get-user-public/{userId}: another user's name and in-progress enquiries (spec §3, §7). */
export const publicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserPublic: build.query<PublicProfile, number>({
      query: (userId) => `api/my-page/get-user-public/${userId}`,
    }),
  }),
});

export const { useGetUserPublicQuery } = publicProfileApi;
