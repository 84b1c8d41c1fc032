import { api } from '@akiya/shared-ui';
import type { PropertyListResponse } from '@akiya/contracts';
import { NEWEST_LIMIT } from '../../../config/paths';

/** Listing endpoints of the vacant-house bank, injected into the one API slice (spec §7 GET /api/properties). */
export const listingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAkiyabankNewestListings: build.query<PropertyListResponse, void>({
      query: () => ({ url: 'api/properties', params: { limit: NEWEST_LIMIT, sort_order: 'publish-desc' } }),
      providesTags: ['PropertyList'],
    }),
    getAkiyabankListingPage: build.query<PropertyListResponse, number>({
      query: (page) => ({ url: 'api/properties', params: { page } }),
      providesTags: ['PropertyList'],
    }),
  }),
});

export const { useGetAkiyabankNewestListingsQuery, useGetAkiyabankListingPageQuery } = listingsApi;
