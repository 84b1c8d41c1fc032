import { api, type SharedCacheTag } from '@akiya/shared-ui';
import type { PropertyDetail, User } from '@akiya/contracts';

/** GET /api/properties/:id (the type now lives in @akiya/contracts). */
export type { PropertyDetail };

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['Property'] satisfies readonly SharedCacheTag[] });

/** The listing page's endpoints, injected into shared-ui's one API slice. */
export const propertyApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getProperty: build.query<PropertyDetail, number>({
      query: (id) => `api/properties/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
  }),
});

// The seller box's getUserPublic is shared with the my page: it lives in @akiya/shared-ui.
export const { useGetPropertyQuery } = propertyApi;

/**
 * The listing of /project/{id} (the page and its route loader): its id, and `skip` when the
 * parameter is no id (the page is a 404).
 */
export function propertyQuery(idParam: string | undefined): { id: number; skip: boolean } {
  const id = Number(idParam ?? '');
  return { id, skip: !(Number.isSafeInteger(id) && id >= 1) };
}

/**
 * The seller's public profile the listing page shows (the seller box and the route loader): asked
 * for only with a seller id and a signed-in user, as the API answers it to signed-in users alone.
 */
export function sellerProfileQuery(seller: PropertyDetail['seller'] | undefined, user: User | null): { id: number; skip: boolean } {
  return { id: seller?.id ?? 0, skip: !seller?.id || !user };
}
