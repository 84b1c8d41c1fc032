import { useEffect } from 'react';
import { REFETCH_STALE_S, selectUser, setUnreadTotal, useAppDispatch, useAppSelector } from '@akiya/shared-ui';
import { useGetUnreadCountQuery } from '../api/unread-api';

/** The realtime stream of the API (docs/product.md §7 realtime; the my-page remote uses the same one). */
export const EVENTS_URL = '/api/my-page/events';
export const UPDATED_USER_CONTACTS_EVENT = 'updated_user_contacts';
/** Several events in a burst cause one reload. */
const REFETCH_DELAY_MS = 300;

/** Paths where the my-page remote keeps the total itself (its frame listens to the same events). */
export function ownsUnreadTotal(pathname: string): boolean {
  return pathname === '/my-page' || pathname.startsWith('/my-page/');
}

/**
 * Keeps the header's total unread badge current on every page outside my-page: loads the unread
 * total (GET /api/my-page/unread-count) once a user is logged in, reloads it when the API reports a
 * change for the user (`updated_user_contacts` over Server-Sent Events), and hands the total to the
 * shared store. The contact list itself is never requested here.
 * Events are not acknowledged here: the my-page frame acknowledges what it shows.
 */
export function useUnreadTotalSync(pathname: string): void {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const enabled = !!user && !ownsUnreadTotal(pathname);
  const { data, refetch } = useGetUnreadCountQuery(undefined, { skip: !enabled, refetchOnMountOrArgChange: REFETCH_STALE_S });

  useEffect(() => {
    if (enabled && data) dispatch(setUnreadTotal(data.total));
  }, [enabled, data, dispatch]);

  useEffect(() => {
    if (!user) dispatch(setUnreadTotal(0));
  }, [user, dispatch]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onUpdated = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void refetch();
      }, REFETCH_DELAY_MS);
    };
    source.addEventListener(UPDATED_USER_CONTACTS_EVENT, onUpdated);
    // When the stream opens (the first time too: the badge came with the page, rendered before), what
    // changed meanwhile is asked for once, as the my-page does.
    source.addEventListener('open', onUpdated);
    return () => {
      source.removeEventListener(UPDATED_USER_CONTACTS_EVENT, onUpdated);
      source.removeEventListener('open', onUpdated);
      source.close();
      if (timer !== null) clearTimeout(timer);
    };
  }, [enabled, refetch]);
}
