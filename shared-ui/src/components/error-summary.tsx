import { forwardRef, useEffect, useImperativeHandle, useRef, type MouseEvent } from 'react';
import { MESSAGES } from '@akiya/contracts';
import styles from './error-summary.module.css';

/** One line of the summary. */
export interface ErrorSummaryItem {
  /** Stable key (usually the field name). */
  key: string;
  /** The field's label; the line reads `{label}：{message}`, or the message alone without a label. */
  label?: string | null;
  message: string;
  /** id of the control to link to and focus; no link without it. */
  fieldId?: string | null;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Shown instead of the title when a failure is not about fields (items empty). */
  message?: string | null;
  /** The heading over the items; default '入力エラーがあります。'. */
  title?: string;
  /**
   * Bump on every submit that fails (e.g. a counter): the summary takes focus each time it changes,
   * so keyboard and screen-reader users land on it. 0 / undefined: no focus.
   */
  focusKey?: number;
  'data-testid'?: string;
}

/** The one separator between a field's label and its message in the summary (full-width colon). */
export const SUMMARY_SEPARATOR = '：';

/** The text of one summary line. */
export function summaryLine(item: Pick<ErrorSummaryItem, 'label' | 'message'>): string {
  return item.label ? `${item.label}${SUMMARY_SEPARATOR}${item.message}` : item.message;
}

/**
 * Form post failure (docs/product.md §8): '入力エラーがあります。' and one line per error field (first message
 * each), each a link that focuses its field; or `message` alone for a failure not about fields.
 * role="alert", focusable, and focused when `focusKey` changes.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, message, title = MESSAGES.formError, focusKey, 'data-testid': testId },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => box.current as HTMLDivElement);
  const visible = items.length > 0 || !!message;
  useEffect(() => {
    if (focusKey && visible) box.current?.focus();
  }, [focusKey, visible]);
  if (!visible) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  };

  return (
    <div ref={box} className={styles.summary} role="alert" tabIndex={-1} data-testid={testId}>
      <p className={styles.title}>{items.length > 0 ? title : message}</p>
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              {item.fieldId ? (
                <a href={`#${item.fieldId}`} onClick={(e) => focusField(e, item.fieldId as string)}>
                  {summaryLine(item)}
                </a>
              ) : (
                summaryLine(item)
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
