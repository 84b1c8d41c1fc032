import { MESSAGES } from '@akiya/contracts';
import styles from './staff-messages.module.css';

/** 「入力エラーがあります。」 and one bullet per message (field errors first, in form order). */
export function ErrorSummary({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.summary} role="alert">
      <p className={styles.summaryTitle}>{MESSAGES.formError}</p>
      <ul className={styles.summaryList}>
        {messages.map((m, i) => (
          <li key={`${i}-${m}`}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
