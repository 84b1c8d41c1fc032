import { useEffect } from 'react';
import { SITE_NAME } from '@akiya/contracts';

/** Sets the page title as "<title> | 家いちば" (or just the site name). */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
