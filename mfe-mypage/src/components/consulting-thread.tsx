import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CONSULTING_STATUS_LABELS, isConsultingStatus, type ConsultingMessage, type ConsultingThreadSummary } from '@akiya/contracts';
import {
  consultingArgs,
  useGetConsultingMessagesQuery,
  useLazyGetConsultingMessagesQuery,
  useMarkConsultingReadMutation,
  useSendConsultingMessageMutation,
  type ConsultingScope,
} from '../api/consulting-api';
import { useMessageSender } from '../hooks/use-message-sender';
import { buttonClass, REFETCH_STALE_S } from '@akiya/shared-ui';
import { Composer } from './composer';
import { MessageItem, type ThreadMessageView } from './message-item';
import styles from './deal-thread.module.css';

export const CONSULTING_DRAFT_PREFIX = 'my-page-consulting-draft:';

const statusLabel = (s: string | null) => (s && isConsultingStatus(s) ? CONSULTING_STATUS_LABELS[s] : s);

function view(m: ConsultingMessage): ThreadMessageView {
  return { ...m, status_from: statusLabel(m.status_from), status_to: statusLabel(m.status_to) };
}

function merge(...lists: readonly (readonly ConsultingMessage[])[]): ConsultingMessage[] {
  const byId = new Map<number, ConsultingMessage>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One consulting thread (the user ⇄ 家いちば事務局), for the user or for staff: the newest page of
 * messages (refetched by the realtime events), read marks on view, and the deals' composer (draft,
 * idempotent resend, attachments).
 */
export function ConsultingThread({ scope, thread }: { scope: ConsultingScope; thread: ConsultingThreadSummary }) {
  const staff = scope === 'staff';
  const { data, isLoading, isError, refetch } = useGetConsultingMessagesQuery(consultingArgs(scope, thread.id), { refetchOnMountOrArgChange: REFETCH_STALE_S });
  const [mutate] = useSendConsultingMessageMutation();
  const [markRead] = useMarkConsultingReadMutation();
  const sendFn = useCallback(
    (args: { body: string; clientId: string; files: File[] }) => mutate({ scope, threadId: thread.id, ...args }).unwrap(),
    [mutate, scope, thread.id],
  );
  const send = useMessageSender<ConsultingMessage>(`${CONSULTING_DRAFT_PREFIX}${scope}:${thread.id}`, sendFn);
  // Older pages the user loaded ("以前のメッセージを読み込む"), kept while the newest page refetches.
  const [older, setOlder] = useState<{ items: ConsultingMessage[]; hasMore: boolean } | null>(null);
  const [olderError, setOlderError] = useState(false);
  const [fetchOlder, olderState] = useLazyGetConsultingMessagesQuery();
  const messages = useMemo(() => merge(older?.items ?? [], data?.items ?? [], send.sent), [older, data, send.sent]);
  const hasMore = older ? older.hasMore : (data?.hasMore ?? false);
  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setOlderError(false);
    try {
      const page = await fetchOlder({ scope, id: thread.id, before: first.id }).unwrap();
      setOlder((prev) => ({ items: merge(page.items, prev?.items ?? []), hasMore: page.hasMore }));
    } catch {
      setOlderError(true);
    }
  };
  const mine = (m: ConsultingMessage) => m.from_operator === staff;
  const newestId = messages.length ? messages[messages.length - 1].id : 0;
  const hasUnread = thread.unread > 0 || messages.some((m) => !mine(m) && m.kind === 'text' && !m.read_at);

  const marked = useRef(-1);
  useEffect(() => {
    if (!hasUnread || isLoading || marked.current === newestId) return;
    marked.current = newestId;
    void markRead({ scope, threadId: thread.id });
  }, [hasUnread, isLoading, newestId, markRead, scope, thread.id]);

  const pendingShown = send.pending && !messages.some((m) => m.client_id === send.pending?.clientId) ? send.pending : null;
  const otherName = staff ? (thread.user?.name ?? 'ご相談者') : '家いちば事務局';

  return (
    <>
      <section aria-labelledby="consulting-thread-heading" className={styles.thread}>
        <h2 id="consulting-thread-heading" className={styles.sectionTitle}>
          {staff ? 'ご相談者とのやりとり' : '家いちば事務局とのやりとり'}
        </h2>
        {isError ? (
          <p className={styles.fieldError} role="alert">
            メッセージを読み込めませんでした。
            <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
              再読み込み
            </button>
          </p>
        ) : null}
        {isLoading ? <p role="status">メッセージを読み込み中…</p> : null}
        {hasMore ? (
          <button type="button" className={buttonClass('secondary')} onClick={() => void loadOlder()} disabled={olderState.isFetching}>
            {olderState.isFetching ? '読み込み中…' : '以前のメッセージを読み込む'}
          </button>
        ) : null}
        {olderError ? (
          <p className={styles.fieldError} role="alert">
            以前のメッセージを読み込めませんでした。
          </p>
        ) : null}
        <ol className={styles.messages} aria-label="メッセージ（古い順）">
          {messages.map((m) => (
            <MessageItem key={m.id} message={view(m)} mine={mine(m)} otherName={otherName} />
          ))}
          {pendingShown ? (
            <li className={`${styles.message} ${styles.mine}`} data-testid="pending-message">
              <p className={styles.sender}>あなた</p>
              <div className={`${styles.bubble} ${styles.pending}`}>
                <p className={styles.text}>{pendingShown.body}</p>
              </div>
              <p className={styles.time} role="status">
                {pendingShown.state === 'sending' ? '送信中…' : '送信できませんでした'}
              </p>
            </li>
          ) : null}
        </ol>
      </section>
      <Composer state={send} />
    </>
  );
}
