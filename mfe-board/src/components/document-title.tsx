import { useDocumentTitle } from '@akiya/shared-ui';

/**
 * Sets the document title while mounted. A component rather than a hook call in the screen, so that
 * a screen that renders the 404 page instead does not overwrite the 404 page's own title.
 */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
