import type { ReactNode } from 'react';
import { Button, NotFoundPage, QueryError, Spinner, apiErrorMessage, apiErrorStatus, useLoginPrompt } from '@akiya/shared-ui';
import styles from './manage.module.css';

interface GateQuery {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Management pages behind login: a visitor is asked to log in (and comes back here afterwards), a
 * user who is no member of a municipality gets the 404 page, as the API answers.
 */
export function ManageGate({
  query,
  children,
  notMember,
}: {
  query: GateQuery;
  children: () => ReactNode;
  /** Shown instead of the 404 page to a logged-in user who is no member (the entry page only). */
  notMember?: ReactNode;
}) {
  const promptLogin = useLoginPrompt();
  if (query.isLoading) return <Spinner label="読み込み中…" />;
  if (query.error) {
    const status = apiErrorStatus(query.error);
    if (status === 404) return notMember ? <>{notMember}</> : <NotFoundPage />;
    if (status === 401) {
      return (
        <main className={styles.page}>
          <h1 className={styles.title}>自治体の方の物件管理</h1>
          <p>物件の管理には、自治体の担当者アカウントでのログインが必要です。</p>
          <Button onClick={() => promptLogin()}>ログインする</Button>
        </main>
      );
    }
    return <QueryError message={apiErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children()}</>;
}
