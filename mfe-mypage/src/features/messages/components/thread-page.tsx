import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  canSendMessage,
  DEAL_MESSAGES,
  formatPriceManYen,
  MESSAGES,
  SEND_PARTY,
  type ContactDetail,
} from '@akiya/contracts';
import { apiErrorStatus, buttonClass, NotFoundPage, QueryError, REFETCH_STALE_S, showProfile, useAppDispatch } from '@akiya/shared-ui';
import { SectionPage } from '../../../components/section-page';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useGetAllContactsQuery, useGetContactQuery, useMarkContactReadMutation } from '../../../api/deals-api';
import { useThreadMessages, mergeMessages } from '../hooks/use-thread-messages';
import { useSendMessage } from '../hooks/use-send-message';
import { formatPreview } from '../../../utils/format-date';
import { idOf } from '../../../utils/route-params';
import { StatusChips } from './status-chips';
import { DealActions } from './deal-actions';
import { MessageItem } from '../../../components/message-item';
import { Composer } from '../../../components/composer';
import { MemoForm } from './memo-form';
import styles from '../../../components/deal-thread.module.css';

/** /my-page/messages/:id: one enquiry. */
export function ThreadPage() {
  const contactId = idOf(useParams().id);
  const { data: contact, isLoading, isError, error, refetch } = useGetContactQuery(contactId, {
    refetchOnMountOrArgChange: REFETCH_STALE_S,
  });

  if (isLoading) return <LoadingOverlay label="メッセージを読み込み中…" />;
  if (!contact) {
    const status = apiErrorStatus(error);
    if (isError && (status === 404 || status === 403)) return <NotFoundPage />;
    return (
      <SectionPage title="メッセージ">
        <QueryError message={MESSAGES.remoteLoadFailed} onRetry={() => void refetch()} />
      </SectionPage>
    );
  }
  return <Thread key={contact.contact_id} contact={contact} />;
}

function Thread({ contact }: { contact: ContactDetail }) {
  const dispatch = useAppDispatch();
  const myParty = contact.is_seller ? SEND_PARTY.seller : SEND_PARTY.buyer;
  const thread = useThreadMessages(contact.contact_id);
  const send = useSendMessage(contact.contact_id);
  const { data: list } = useGetAllContactsQuery();
  const [markRead] = useMarkContactReadMutation();
  const unreadIds = list?.noReadContactMessageIds?.[String(contact.contact_id)] ?? [];

  const messages = useMemo(() => mergeMessages(thread.messages, send.sent), [thread.messages, send.sent]);
  const newestId = messages.length ? messages[messages.length - 1].id : 0;
  const hasUnread =
    unreadIds.length > 0 || messages.some((m) => m.send_from !== myParty && m.send_from !== SEND_PARTY.system && !m.read_at);

  // Mark read on view: once for each newest message seen while something is unread.
  const marked = useRef<number>(-1);
  useEffect(() => {
    if (!hasUnread || thread.isLoading || marked.current === newestId) return;
    marked.current = newestId;
    void markRead(contact.contact_id);
  }, [hasUnread, newestId, thread.isLoading, markRead, contact.contact_id]);

  // Bring the newest message into view once the thread has loaded and when the user sends one;
  // messages arriving from the other side do not move the page under the user.
  const end = useRef<HTMLDivElement>(null);
  const scrolledOnce = useRef(false);
  useEffect(() => {
    if (scrolledOnce.current || thread.isLoading || newestId === 0) return;
    scrolledOnce.current = true;
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [thread.isLoading, newestId]);
  useEffect(() => {
    if (send.pending) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [send.pending]);

  const otherLabel = contact.is_seller ? '問い合わせた方' : '売主';
  const { property } = contact;
  const pendingShown =
    send.pending && !messages.some((m) => m.client_id === send.pending?.clientId) ? send.pending : null;

  return (
    <SectionPage title={property.title}>
      <p className={styles.back}>
        <Link to="/my-page/messages">メッセージ一覧へ戻る</Link>
      </p>
      <section className={`${styles.header} ${property.cover_image ? styles.headerWithCover : ''}`} aria-label="物件と相手">
        {property.cover_image ? <img className={styles.cover} src={property.cover_image} alt="" /> : null}
        <div className={styles.headerBody}>
          <p className={styles.propertyLine}>
            <Link to={`/project/${property.property_id}`}>物件ページを見る</Link>
            <span>{`${property.prefecture_name}${property.municipality}`}</span>
            <span>{formatPriceManYen(property.price_man_yen)}</span>
          </p>
          <p className={styles.partyLine}>
            <span>{`${otherLabel}：`}</span>
            <button type="button" className={styles.linkButton} onClick={() => dispatch(showProfile(contact.other_user.id))}>
              {contact.other_user.name}
            </button>
            <span className={styles.hint}>{contact.is_seller ? '（あなたは売主です）' : '（あなたは買主です）'}</span>
          </p>
          <p className={styles.statusLine} aria-live="polite">
            <StatusChips contact={contact} />
            {contact.preview ? <span>{`内覧日：${formatPreview(contact.preview)}`}</span> : null}
          </p>
          {contact.last_reason ? <p className={styles.reason}>{`理由：${contact.last_reason}`}</p> : null}
        </div>
      </section>

      <DealActions contact={contact} />

      <section aria-labelledby="thread-heading" className={styles.thread}>
        <h2 id="thread-heading" className={styles.sectionTitle}>
          やりとり
        </h2>
        {thread.hasMore ? (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void thread.loadOlder()}
            disabled={thread.loadingOlder}
          >
            {thread.loadingOlder ? '読み込み中…' : '以前のメッセージを読み込む'}
          </button>
        ) : null}
        {thread.olderError ? (
          <p className={styles.fieldError} role="alert">
            以前のメッセージを読み込めませんでした。
          </p>
        ) : null}
        {thread.isLoading ? (
          <p role="status">メッセージを読み込み中…</p>
        ) : messages.length === 0 && !pendingShown ? (
          <p className={styles.hint}>まだメッセージはありません。</p>
        ) : null}
        <ol className={styles.messages} aria-label="メッセージ（古い順）">
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} mine={m.send_from === myParty} otherName={contact.other_user.name} />
          ))}
          {pendingShown ? (
            <li className={`${styles.message} ${styles.mine}`} data-testid="pending-message">
              <p className={styles.sender}>あなた</p>
              <div className={`${styles.bubble} ${styles.pending}`}>
                <p className={styles.text}>{pendingShown.body}</p>
                {pendingShown.fileNames.length ? <p className={styles.hint}>{pendingShown.fileNames.join('、')}</p> : null}
              </div>
              <p className={styles.time} role="status">
                {pendingShown.state === 'sending' ? '送信中…' : '送信できませんでした'}
                {pendingShown.state === 'failed' ? (
                  <button type="button" className={styles.linkButton} onClick={() => void send.send()}>
                    再送信
                  </button>
                ) : null}
              </p>
            </li>
          ) : null}
        </ol>
        <div ref={end} />
      </section>

      {canSendMessage(contact.contact_status) ? (
        <Composer state={send} />
      ) : (
        <p className={styles.ended} role="note">
          {DEAL_MESSAGES.ended}
        </p>
      )}

      <MemoForm contactId={contact.contact_id} memo={contact.memo} />
    </SectionPage>
  );
}
