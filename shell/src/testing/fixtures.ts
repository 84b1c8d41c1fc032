import { DEFAULT_SEARCH_PARAMS, PREFECTURE_GROUPS, type BaseData, type User } from '@akiya/contracts';

/** A verified user for component tests; override what a test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'hanako@example.jp',
    last_name: '山田',
    first_name: '花子',
    favorites: [],
    invalid_email_flag: 0,
    email_verified_at: '2024-01-01T00:00:00Z',
    check_name_address: null,
    ...overrides,
  };
}

/** Base data as the API sends it, for `user` (null = a visitor). */
export function testBaseData(user: User | null): BaseData {
  return {
    prefectures: PREFECTURE_GROUPS,
    prefectureForUsers: PREFECTURE_GROUPS,
    areaCategories: [],
    categories: [],
    favorites: [],
    articleFavorites: [],
    solutionFavorites: [],
    user,
    searchParams: { ...DEFAULT_SEARCH_PARAMS },
    mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
  };
}
