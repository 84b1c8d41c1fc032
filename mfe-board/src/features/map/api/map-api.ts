import { api, type SharedCacheTag } from '@akiya/shared-ui';
import { prefectureByCode, type MapMarkersResponse } from '@akiya/contracts';

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['PropertyList'] satisfies readonly SharedCacheTag[] });

/**
 * GET /api/properties/markers: id, title, price and coordinates of the newest published listings
 * with coordinates (at most MAP_MARKERS_CAP, `capped` beyond), for the whole country or one
 * prefecture. A light call made for the map: no cards, no view counted.
 */
export const mapApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getMapMarkers: build.query<MapMarkersResponse, { area?: string }>({
      query: ({ area }) => ({ url: 'api/properties/markers', params: area ? { area } : {} }),
      providesTags: ['PropertyList'],
    }),
  }),
});

export const { useGetMapMarkersQuery } = mapApi;

/**
 * The markers /map shows first (the page and its route loader): one prefecture's for
 * ?area={a known prefecture code}, else the whole country's.
 */
export function mapMarkersArgs(searchParams: URLSearchParams): { area?: string } {
  return { area: prefectureByCode(searchParams.get('area') ?? '')?.code };
}
