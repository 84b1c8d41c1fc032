import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES, STORAGE_KEYS, isSafeReturnPath } from '@akiya/contracts';
import { openLoginDialog } from '../store/dialogs-slice';
import { useAppDispatch } from '../store/hooks';

/**
 * Spec docs/product.md §6: a visitor who needs to log in gets the login dialog with 'ご利用にはログインが必要です。',
 * and the address they wanted is saved (sessionStorage `redirect-url`, same-site paths only) so the
 * shell returns them there after logging in. Returns a function that does both.
 */
export function useLoginPrompt(): (returnPath?: string) => void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (returnPath: string = here) => {
      if (isSafeReturnPath(returnPath)) {
        try {
          sessionStorage.setItem(STORAGE_KEYS.redirectUrl, returnPath);
        } catch {
          // storage unavailable: the login still works, it just stays on the page
        }
      }
      dispatch(openLoginDialog({ reason: MESSAGES.loginRequired }));
    },
    [dispatch, here],
  );
}
