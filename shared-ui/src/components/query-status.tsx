import type { ReactNode } from 'react';
import { MESSAGES } from '@akiya/contracts';
import { apiErrorMessage } from '../api/api-error';
import { Button } from './button';
import { Spinner } from './spinner';
import styles from './query-status.module.css';

/** The part of an RTK Query hook's result QueryStatus reads. */
export interface QueryLike<T> {
  data?: T;
  currentData?: T;
  error?: unknown;
  isError?: boolean;
  isLoading?: boolean;
  isFetching?: boolean;
  refetch?: () => unknown;
}

export interface QueryStatusProps<T> {
  /** The hook's result (`useXQuery()`), as is. */
  query: QueryLike<T>;
  /** Show the data of the current arguments only (RTK Query `currentData`), e.g. while paging. */
  current?: boolean;
  /** Read out while loading (the spinner's label). */
  loadingLabel?: string;
  /** True when there is data but nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  /** The empty state: a sentence (put in a quiet box) or any node. */
  empty?: ReactNode;
  /** The message for the error; default apiErrorMessage(error). */
  errorMessage?: (error: unknown) => string;
  /** Renders the data. */
  children: (data: T) => ReactNode;
  'data-testid'?: string;
}

/** The error state on its own: role="alert", the message and a 再読み込み button. */
export function QueryError({ message, onRetry, testId }: { message: string; onRetry?: () => void; testId?: string }) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert" data-testid={testId}>
      <p className={styles.text}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {MESSAGES.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** The empty state on its own: a sentence and, optionally, where to go instead. */
export function EmptyState({ text, children, testId }: { text: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <div className={styles.box} data-testid={testId}>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}

/**
 * Loading (spinner), error (message + retry, which calls `refetch`), empty, or the data of an RTK
 * Query result. The first of these that applies is shown.
 */
export function QueryStatus<T>({
  query,
  current = false,
  loadingLabel,
  isEmpty,
  empty,
  errorMessage = apiErrorMessage,
  children,
  'data-testid': testId,
}: QueryStatusProps<T>) {
  const data = current ? query.currentData : query.data;
  if (query.isError) {
    const refetch = query.refetch;
    return (
      <QueryError
        message={errorMessage(query.error)}
        onRetry={refetch ? () => void refetch() : undefined}
        testId={testId ? `${testId}-error` : undefined}
      />
    );
  }
  if (data === undefined) {
    return query.isLoading || query.isFetching ? <Spinner label={loadingLabel} /> : null;
  }
  if (isEmpty?.(data)) {
    return typeof empty === 'string' ? <EmptyState text={empty} testId={testId ? `${testId}-empty` : undefined} /> : <>{empty}</>;
  }
  return <>{children(data)}</>;
}
