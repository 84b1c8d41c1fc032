import { useCallback, useEffect, useRef, useState } from 'react';
import { FAVORITE_TEXTS, MESSAGES } from '@akiya/contracts';
import { api, apiErrorStatus, useAppDispatch, useGetBaseDataQuery } from '@akiya/shared-ui';
import { FAVORITE_FIELDS, useToggleEditorialFavoriteMutation, type EditorialFavoriteKind } from '../api/editorial-favorites-api';
import { useLoginPrompt } from './use-login-prompt';

/** sessionStorage key of the entry a visitor tried to favourite before logging in ("article:12"). */
export const PENDING_EDITORIAL_FAVORITE_KEY = 'pending-editorial-favorite';

function remember(value: string): void {
  try {
    sessionStorage.setItem(PENDING_EDITORIAL_FAVORITE_KEY, value);
  } catch {
    // storage unavailable: after the login the user taps again
  }
}

function take(value: string): boolean {
  try {
    if (sessionStorage.getItem(PENDING_EDITORIAL_FAVORITE_KEY) !== value) return false;
    sessionStorage.removeItem(PENDING_EDITORIAL_FAVORITE_KEY);
    return true;
  } catch {
    return false;
  }
}

export interface EditorialFavorite {
  ready: boolean;
  loggedIn: boolean;
  favorite: boolean;
  pending: boolean;
  error: string | null;
  onClick: () => void;
}

/**
 * The heart of an article or Q&A page. Logged out: the entry is remembered and the login dialog opens;
 * back on this page logged in, the favourite is added. Logged in: an optimistic toggle that rolls back
 * with a Japanese message when the call fails.
 */
export function useEditorialFavorite(kind: EditorialFavoriteKind, id: number): EditorialFavorite {
  const { data, isError } = useGetBaseDataQuery();
  const ready = data !== undefined || isError;
  const loggedIn = Boolean(data?.user);
  const favorite = (data?.[FAVORITE_FIELDS[kind]] ?? []).includes(id);
  const promptLogin = useLoginPrompt();
  const [toggle, { isLoading }] = useToggleEditorialFavoriteMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const wasLoggedIn = useRef<boolean | null>(null);
  const key = `${kind}:${id}`;

  const run = useCallback(
    async (next: boolean) => {
      setError(null);
      const result = await toggle({ kind, id, favorite: next });
      if (!('error' in result)) return;
      if (apiErrorStatus(result.error) === 401) {
        if (next) remember(key);
        setError(MESSAGES.loginRequired);
        dispatch(api.util.invalidateTags(['User']));
        promptLogin();
        return;
      }
      setError(next ? FAVORITE_TEXTS.addFailed : FAVORITE_TEXTS.removeFailed);
    },
    [toggle, kind, id, key, promptLogin, dispatch],
  );

  useEffect(() => {
    if (!ready) return;
    const before = wasLoggedIn.current;
    wasLoggedIn.current = loggedIn;
    if (loggedIn && before !== true && take(key) && !favorite) void run(true);
  }, [ready, loggedIn, key, favorite, run]);

  const onClick = useCallback(() => {
    if (!ready) return;
    if (!loggedIn) {
      remember(key);
      promptLogin();
      return;
    }
    if (isLoading) return;
    void run(!favorite);
  }, [ready, loggedIn, key, promptLogin, isLoading, run, favorite]);

  return { ready, loggedIn, favorite, pending: isLoading, error, onClick };
}
