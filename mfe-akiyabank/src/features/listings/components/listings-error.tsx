import { MESSAGES } from '@akiya/contracts';
import { listingErrorMessage } from '../utils/error-message';
import styles from './listings-status.module.css';

/** A listing request failed: what happened and a way to try again. */
export function ListingsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert" data-testid="listings-error">
      <p className={styles.text}>{listingErrorMessage(error)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {MESSAGES.retry}
      </button>
    </div>
  );
}
