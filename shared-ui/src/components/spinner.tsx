import styles from './spinner.module.css';

/** Loading state for a section; the label is read out by screen readers. */
export function Spinner({ label = '読み込み中…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
