import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, STORAGE_KEYS } from '@akiya/contracts';
import { ErrorPage, readApiError, useGetBaseDataQuery } from '@akiya/shared-ui';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { loginVerdict } from '../../../utils/login-verdict';

/** Where the wanted address is kept for after login; storage may be unavailable (private mode). */
function rememberRedirect(url: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.redirectUrl, url);
  } catch {
    // Without storage the user lands on the top page after login instead; nothing else breaks.
  }
}

/**
 * Whether the browser's history is already at another entry than the one the gate renders (`key`,
 * the router's key of that entry): a navigation is under way. React Router moves the history at
 * once and renders the new page in a transition, which an urgent update can overtake — the base
 * data answered without a user right after 退会 — so the gate still sees the page being left.
 * Sending that page to /login would replace the page the visitor is going to (/cancel-done, seen
 * on a slow phone). Outside a browser router (a memory router, the server) the history carries no
 * key of the router's: never under way.
 */
function navigationUnderWay(key: string): boolean {
  if (typeof window === 'undefined') return false;
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? (state as { key?: unknown }).key : undefined;
  return typeof current === 'string' && current !== key;
}

/**
 * Login gate of the my page (docs/product.md §4, §6). While base data loads, the loading overlay; without a
 * user, the current address (path and query) is stored as the return target and the user is sent
 * to /login; a user whose email is not verified is sent to /login/not-verified.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { data, error, isError } = useGetBaseDataQuery();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();

  const verdict = loginVerdict(data, isError);

  useEffect(() => {
    // The visitor is already on the way to another page (which has its own gate, if it needs one).
    if (navigationUnderWay(key)) return;
    if (verdict === 'login') {
      rememberRedirect(`${pathname}${search}`);
      navigate('/login', { replace: true });
    } else if (verdict === 'not-verified') {
      navigate('/login/not-verified', { replace: true });
    }
  }, [verdict, pathname, search, key, navigate]);

  if (verdict === 'ok') return <>{children}</>;
  if (verdict === 'error') {
    const body = readApiError(error);
    const status = body?.statusCode ?? (typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 503);
    return <ErrorPage status={status} message={body?.message ?? MESSAGES.remoteLoadFailed} requestId={body?.request_id} />;
  }
  return <LoadingOverlay />;
}
