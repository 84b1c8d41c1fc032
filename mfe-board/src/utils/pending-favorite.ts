import { PENDING_FAVORITE_KEY } from '../config/storage';

/**
 * The listing a visitor tried to favourite before logging in (sessionStorage), so the favourite is
 * added once they are back on the same page logged in. Storage failures are ignored.
 */
export function rememberPendingFavorite(id: number): void {
  try {
    sessionStorage.setItem(PENDING_FAVORITE_KEY, String(id));
  } catch {
    // storage unavailable: after the login the user just taps again
  }
}

/** True (and forgotten) when `id` is the pending favourite. */
export function takePendingFavorite(id: number): boolean {
  try {
    if (sessionStorage.getItem(PENDING_FAVORITE_KEY) !== String(id)) return false;
    sessionStorage.removeItem(PENDING_FAVORITE_KEY);
    return true;
  } catch {
    return false;
  }
}
