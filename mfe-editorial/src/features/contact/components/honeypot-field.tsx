import { INQUIRY_HONEYPOT_FIELD } from '@akiya/contracts';
import styles from './contact.module.css';

/**
 * The hidden honeypot field: off screen, out of the tab order and hidden from assistive technology,
 * so only bots fill it. The API then answers like a success and sends nothing.
 */
export function HoneypotField({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        ホームページ（入力しないでください）
        <input
          type="text"
          name={INQUIRY_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      </label>
    </div>
  );
}
