import { api } from '@akiya/shared-ui';
import type { BankListResponse, BankListingDetail, BankMunicipalitySummary } from '@akiya/contracts';

export interface BankListArgs {
  page: number;
  prefecture: string;
  municipality: string;
}

/** Public endpoints of the vacant-house bank (docs/akiyabank.md), injected into the one API slice. */
export const listingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAkiyabankMunicipalities: build.query<BankMunicipalitySummary[], void>({
      query: () => 'api/akiyabank/municipalities',
      providesTags: ['BankListing'],
    }),
    getAkiyabankListings: build.query<BankListResponse, BankListArgs>({
      query: ({ page, prefecture, municipality }) => ({
        url: 'api/akiyabank/listings',
        params: { page, ...(prefecture ? { prefecture } : {}), ...(municipality ? { municipality } : {}) },
      }),
      providesTags: ['BankListing'],
    }),
    getAkiyabankListing: build.query<BankListingDetail, number>({
      query: (id) => `api/akiyabank/listings/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'BankListing', id }],
    }),
  }),
});

export const { useGetAkiyabankMunicipalitiesQuery, useGetAkiyabankListingsQuery, useGetAkiyabankListingQuery } = listingsApi;
