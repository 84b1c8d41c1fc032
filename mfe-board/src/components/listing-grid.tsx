import type { ReactNode } from 'react';
import styles from './listing-grid.module.css';

/** Responsive card grid: one column under 600 px, two up to 850 px, three above. */
export function ListingGrid({ children, label, busy = false }: { children: ReactNode; label?: string; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export function ListingGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
