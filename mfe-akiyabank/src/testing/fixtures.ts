import type { ListingSummary, PropertyListResponse } from '@akiya/contracts';

export function fakeListing(id: number, overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id,
    title: `古民家 ${id}`,
    prefecture_code: '33',
    prefecture_name: '岡山県',
    municipality: '真庭市',
    address: '',
    price_man_yen: 100 * id,
    land_or_building: 'building',
    land_area: 300,
    building_area: 120,
    built_year: 1970,
    image: { path: `/uploads/properties/${id}/1.jpg`, comment: '外観' },
    categories: [],
    tags: [],
    root_type: 'published',
    is_suspension: false,
    published_at: '2026-11-01T00:00:00.000Z',
    contact_count: 0,
    ...overrides,
  } as ListingSummary;
}

export function fakeList(items: ListingSummary[], paging: Partial<PropertyListResponse> = {}): PropertyListResponse {
  return {
    applicableIds: items.map((i) => i.id),
    items,
    total: items.length,
    page: 1,
    limit: 10,
    totalPages: items.length ? 1 : 0,
    ...paging,
  };
}
