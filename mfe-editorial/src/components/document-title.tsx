import { useDocumentTitle } from '@akiya/shared-ui';

/** Sets the document title while mounted (a component, so a screen showing the 404 page instead keeps its title). */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
