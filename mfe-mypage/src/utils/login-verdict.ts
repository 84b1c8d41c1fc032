import type { BaseData } from '@akiya/contracts';

/** What the login gate does with the start data: wait, show the error, send to a login page, or let the user through. */
export type LoginVerdict = 'loading' | 'error' | 'login' | 'not-verified' | 'ok';

/**
 * The login gate's decision (docs/product.md §4, §6): without a user, the login page; a user whose email is not
 * verified, the not-verified page; otherwise the page. The gate and the routes' loaders both decide
 * with it, so a loader loads a page's data exactly when the gate shows the page.
 */
export function loginVerdict(data: BaseData | null | undefined, isError: boolean): LoginVerdict {
  if (!data) return isError ? 'error' : 'loading';
  if (!data.user) return 'login';
  if (!data.user.email_verified_at) return 'not-verified';
  return 'ok';
}
