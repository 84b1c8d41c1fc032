import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';

/** Set by the server renderer (server.tsx): the first redirect a page asks for. */
export const ServerRedirectContext = createContext<{ to: string | null; permanent: boolean } | null>(null);

/**
 * A redirect route: in the browser `<Navigate replace>`; on the server the page answers with an HTTP
 * redirect instead (301 when `permanent`, else 302; api/src/ssr), so crawlers and visitors without
 * scripts arrive too.
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const server = useContext(ServerRedirectContext);
  if (server && typeof window === 'undefined') {
    if (server.to === null) Object.assign(server, { to, permanent });
    return null;
  }
  return <Navigate to={to} replace />;
}
