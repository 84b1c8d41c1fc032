import type { AddressLookup } from '@akiya/contracts';
import { api } from './api-slice';

/**
 * The postcode → address lookup (GET /api/address/{zipcode}) that the registration form and the
 * profile and purchase forms use. One owner for the endpoint name, see users-api.ts.
 */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupAddress: build.query<AddressLookup, string>({
      query: (zipcode) => `api/address/${encodeURIComponent(zipcode)}`,
    }),
  }),
});

export const { useLazyLookupAddressQuery } = addressApi;
