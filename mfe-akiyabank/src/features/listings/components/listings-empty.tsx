import type { ReactNode } from 'react';
import styles from './listings-status.module.css';

/** Nothing to list: a plain sentence and, optionally, where to go instead. */
export function ListingsEmpty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.box} data-testid="listings-empty">
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
