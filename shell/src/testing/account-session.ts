import { testUser } from '../../../tools/testing/base-data';

/** The verified account the login and account-page tests end up signed in as. */
export const signedInUser = testUser({ id: 9, email: 'new@example.jp', last_name: '山田', first_name: '太郎', email_verified_at: '2026-01-01' });

/**
 * What a login or account-page test leaves behind, undone after each: the fetch mock and spies, and
 * the session and local storage (stored redirect, forced-update status) the flows write.
 */
export function forgetAccountSession() {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
}
