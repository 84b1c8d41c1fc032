import { STORAGE_KEYS } from '@akiya/contracts';
import { isSameSitePath } from './paths';

/** Remembers where to go after login (sessionStorage `redirect-url`); only paths of this site are kept. */
export function storeRedirect(path: string): void {
  if (!isSameSitePath(path)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectUrl, path);
  } catch {
    // Storage can be unavailable (private mode, quota): the login simply stays where it is.
  }
}
