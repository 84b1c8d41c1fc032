import { useId } from 'react';
import { SORT_ORDERS, SORT_ORDER_LABELS, type SortOrder } from '@akiya/contracts';
import { BOARD_TEXTS } from '../../../config/texts';
import styles from './sort-select.module.css';

/** The options of a sort selector: every sort order, labelled from contracts. */
export function SortOrderOptions() {
  return SORT_ORDERS.map((order) => (
    <option key={order} value={order}>
      {SORT_ORDER_LABELS[order]}
    </option>
  ));
}

/** The sort selector of a list (labels from contracts). */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (value: SortOrder) => void }) {
  const id = useId();
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={styles.label}>
        {BOARD_TEXTS.sortLabel}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as SortOrder)}>
        <SortOrderOptions />
      </select>
    </div>
  );
}
