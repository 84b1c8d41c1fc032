// The base data (GET /api/common/base-data) for the frontend packages' component tests, as the API
// sends it with the demo data: every prefecture, the 17 listed categories with their images (the
// hidden 復興応援 is never sent), the 8 area categories, default search params. Override what a test
// is about; never edit the shared objects (they are frozen).
import { DEFAULT_SEARCH_PARAMS, PREFECTURE_GROUPS, type AreaCategory, type BaseData, type Category, type User } from '@akiya/contracts';

const CATEGORY_SLUGS: readonly [string, string][] = [
  ['空き家', 'akiya'],
  ['古民家', 'kominka'],
  ['別荘', 'besso'],
  ['店舗', 'tenpo'],
  ['倉庫・工場', 'soko'],
  ['土地', 'tochi'],
  ['農地', 'nochi'],
  ['山林', 'sanrin'],
  ['旅館・民宿', 'ryokan'],
  ['町家', 'machiya'],
  ['長屋', 'nagaya'],
  ['蔵', 'kura'],
  ['事務所', 'jimusho'],
  ['社寺', 'shaji'],
  ['学校・公共施設', 'gakko'],
  ['マンション', 'mansion'],
  ['その他', 'sonota'],
];

/** The listed categories in display order (ids 1–17), each with its image. */
export const TEST_CATEGORIES: readonly Category[] = Object.freeze(
  CATEGORY_SLUGS.map(([name, slug], i) => Object.freeze({ id: i + 1, name, image: `/images/categories/${slug}.jpg` })),
);

/** The area categories (ids 1–8). */
export const TEST_AREA_CATEGORIES: readonly AreaCategory[] = Object.freeze(
  ['海の近く', '山あい', '温泉地', '雪国', '離島', '城下町', '農村', '市街地'].map((name, i) => Object.freeze({ id: i + 1, name })),
);

/** A verified user with nothing to check (the demo buyer's name); override what a test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'buyer@example.jp',
    last_name: '山田',
    first_name: '花子',
    favorites: [],
    invalid_email_flag: 0,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    check_name_address: null,
    ...overrides,
  };
}

/** Base data of a visitor (user null) unless `overrides` says otherwise; a fresh object each call. */
export function testBaseData(overrides: Partial<BaseData> = {}): BaseData {
  return {
    prefectures: PREFECTURE_GROUPS,
    prefectureForUsers: PREFECTURE_GROUPS,
    areaCategories: TEST_AREA_CATEGORIES.map((c) => ({ ...c })),
    categories: TEST_CATEGORIES.map((c) => ({ ...c })),
    favorites: [],
    articleFavorites: [],
    solutionFavorites: [],
    user: null,
    searchParams: { ...DEFAULT_SEARCH_PARAMS },
    mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
    profileAlertDismissed: false,
    ...overrides,
  };
}

/** Base data of a logged-in user: `user` (default testUser()) with its favourites mirrored in `favorites`. */
export function loggedInBaseData(user: User = testUser(), overrides: Partial<BaseData> = {}): BaseData {
  return testBaseData({ user, favorites: [...user.favorites], ...overrides });
}
