import type { ReactNode } from 'react';
import { useDocumentTitle } from '@akiya/shared-ui';
import styles from './account-pages.module.css';

/** Frame of every login page: a narrow column with the page heading. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
