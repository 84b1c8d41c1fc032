import { isSafeReturnPath, STORAGE_KEYS } from '@akiya/contracts';

/**
 * Takes the address stored before login (sessionStorage `redirect-url`) and forgets it. Only paths
 * of this site that pass contracts' `isSafeReturnPath` are returned (the open-redirect guard):
 * '//evil.example', 'https://…', '/\\evil', '/%2F%2Fevil' and the like are dropped.
 */
export function takeStoredRedirect(): string | null {
  try {
    const value = window.sessionStorage.getItem(STORAGE_KEYS.redirectUrl);
    window.sessionStorage.removeItem(STORAGE_KEYS.redirectUrl);
    return isSafeReturnPath(value) ? value : null;
  } catch {
    return null;
  }
}

/** Where the login page goes when no (safe) return target was stored. */
export const LOGIN_FALLBACK_PATH = '/my-page';
