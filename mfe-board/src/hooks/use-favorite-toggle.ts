import { useCallback, useEffect, useRef, useState } from 'react';
import { FAVORITE_TEXTS, MESSAGES } from '@akiya/contracts';
import { api, useAppDispatch, useGetBaseDataQuery } from '@akiya/shared-ui';
import { useLoginPrompt } from './use-login-prompt';
import { useToggleFavoriteMutation } from '../api/favorites-api';
import { rememberPendingFavorite, takePendingFavorite } from '../utils/pending-favorite';

export interface FavoriteToggle {
  /** Base data has arrived (before that the button waits). */
  ready: boolean;
  loggedIn: boolean;
  /** The listing is among base data's favourites (optimistic while a call runs). */
  favorite: boolean;
  /** A call for this listing is running. */
  pending: boolean;
  /** A Japanese message after a failed call (the state was rolled back), else null. */
  error: string | null;
  onClick: () => void;
}

function status(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
}

/**
 * The favourite toggle of one listing (issue 4, spec §6). Logged out: the listing is remembered,
 * the current address is stored as the return target and the login dialog opens with
 * 'ご利用にはログインが必要です。'; back on the same page logged in, the favourite is added. Logged in:
 * optimistic toggle that rolls back with a Japanese message when the call fails.
 */
export function useFavoriteToggle(listingId: number): FavoriteToggle {
  const { data, isError } = useGetBaseDataQuery();
  // Base data failed: treated as logged out (the login dialog still works).
  const ready = data !== undefined || isError;
  const loggedIn = Boolean(data?.user);
  const favorite = (data?.favorites ?? []).includes(listingId);
  const promptLogin = useLoginPrompt();
  const [toggle, { isLoading }] = useToggleFavoriteMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const wasLoggedIn = useRef<boolean | null>(null);

  const run = useCallback(
    async (next: boolean) => {
      setError(null);
      const result = await toggle({ id: listingId, favorite: next });
      if (!('error' in result)) return;
      if (status(result.error) === 401) {
        // The session ended meanwhile: base data is fetched again (it says logged out now), and after
        // logging in again the user comes back here and the favourite is added.
        if (next) rememberPendingFavorite(listingId);
        setError(MESSAGES.loginRequired);
        dispatch(api.util.invalidateTags(['User']));
        promptLogin();
        return;
      }
      setError(next ? FAVORITE_TEXTS.addFailed : FAVORITE_TEXTS.removeFailed);
    },
    [toggle, listingId, promptLogin, dispatch],
  );

  // Back from the login dialog on the page where the visitor asked (logged in just now, or shown
  // logged in for the first time): add the favourite now. Only then, never on a later render.
  useEffect(() => {
    if (!ready) return;
    const before = wasLoggedIn.current;
    wasLoggedIn.current = loggedIn;
    if (loggedIn && before !== true && takePendingFavorite(listingId) && !favorite) void run(true);
  }, [ready, loggedIn, listingId, favorite, run]);

  const onClick = useCallback(() => {
    if (!ready) return;
    if (!loggedIn) {
      rememberPendingFavorite(listingId);
      promptLogin();
      return;
    }
    if (isLoading) return;
    void run(!favorite);
  }, [ready, loggedIn, listingId, promptLogin, isLoading, run, favorite]);

  return { ready, loggedIn, favorite, pending: isLoading, error, onClick };
}
