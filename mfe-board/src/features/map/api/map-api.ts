import { api } from '@akiya/shared-ui';
import { MAX_PROPERTIES_LIMIT, type ListingSummary, type PropertyListResponse } from '@akiya/contracts';

/** What a marker needs. */
export interface MapListing {
  id: number;
  title: string;
  price_man_yen: number | null;
  prefecture_code: string;
  prefecture_name: string;
  municipality: string;
  lat: number | null;
  lng: number | null;
}

export interface MapListingsResult {
  items: MapListing[];
  /** Every listing of the query (items may hold fewer: see the page caps). */
  total: number;
}

/** Whole country: list pages read for the per-prefecture counts (50 each). */
export const OVERVIEW_MAX_PAGES = 10;
/** One prefecture: list pages read for the markers. */
export const AREA_MAX_PAGES = 3;

type WithCoordinates = ListingSummary & { lat?: number | null; lng?: number | null };

function toMapListing(summary: WithCoordinates, lat: number | null, lng: number | null): MapListing {
  return {
    id: summary.id,
    title: summary.title,
    price_man_yen: summary.price_man_yen,
    prefecture_code: summary.prefecture_code,
    prefecture_name: summary.prefecture_name,
    municipality: summary.municipality,
    lat,
    lng,
  };
}

/**
 * Listings for the map. There is no lightweight map endpoint yet, so this pages through
 * GET /api/properties (limit 50): for the whole country up to OVERVIEW_MAX_PAGES pages, for one
 * prefecture up to AREA_MAX_PAGES. List items carry no coordinates today, and GET /api/properties/:id
 * counts a view, so it is never called for the map: listings without lat/lng are grouped per
 * prefecture by the page. As soon as list items carry lat/lng, each becomes its own pin.
 */
export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapListings: build.query<MapListingsResult, { area?: string }>({
      async queryFn({ area }, _api, _extra, fetchWithBQ) {
        const summaries: WithCoordinates[] = [];
        let total = 0;
        const maxPages = area ? AREA_MAX_PAGES : OVERVIEW_MAX_PAGES;
        for (let page = 1; page <= maxPages; page++) {
          const result = await fetchWithBQ({
            url: 'api/properties',
            params: { page, limit: MAX_PROPERTIES_LIMIT, ...(area ? { area } : {}) },
          });
          if (result.error) return { error: result.error };
          const data = result.data as PropertyListResponse;
          total = data.total;
          summaries.push(...(data.items as WithCoordinates[]));
          if (page >= data.totalPages) break;
        }

        const items = summaries.map((s) =>
          toMapListing(s, typeof s.lat === 'number' ? s.lat : null, typeof s.lng === 'number' ? s.lng : null),
        );
        return { data: { items, total } };
      },
    }),
  }),
});

export const { useGetMapListingsQuery } = mapApi;
