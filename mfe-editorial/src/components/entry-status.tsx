import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
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

/** An entry's query hook (`useGetXQuery`), its arguments and the entry it answers with. */
type EntryHook = (args: never, options: { skip: boolean }) => QueryLike<unknown>;
type EntryOf<H extends EntryHook> = NonNullable<ReturnType<H> extends { data?: infer T } ? T : never>;

interface EntryRouteProps<H extends EntryHook> extends Omit<EntryStatusProps<EntryOf<H>>, 'skip' | 'query'> {
  /** The query's arguments from the address (its `:id` and search); skip when it names no entry. */
  toQuery: (id: string | undefined, search: URLSearchParams) => { args: Parameters<H>[0]; skip: boolean };
  useQuery: H;
}

/** An entry's route: its query from the address, shown through EntryStatus. */
export function EntryRoute<H extends EntryHook>({ toQuery, useQuery, ...status }: EntryRouteProps<H>) {
  const [params] = useSearchParams();
  const { args, skip } = toQuery(useParams().id, params);
  const query = useQuery(args, { skip }) as QueryLike<EntryOf<H>>;
  return <EntryStatus skip={skip} query={query} {...status} />;
}
