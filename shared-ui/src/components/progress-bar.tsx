import { usePendingRequests } from '../hooks/use-pending-requests';
import styles from './progress-bar.module.css';

/** Thin bar at the top of the window while any API request is in flight (docs/product.md §7). */
export function ProgressBar() {
  const pending = usePendingRequests();
  if (!pending) return null;
  return <div className={styles.bar} role="progressbar" aria-label="読み込み中" data-testid="progress-bar" />;
}
