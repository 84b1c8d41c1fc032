import { DEAL_MESSAGES } from '@akiya/contracts';
import { buttonClass } from '@akiya/shared-ui';
import styles from './deal-thread.module.css';

/** 409: the deal moved meanwhile. What the user typed stays; the reload fetches the current state. */
export function ConflictNotice({ onReload }: { onReload: () => void }) {
  return (
    <div className={styles.conflict} role="alert">
      <p>{DEAL_MESSAGES.conflict}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onReload}>
        最新の状態を読み込む
      </button>
    </div>
  );
}
