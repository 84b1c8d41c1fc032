import { api, type SharedCacheTag } from '@akiya/shared-ui';
import type { MunicipalityCount, PostSearchParamsResponse, PropertiesQuery, PropertyListResponse, SearchParams } from '@akiya/contracts';

/** The query of one list page (validated with the contracts' validatePropertiesQuery). */
export type ListQuery = PropertiesQuery;

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['BaseData', 'PropertyList'] satisfies readonly SharedCacheTag[] });

/** Listing endpoints of the board, injected into shared-ui's one API slice. */
export const listingsApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getProperties: build.query<PropertyListResponse, ListQuery>({
      query: (params) => ({ url: 'api/properties', params }),
      providesTags: ['PropertyList'],
    }),
    /** A prefecture's municipalities with their published listings (docs/search.md "Municipalities"). */
    getCities: build.query<{ prefecture_code: string; items: MunicipalityCount[] }, string>({
      query: (prefectureCode) => ({ url: `api/areas/${prefectureCode}/cities` }),
      providesTags: ['PropertyList'],
    }),
    /**
     * Spec docs/product.md §7: POST /api/user/post-search-params with the eight params (logged-in users). Base data
     * (which carries the saved params) and the lists are fetched again afterwards.
     */
    saveSearchParams: build.mutation<PostSearchParamsResponse, SearchParams>({
      query: (body) => ({ url: 'api/user/post-search-params', method: 'POST', body }),
      invalidatesTags: ['BaseData', 'PropertyList'],
    }),
  }),
});

export const { useGetPropertiesQuery, useGetCitiesQuery, useSaveSearchParamsMutation } = listingsApi;
