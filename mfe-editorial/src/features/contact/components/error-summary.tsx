import { forwardRef } from 'react';
import { MESSAGES } from '@akiya/contracts';
import type { SummaryItem } from '../utils/field-errors';
import styles from './contact.module.css';

/**
 * Form post failure (spec §8): '入力エラーがあります。' followed by one bullet line per error field,
 * first message each; `message` alone for a failure that is not about fields.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[]; message?: string | null }>(function ErrorSummary(
  { items, message },
  ref,
) {
  if (items.length === 0 && !message) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1}>
      <p className={styles.summaryTitle}>{items.length > 0 ? MESSAGES.formError : message}</p>
      {items.length > 0 ? (
        <ul className={styles.summaryList}>
          {items.map((item) => (
            <li key={item.key}>{item.label ? `${item.label}：${item.message}` : item.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
