import { DEAL_MESSAGES } from '@akiya/contracts';
import { buttonClass } from '@akiya/shared-ui';
import styles from './deal-thread.module.css';

/** 409: the deal (or a consulting request: `message`) moved meanwhile. What the user typed stays; the reload fetches the current state. */
export function ConflictNotice({ onReload, message = DEAL_MESSAGES.conflict }: { onReload: () => void; message?: string }) {
  return (
    <div className={styles.conflict} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onReload}>
        最新の状態を読み込む
      </button>
    </div>
  );
}
