import { api } from '@akiya/shared-ui';
import type { PropertyDetail, PublicProfile } from '@akiya/contracts';

/** GET /api/properties/:id (the type now lives in @akiya/contracts). */
export type { PropertyDetail };

/** The listing page's endpoints, injected into shared-ui's one API slice. */
export const propertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProperty: build.query<PropertyDetail, number>({
      query: (id) => `api/properties/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    /** Spec §7: GET /api/my-page/get-user-public/{userId} → name, contact_count. */
    getUserPublic: build.query<PublicProfile, number>({
      query: (userId) => `api/my-page/get-user-public/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
  }),
});

export const { useGetPropertyQuery, useGetUserPublicQuery } = propertyApi;
