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
 * Login gate of the my page (docs/product.md §4, §6). While base data loads, the loading overlay; without a
 * user, the current address (path and query) is stored as the return target and the user is sent
 * to /login; a user whose email is not verified is sent to /login/not-verified.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { data, error, isError } = useGetBaseDataQuery();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const verdict = loginVerdict(data, isError);

  useEffect(() => {
    if (verdict === 'login') {
      rememberRedirect(`${pathname}${search}`);
      navigate('/login', { replace: true });
    } else if (verdict === 'not-verified') {
      navigate('/login/not-verified', { replace: true });
    }
  }, [verdict, pathname, search, navigate]);

  if (verdict === 'ok') return <>{children}</>;
  if (verdict === 'error') {
    const body = readApiError(error);
    const status = body?.statusCode ?? (typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 503);
    return <ErrorPage status={status} message={body?.message ?? MESSAGES.remoteLoadFailed} requestId={body?.request_id} />;
  }
  return <LoadingOverlay />;
}
