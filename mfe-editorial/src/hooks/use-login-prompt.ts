import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { MESSAGES, STORAGE_KEYS, isSafeReturnPath } from '@akiya/contracts';
import { openLoginDialog, useAppDispatch } from '@akiya/shared-ui';

/**
 * Spec §6: a visitor who needs to log in gets the shell's login dialog with 'ご利用にはログインが必要です。',
 * and the current address is saved (sessionStorage `redirect-url`) so the shell returns here afterwards.
 */
export function useLoginPrompt(): () => void {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return useCallback(() => {
    if (isSafeReturnPath(here)) {
      try {
        sessionStorage.setItem(STORAGE_KEYS.redirectUrl, here);
      } catch {
        // storage unavailable: the login still works, it just stays on the page
      }
    }
    dispatch(openLoginDialog({ reason: MESSAGES.loginRequired }));
  }, [dispatch, here]);
}
