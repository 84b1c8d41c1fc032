import type { ReactNode } from 'react';
import { NotFoundPage, QueryStatus, type QueryLike } from '@akiya/shared-ui';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import { isMissing } from '../utils/missing';

interface EntryStatusProps<T> {
  /** True when the address names no entry at all (the query was skipped). */
  skip: boolean;
  query: QueryLike<T>;
  children: (entry: T) => ReactNode;
  'data-testid': string;
}

/**
 * One entry's page (article, news item, Q&A) around its query: the 404 page when the address names none
 * or the API has none (an unknown id or a draft), else loading, error (with retry) and the entry.
 */
export function EntryStatus<T>({ skip, query, children, 'data-testid': testId }: EntryStatusProps<T>) {
  if (skip || isMissing(query)) return <NotFoundPage />;
  return (
    <QueryStatus query={query} current loadingLabel={EDITORIAL_TEXTS.loadingEntry} data-testid={testId}>
      {children}
    </QueryStatus>
  );
}
