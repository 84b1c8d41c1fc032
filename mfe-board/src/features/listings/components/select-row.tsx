import type { ReactNode, SelectHTMLAttributes } from 'react';
import styles from './search-params-fields.module.css';

interface SelectRowProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  id: string;
  label: string;
  /** The smaller label of a field inside a group with its own legend. */
  small?: boolean;
  /** A note after the select (the one its aria-describedby names). */
  hint?: ReactNode;
  /** The options. */
  children: ReactNode;
}

/** A row of the filter forms: a select under its label (and a note after it when given). */
export function SelectRow({ id, label, small = false, hint, children, ...select }: SelectRowProps) {
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={small ? styles.smallLabel : styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} {...select}>
        {children}
      </select>
      {hint}
    </div>
  );
}
