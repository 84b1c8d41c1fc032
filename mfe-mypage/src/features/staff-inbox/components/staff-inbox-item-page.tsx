import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isSafeReturnPath, type StaffInboxDetail } from '@akiya/contracts';
import { apiErrorStatus, Button, describeApiError, EmptyState, NotFoundPage, QueryStatus, REFETCH_STALE_S, selectUser, useAppSelector } from '@akiya/shared-ui';
import { STAFF_INBOX_PATH, useGetStaffInboxItemQuery, useSetStaffInboxStateMutation } from '../../../api/staff-inbox-api';
import { DetailRow } from '../../../components/detail-row';
import { SectionPage } from '../../../components/section-page';
import { formatDateTime } from '../../../utils/format-date';
import { STAFF_INBOX_TEXTS as T } from '../staff-inbox-texts';
import { ReplyForm } from './reply-form';
import { ItemChips } from './staff-inbox-page';
import page from '../../../components/staff-page.module.css';
import styles from './staff-inbox.module.css';

function Details({ item }: { item: StaffInboxDetail }) {
  const [done, setDone] = useState<string | null>(null);
  const [setState, { isLoading, error }] = useSetStaffInboxStateMutation();
  const next = item.state === 'unread' ? 'handled' : 'unread';
  const toggle = async () => {
    try {
      await setState({ id: item.id, state: next }).unwrap();
      setDone(next === 'handled' ? T.markedHandled : T.markedUnread);
    } catch {
      setDone(null);
    }
  };
  return (
    <>
      <p className={page.itemTitle}>
        <ItemChips item={item} />
      </p>
      <dl className={page.details} aria-label={T.sender}>
        <DetailRow label="受信日時">{formatDateTime(item.createdAt)}</DetailRow>
        <DetailRow label="お名前">{item.name}</DetailRow>
        <DetailRow label="メールアドレス">{item.email}</DetailRow>
        <DetailRow label="会員">{item.userId ? <Link to={`/my-page/staff/users/${item.userId}`}>会員ID {item.userId}</Link> : T.guest}</DetailRow>
        {item.propertyId ? (
          <DetailRow label={item.kind === 'contact' ? T.reportedListing : T.listing}>
            <Link to={`/project/${item.propertyId}`}>{item.propertyTitle ?? `物件ID ${item.propertyId}`}</Link>（物件ID {item.propertyId}）
          </DetailRow>
        ) : null}
        {item.handledBy ? <DetailRow label="対応">{`${item.handledBy.name}・${formatDateTime(item.handledAt)}`}</DetailRow> : null}
      </dl>
      <h2 className={page.sectionTitle}>{T.message}</h2>
      <p className={styles.body} data-testid="staff-inbox-body">
        {item.body}
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" loading={isLoading} loadingText={T.sending} onClick={() => void toggle()}>
          {next === 'handled' ? T.markHandled : T.markUnread}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {error ? describeApiError(error).message : (done ?? '')}
      </p>

      <h2 className={page.sectionTitle}>{T.replies}</h2>
      {item.replies.length === 0 ? (
        <EmptyState text={T.noReplies} />
      ) : (
        <ul className={styles.list} aria-label={T.replies}>
          {item.replies.map((r) => (
            <li key={r.id} className={page.item} data-testid="staff-inbox-reply">
              <p className={page.meta}>
                {formatDateTime(r.createdAt)}・{r.staffName}・{r.channel === 'message' ? '事務局からのメッセージ' : 'メール'}
              </p>
              <p className={styles.body}>{r.body}</p>
            </li>
          ))}
        </ul>
      )}
      <h2 className={page.sectionTitle}>{T.replyTitle}</h2>
      <ReplyForm item={item} onDone={setDone} />
    </>
  );
}

/** /my-page/staff/inbox/{id}: the whole message, its state, the replies and the reply form. Staff only. */
export function StaffInboxItemPage() {
  const staff = useAppSelector(selectUser)?.is_staff === true;
  const id = Number(useParams().id);
  const location = useLocation();
  const back = (location.state as { back?: unknown } | null)?.back;
  const query = useGetStaffInboxItemQuery(id, { skip: !staff, refetchOnMountOrArgChange: REFETCH_STALE_S });
  if (!staff || apiErrorStatus(query.error) === 404) return <NotFoundPage />;
  return (
    <SectionPage title={query.data ? `${query.data.name} さんからのメッセージ` : T.title} lead={<Link to={typeof back === 'string' && isSafeReturnPath(back) && back.startsWith(STAFF_INBOX_PATH) ? back : STAFF_INBOX_PATH}>{T.back}</Link>}>
      <QueryStatus query={query} loadingLabel={T.loading}>
        {(item) => <Details item={item} />}
      </QueryStatus>
    </SectionPage>
  );
}
