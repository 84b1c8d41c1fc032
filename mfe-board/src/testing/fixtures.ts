// Listing answers of the API for the board's tests; base data and the fetch mock are the shared ones in tools/testing.
import {
  EMPTY_LISTING_FACTS,
  type ListingSummary,
  type PropertyDetail,
  type PropertyListResponse,
} from '@akiya/contracts';
import { TEST_CATEGORIES } from '../../../tools/testing/base-data';

export function makeListing(id: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id,
    title: `物件${id}の古民家`,
    prefecture_code: '13',
    prefecture_name: '東京都',
    municipality: '青梅市',
    address: '青梅市成木',
    price_man_yen: 350,
    land_or_building: 'building',
    land_area: 420.5,
    building_area: 120,
    built_year: 1975,
    image: { path: `/uploads/properties/${id}/1.jpg`, comment: `物件${id}の外観` },
    categories: [{ ...TEST_CATEGORIES[1] }],
    tags: [],
    root_type: 'published',
    is_suspension: false,
    published_at: '2026-10-01T00:00:00.000Z',
    contact_count: 0,
    ...overrides,
  };
}

/** One page of a list of `total` listings with ids 1..total (page size 10). */
export function makeListResponse(
  options: { page?: number; total?: number; limit?: number; items?: ListingSummary[] } = {},
): PropertyListResponse {
  const { page = 1, total = 312, limit = 10 } = options;
  const ids = Array.from({ length: total }, (_, i) => i + 1);
  const items = options.items ?? ids.slice((page - 1) * limit, page * limit).map((id) => makeListing(id));
  return { applicableIds: ids, items, total, page, limit, totalPages: Math.ceil(total / limit) };
}

/** A listing page (GET /api/properties/:id) built on makeListing. */
export function makeDetail(id: number, overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  const summary = makeListing(id);
  return {
    ...summary,
    description: '',
    address_public: summary.address,
    structure: null,
    facts: EMPTY_LISTING_FACTS,
    lat: null,
    lng: null,
    reception: true,
    is_published: true,
    is_stop_published: false,
    view_count: 0,
    area_category: null,
    images: summary.image ? [summary.image] : [],
    seller: { id: 100 + id, name: '田中さん' },
    updated_at: summary.published_at,
    ...overrides,
  };
}
