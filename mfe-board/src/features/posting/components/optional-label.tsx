import type { ReactNode } from 'react';
import styles from './posting.module.css';

/** The label of an optional field of the posting form: its name and the 任意 mark. */
export function optionalLabel(label: string): ReactNode {
  return (
    <>
      {label}
      <span className={styles.optional}>任意</span>
    </>
  );
}
