import { api } from '@akiya/shared-ui';
import type { MapMarkersResponse } from '@akiya/contracts';

/**
 * GET /api/properties/markers: id, title, price and coordinates of the newest published listings
 * with coordinates (at most MAP_MARKERS_CAP, `capped` beyond), for the whole country or one
 * prefecture. A light call made for the map: no cards, no view counted.
 */
export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapMarkers: build.query<MapMarkersResponse, { area?: string }>({
      query: ({ area }) => ({ url: 'api/properties/markers', params: area ? { area } : {} }),
      providesTags: ['PropertyList'],
    }),
  }),
});

export const { useGetMapMarkersQuery } = mapApi;
