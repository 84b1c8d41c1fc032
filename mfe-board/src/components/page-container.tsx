import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** The board's page frame: centred content column with the site's gutters. */
export function PageContainer({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <main className={styles.page} aria-label={label}>
      {children}
    </main>
  );
}
