import type { ReactNode } from 'react';
import styles from './ui-catalogue-page.module.css';

/** One component's section of the catalogue: an h2 with the component's name. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One state of a component, with its name. */
export function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <h3 className={styles.stateLabel}>{label}</h3>
      {children}
    </div>
  );
}
