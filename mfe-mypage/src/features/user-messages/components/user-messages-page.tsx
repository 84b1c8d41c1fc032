import { useState } from 'react';
import { QueryError, Spinner } from '@akiya/shared-ui';
import { SectionEmptyState } from '../../../components/empty-state';
import { SectionPage } from '../../../components/section-page';
import { useGetUserMessagesQuery, useMarkUserMessagesReadMutation, type UserMessage } from '../api/user-messages-api';
import { USER_MESSAGE_TEXTS as T } from '../user-message-limits';
import { ReplyForm } from './reply-form';
import { UserMessageItem } from './user-message-item';
import styles from './user-messages.module.css';

/**
 * /my-page/user/messages: the thread with 家いちば事務局, newest first. Unread operator messages are
 * marked; opening one marks it read (POST …/read {ids}); the user replies with the form above the list.
 */
export function UserMessagesPage() {
  const { data, isLoading, isError, isFetching, refetch } = useGetUserMessagesQuery();
  const [markRead] = useMarkUserMessagesReadMutation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  /** Read here, before the list refetched. */
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const unread = new Set((data?.unreadIds ?? []).filter((id) => !readHere.has(id)));

  const toggle = (message: UserMessage) => {
    const opening = !open.has(message.id);
    setOpen((s) => {
      const next = new Set(s);
      if (opening) next.add(message.id);
      else next.delete(message.id);
      return next;
    });
    if (opening && unread.has(message.id)) {
      setReadHere((s) => new Set(s).add(message.id));
      markRead([message.id])
        .unwrap()
        .catch(() =>
          // Not marked: show it unread again (the next open retries).
          setReadHere((s) => {
            const next = new Set(s);
            next.delete(message.id);
            return next;
          }),
        );
    }
  };

  return (
    <SectionPage title={T.title} lead={<p>{T.lead}</p>}>
      <ReplyForm />
      {isLoading ? (
        <Spinner />
      ) : isError && !data ? (
        <QueryError message={T.loadFailed} onRetry={isFetching ? undefined : () => void refetch()} />
      ) : !data || data.items.length === 0 ? (
        <SectionEmptyState text={T.empty} />
      ) : (
        <ul className={styles.list} aria-label={T.listLabel}>
          {data.items.map((m) => (
            <li key={m.id}>
              <UserMessageItem message={m} unread={m.from_operator && unread.has(m.id)} open={open.has(m.id)} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
