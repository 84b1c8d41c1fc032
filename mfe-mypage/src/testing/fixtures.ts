// The my page's own fixtures (a profile, a field-error answer); base data and the user come from
// tools/testing/base-data.
import { MESSAGES, type Profile } from '@akiya/contracts';

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
