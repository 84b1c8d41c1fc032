import { createContext, useContext, useEffect } from 'react';
import { SITE_NAME } from '@akiya/contracts';

/** "<title> | 家いちば", or the site name alone. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Server rendering (shell/src/server.tsx) provides a collector: the title the page asks for goes
 * into the served HTML's <title>, where search engines and link previews read it. The outermost
 * component asking wins, as in the browser, where its effect runs last.
 */
export const ServerTitleContext = createContext<{ title: string | null } | null>(null);

/** Sets the page title as "<title> | 家いちば" (or just the site name). */
export function useDocumentTitle(title?: string | null): void {
  const server = useContext(ServerTitleContext);
  if (server && server.title === null && typeof window === 'undefined') server.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
