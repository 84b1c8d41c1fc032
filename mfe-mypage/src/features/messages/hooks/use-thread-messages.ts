import { useCallback, useMemo, useState } from 'react';
import { DEAL_LIMITS, type DealMessage } from '@akiya/contracts';
import { REFETCH_STALE_S } from '@akiya/shared-ui';
import { latestMessagesArgs, useGetContactMessagesQuery, useLazyGetContactMessagesQuery } from '../../../api/deals-api';

/** Merges pages by id, oldest → newest. */
export function mergeMessages(...lists: readonly (readonly DealMessage[])[]): DealMessage[] {
  const byId = new Map<number, DealMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/**
 * The newest page of a thread (refetched whenever the thread is invalidated) plus the older pages
 * the user loaded with "load older".
 */
export function useThreadMessages(contactId: number) {
  const latest = useGetContactMessagesQuery(latestMessagesArgs(contactId), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [older, setOlder] = useState<{ contactId: number; items: DealMessage[]; hasMore: boolean } | null>(null);
  const [fetchOlder, olderState] = useLazyGetContactMessagesQuery();
  const [olderError, setOlderError] = useState(false);

  const own = older?.contactId === contactId ? older : null;
  const latestItems = latest.data?.items;
  const messages = useMemo(() => mergeMessages(own?.items ?? [], latestItems ?? []), [own, latestItems]);
  const hasMore = own ? own.hasMore : (latest.data?.hasMore ?? false);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    setOlderError(false);
    try {
      const page = await fetchOlder({ contactId, before: first.id, limit: DEAL_LIMITS.messagesPageSize }).unwrap();
      setOlder((prev) => ({
        contactId,
        items: mergeMessages(page.items, prev?.contactId === contactId ? prev.items : []),
        hasMore: page.hasMore,
      }));
    } catch {
      setOlderError(true);
    }
  }, [messages, fetchOlder, contactId]);

  return {
    messages,
    hasMore,
    loadOlder,
    loadingOlder: olderState.isFetching,
    olderError,
    isLoading: latest.isLoading,
    isError: latest.isError,
    refetch: latest.refetch,
  };
}
