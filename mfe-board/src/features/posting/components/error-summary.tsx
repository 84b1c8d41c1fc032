import { useEffect, useRef } from 'react';
import { MESSAGES, POSTING_FIELD_LABELS, orderedPostingErrors, type PostingErrors } from '@akiya/contracts';
import styles from './posting.module.css';

/**
 * §8 form post failure: '入力エラーがあります。' and one bullet per field (its first message), each
 * a link to the field. Focused when it appears so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({ errors, attempt }: { errors: PostingErrors; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const list = orderedPostingErrors(errors);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (list.length === 0) return null;
  return (
    <div className={styles.errorSummary} role="alert" tabIndex={-1} ref={ref} data-testid="posting-errors">
      <p className={styles.errorTitle}>{MESSAGES.formError}</p>
      <ul>
        {list.map(({ field, message }) => (
          <li key={field}>
            <a href={`#post-${field}`}>
              {POSTING_FIELD_LABELS[field]}：{message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
