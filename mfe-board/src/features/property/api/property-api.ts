import { api } from '@akiya/shared-ui';
import type { PropertyDetail } from '@akiya/contracts';

/** GET /api/properties/:id (the type now lives in @akiya/contracts). */
export type { PropertyDetail };

/** The listing page's endpoints, injected into shared-ui's one API slice. */
export const propertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProperty: build.query<PropertyDetail, number>({
      query: (id) => `api/properties/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
  }),
});

// The seller box's getUserPublic is shared with the my page: it lives in @akiya/shared-ui.
export const { useGetPropertyQuery } = propertyApi;
