import { useCallback, useEffect, useRef, useState } from 'react';
import { FAVORITE_TEXTS, MESSAGES, type BaseData } from '@akiya/contracts';
import { apiErrorStatus } from '../api/api-error';
import { commonApi, useGetBaseDataQuery } from '../api/common-api';
import { useAppDispatch } from '../store/hooks';
import { useLoginPrompt } from './use-login-prompt';

export interface FavoriteToggle {
  /** Base data has arrived (before that the button waits). */
  ready: boolean;
  loggedIn: boolean;
  /** The entry is among base data's favourites (optimistic while a call runs). */
  favorite: boolean;
  /** A call for this entry is running. */
  pending: boolean;
  /** A Japanese message after a failed call (the state was rolled back), else null. */
  error: string | null;
  onClick: () => void;
}

export interface FavoriteToggleOptions {
  /** Whether base data lists the entry among the user's favourites. */
  isFavorite: (data: BaseData) => boolean;
  /** sessionStorage key and value that remember the entry a visitor tried to favourite before logging in. */
  pendingKey: string;
  pendingValue: string;
  /** The API call (an RTK Query mutation trigger): resolves with `{ data }` or `{ error }`. */
  toggle: (next: boolean) => PromiseLike<{ error?: unknown }>;
  /** The mutation is running. */
  busy: boolean;
}

function remember(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: after the login the user just taps again
  }
}

/** True (and forgotten) when `value` is the pending entry. */
function take(key: string, value: string): boolean {
  try {
    if (sessionStorage.getItem(key) !== value) return false;
    sessionStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The favourite heart of a listing, an article or a Q&A (docs/product.md §6). Logged out: the entry is
 * remembered, the current address is stored as the return target and the login dialog opens with
 * 'ご利用にはログインが必要です。'; back on the same page logged in, the favourite is added. Logged in:
 * an optimistic toggle (the mutation patches base data) that rolls back with a Japanese message when
 * the call fails; a 401 meanwhile refetches base data and asks to log in again.
 */
export function useFavoriteToggle({ isFavorite, pendingKey, pendingValue, toggle, busy }: FavoriteToggleOptions): FavoriteToggle {
  const { data, isError } = useGetBaseDataQuery();
  // Base data failed: treated as logged out (the login dialog still works).
  const ready = data !== undefined || isError;
  const loggedIn = Boolean(data?.user);
  const favorite = data ? isFavorite(data) : false;
  const promptLogin = useLoginPrompt();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const wasLoggedIn = useRef<boolean | null>(null);
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;

  const run = useCallback(
    async (next: boolean) => {
      setError(null);
      const result = await toggleRef.current(next);
      if (!('error' in result) || result.error === undefined) return;
      if (apiErrorStatus(result.error) === 401) {
        if (next) remember(pendingKey, pendingValue);
        setError(MESSAGES.loginRequired);
        dispatch(commonApi.util.invalidateTags(['User']));
        promptLogin();
        return;
      }
      setError(next ? FAVORITE_TEXTS.addFailed : FAVORITE_TEXTS.removeFailed);
    },
    [pendingKey, pendingValue, promptLogin, dispatch],
  );

  // Back from the login dialog on the page where the visitor asked (logged in just now, or shown
  // logged in for the first time): add the favourite now. Only then, never on a later render.
  useEffect(() => {
    if (!ready) return;
    const before = wasLoggedIn.current;
    wasLoggedIn.current = loggedIn;
    if (loggedIn && before !== true && take(pendingKey, pendingValue) && !favorite) void run(true);
  }, [ready, loggedIn, pendingKey, pendingValue, favorite, run]);

  const onClick = useCallback(() => {
    if (!ready) return;
    if (!loggedIn) {
      remember(pendingKey, pendingValue);
      promptLogin();
      return;
    }
    if (busy) return;
    void run(!favorite);
  }, [ready, loggedIn, pendingKey, pendingValue, promptLogin, busy, run, favorite]);

  return { ready, loggedIn, favorite, pending: busy, error, onClick };
}
