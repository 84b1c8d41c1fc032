import styles from './loading-overlay.module.css';

/** Covers the my page while something it needs is loading (spec §2 my-page layout). */
export function LoadingOverlay({ label = '読み込み中…' }: { label?: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
