import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@akiya/shared-ui';
import { Breadcrumb } from '../../../components/breadcrumb';
import styles from './contact.module.css';

/** Layout of the contact pages: breadcrumb, h1 (also the document title), lead and the content. */
export function FormPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <main className={styles.page} aria-labelledby={headingId}>
      <div className={styles.column}>
        <Breadcrumb items={[{ label: 'トップ', to: '/' }, { label: title }]} />
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </div>
    </main>
  );
}
