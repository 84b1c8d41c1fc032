import { DEFAULT_SEARCH_PARAMS, MESSAGES, type BaseData, type Profile, type User } from '@akiya/contracts';

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'hanako@example.jp',
    last_name: '山田',
    first_name: '花子',
    favorites: [],
    invalid_email_flag: 0,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    check_name_address: null,
    ...overrides,
  };
}

export function fakeBaseData(overrides: Partial<BaseData> = {}): BaseData {
  return {
    prefectures: [],
    prefectureForUsers: [],
    areaCategories: [],
    categories: [],
    favorites: [],
    articleFavorites: [],
    solutionFavorites: [],
    user: null,
    searchParams: { ...DEFAULT_SEARCH_PARAMS },
    mailReceivingSettings: { waitingForReopening: true, newProperties: true, others: true },
    ...overrides,
  };
}

export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    email: 'hanako@example.jp',
    last_name: '山田',
    first_name: '花子',
    last_name_kana: 'やまだ',
    first_name_kana: 'はなこ',
    zipcode: '1500001',
    address: '東京都渋谷区神宮前1-1-1',
    phone: '03-1234-5678',
    ...overrides,
  };
}

/** A 400 answer in the API's one error shape with per-field messages. */
export function fieldErrorBody(errors: Record<string, string[]>) {
  return { statusCode: 400, error: 'Bad Request', message: MESSAGES.formError, errors };
}
