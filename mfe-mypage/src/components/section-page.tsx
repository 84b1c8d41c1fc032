import type { ReactNode } from 'react';
import { useDocumentTitle } from '@akiya/shared-ui';
import styles from './section-page.module.css';

/** The main region of one my-page section: its heading (also the document title) and its content. */
export function SectionPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className={styles.page} aria-labelledby="my-page-heading">
      <h1 id="my-page-heading" className={styles.heading}>
        {title}
      </h1>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
      {children}
    </main>
  );
}
