import { MESSAGES } from '@akiya/contracts';
import { apiErrorStatus, NotFoundPage, QueryError } from '@akiya/shared-ui';
import { LoadingOverlay } from './loading-overlay';
import { SectionPage } from './section-page';

interface QueryPageFallbackProps {
  /** The page's query, still loading or answered without data. */
  query: { isLoading: boolean; error?: unknown; refetch: () => unknown };
  loadingLabel?: string;
  /** The page's title above the error. */
  title: string;
  /** A staff page: an answer of 401 or 403 means "no such page" too. */
  staff?: boolean;
}

const NOT_FOUND = [404];
const STAFF_NOT_FOUND = [404, 401, 403];

/**
 * What a page of one record shows until it has the record: the loading overlay, the 404 page when
 * there is no such record (or it is another user's), else its title with the load error and a retry.
 * `if (isLoading || !data) return <QueryPageFallback … />`.
 */
export function QueryPageFallback({ query, loadingLabel, title, staff = false }: QueryPageFallbackProps) {
  if (query.isLoading) return <LoadingOverlay label={loadingLabel} />;
  const status = apiErrorStatus(query.error);
  if (status !== null && (staff ? STAFF_NOT_FOUND : NOT_FOUND).includes(status)) return <NotFoundPage />;
  return (
    <SectionPage title={title}>
      <QueryError message={MESSAGES.remoteLoadFailed} onRetry={() => void query.refetch()} />
    </SectionPage>
  );
}
