import { Spinner } from '@akiya/shared-ui';
import styles from './loading-overlay.module.css';

/** Covers the my page while something it needs is loading (docs/product.md §2 my-page layout): the shared spinner on a veil. */
export function LoadingOverlay({ label = '読み込み中…' }: { label?: string }) {
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <Spinner label={label} />
    </div>
  );
}
