import { Link } from 'react-router-dom';
import { ERROR_PAGE, errorPageFor, formatMessage } from '@akiya/contracts';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  /** HTTP-like status; defaults to 500 (docs/product.md §8). */
  status?: number;
  /** The error message shown under the description. */
  message?: string | null;
  /** Overrides the title (the unmatched-route 404 uses 'This page could not be found'). */
  title?: string;
  /** A server error's request id (apiErrorRequestId): shown as 「エラーID: …」 for the visitor to quote. */
  requestId?: string | null;
}

/** The error page of docs/product.md §2 and §8: title by status, Japanese description, message and a link to the top. */
export function ErrorPage({ status, message, title, requestId }: ErrorPageProps) {
  const info = errorPageFor(status);
  const heading = title ?? info.title;
  useDocumentTitle(heading);
  return (
    <main className={styles.page} data-testid="error-page" data-status={info.status}>
      <p className={styles.status} aria-hidden="true">
        {info.status}
      </p>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.description}>{info.description}</p>
      {message ? <p className={styles.detail}>{message}</p> : null}
      {requestId ? (
        <p className={styles.detail} data-testid="error-id">
          {formatMessage(ERROR_PAGE.errorId, { id: requestId })}
        </p>
      ) : null}
      <Link className={styles.back} to="/">
        {ERROR_PAGE.backToTop}
      </Link>
    </main>
  );
}

/** 404 for an unmatched route or a bad route parameter. */
export function NotFoundPage() {
  return <ErrorPage status={404} title={ERROR_PAGE.notFoundRoute} />;
}
