import { api } from '@akiya/shared-ui';
import { isDigits, type BankListResponse, type BankListingDetail, type BankMunicipalitySummary } from '@akiya/contracts';

export interface BankListArgs {
  page: number;
  prefecture: string;
  municipality: string;
}

/**
 * The query of the list page from its `:page` (digits only, 1 or more; page 1 without it) and its
 * filters (?prefecture=33&municipality=2). `skip` when the page is none: the 404 page, no query.
 * The page and its route's loader both read it, so the loader starts exactly the query the page reads.
 */
export function bankListQuery(pageParam: string | undefined, search: URLSearchParams): { args: BankListArgs; skip: boolean } {
  const param = pageParam ?? '1';
  const page = Number.parseInt(param, 10);
  const skip = !isDigits(param) || !Number.isSafeInteger(page) || page < 1;
  return { args: { page, prefecture: search.get('prefecture') ?? '', municipality: search.get('municipality') ?? '' }, skip };
}

/** The newest listings of the top page: the list's unfiltered first page (one answer for both pages). */
export const NEWEST_LISTINGS_ARGS: BankListArgs = bankListQuery(undefined, new URLSearchParams()).args;

/** The query of a listing page from its `:id` (digits only); `skip` otherwise (DigitsRoute's 404 page). */
export function bankListingQuery(idParam: string | undefined): { args: number; skip: boolean } {
  return { args: Number(idParam), skip: !isDigits(idParam) };
}

/** The slice with this app's own cache tags, which these endpoints use. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['BankListing'] });

/** Public endpoints of the vacant-house bank (docs/akiyabank.md), injected into the one API slice. */
export const listingsApi = taggedApi.injectEndpoints({
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
