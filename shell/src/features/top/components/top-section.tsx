import type { ReactNode } from 'react';
import styles from '../top-page.module.css';

/**
 * A section of the top page under the hero: a small English eyebrow (decoration, hidden from screen
 * readers) over the Japanese heading that names the section.
 */
export function TopSection({ headingId, eyebrow, title, children }: { headingId: string; eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <p className={styles.eyebrow} aria-hidden="true">
        {eyebrow}
      </p>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
