import type { ReactNode } from 'react';
import type { PostingErrors, PostingValues } from '@akiya/contracts';
import styles from '../posting.module.css';

/** What every section of the posting form gets. */
export interface SectionProps {
  values: PostingValues;
  errors: PostingErrors;
  setValue: <K extends keyof PostingValues>(name: K, value: PostingValues[K]) => void;
  disabled: boolean;
}

/** A titled section of the posting form (its heading names the region). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
