import { Navigate, useSearchParams } from 'react-router-dom';
import { isSafeReturnPath } from '@akiya/contracts';

/**
 * /return-post?r=<previous path>: back to the previous page of this site. Only a same-site path
 * passes (isSafeReturnPath: no other origin, no `//`, no scheme, no backslash …); anything else goes
 * to the post form.
 */
export function ReturnPostPage() {
  const [params] = useSearchParams();
  const r = params.get('r');
  return <Navigate to={isSafeReturnPath(r) ? r : '/post'} replace />;
}
