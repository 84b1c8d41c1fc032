import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FINISH_PAGE_TEXTS, isSafeReturnPath } from '@akiya/contracts';
import { NotFoundPage, useDocumentTitle } from '@akiya/shared-ui';
import { Redirect } from '../../components/redirect';
import styles from './finish-page.module.css';

/** `/s/:id`: a listing's short share link → `/project/:id` (query kept). Non-digit ids → 404. */
export function ShortListingRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <Redirect to={`/project/${id}${search}`} permanent />;
}

/** Where `/r?to=…` goes: `to` when it is a path of this site, otherwise the top page. */
export function returnTarget(search: string): string {
  const to = new URLSearchParams(search).get('to');
  return isSafeReturnPath(to) ? to : '/';
}

/** `/r?to=<path>`: the return path after a login prompt or an external link (never an open redirect). */
export function ReturnRedirect() {
  const { search } = useLocation();
  return <Redirect to={returnTarget(search)} />;
}

/** Keeps search engines off the page while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

type FinishKind = 'password' | 'cancel' | 'address';

/**
 * The page that ends a flow: heading, message and links to my-page and the top page. The flow that
 * navigates here may add one line of its own as router state `{ detail: string }` (e.g. the password
 * change says the other sessions were logged out); the page never takes it from the address.
 */
export function FinishPage({ kind }: { kind: FinishKind }) {
  const { title, message } = FINISH_PAGE_TEXTS[kind];
  const state: unknown = useLocation().state;
  const detail = state && typeof state === 'object' && typeof (state as { detail?: unknown }).detail === 'string' ? (state as { detail: string }).detail : null;
  useDocumentTitle(title);
  useNoIndex();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p role="status">{message}</p>
      {detail ? <p>{detail}</p> : null}
      <ul className={styles.links}>
        <li>
          <Link to="/my-page">{FINISH_PAGE_TEXTS.toMyPage}</Link>
        </li>
        <li>
          <Link to="/">{FINISH_PAGE_TEXTS.toTop}</Link>
        </li>
      </ul>
    </main>
  );
}
