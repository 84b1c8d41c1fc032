import type { ReactNode } from 'react';
import type { AnchorId } from '../../../config/anchors';
import styles from './section.module.css';

interface SectionProps {
  id: AnchorId;
  /** Small English label above the heading. */
  eyebrow: string;
  title: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One anchored section of the consulting top; focusable so in-page navigation can move focus to it. */
export function Section({ id, eyebrow, title, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} className={tone === 'tinted' ? `${styles.section} ${styles.tinted}` : styles.section}>
      <div className={styles.inner}>
        <p className={styles.eyebrow} aria-hidden="true">
          {eyebrow}
        </p>
        <h2 id={`${id}-heading`} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
