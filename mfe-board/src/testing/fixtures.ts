import {
  DEFAULT_SEARCH_PARAMS,
  HIDDEN_CATEGORY_NAME,
  PREFECTURE_GROUPS,
  type BaseData,
  type ListingSummary,
  type PropertyDetail,
  type PropertyListResponse,
  type User,
} from '@akiya/contracts';

export const CATEGORIES = [
  { id: 1, name: '空き家', image: '/images/categories/akiya.jpg' },
  { id: 2, name: '古民家', image: '/images/categories/kominka.jpg' },
  { id: 3, name: '別荘' },
  { id: 18, name: HIDDEN_CATEGORY_NAME },
];

export const AREA_CATEGORIES = [
  { id: 1, name: '海の近く' },
  { id: 2, name: '山あい' },
];

export const BASE_DATA: BaseData = {
  prefectures: PREFECTURE_GROUPS,
  prefectureForUsers: PREFECTURE_GROUPS,
  areaCategories: AREA_CATEGORIES,
  categories: CATEGORIES,
  favorites: [],
  articleFavorites: [],
  solutionFavorites: [],
  user: null,
  searchParams: { ...DEFAULT_SEARCH_PARAMS },
  mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
};

/** A logged-in, verified user (base data `user`). */
export const USER: User = {
  id: 41,
  email: 'buyer@example.com',
  last_name: '山田',
  first_name: '花子',
  favorites: [],
  invalid_email_flag: 0,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  check_name_address: null,
};

/** Base data of a logged-in user, optionally with saved search params. */
export function loggedInBaseData(overrides: Partial<BaseData> = {}): BaseData {
  return { ...BASE_DATA, user: USER, ...overrides };
}

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
    categories: [CATEGORIES[1]],
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
