import type { FaqEntry } from '../content/faq';
import styles from './faq-item.module.css';

/**
 * One question and its answer as a native disclosure (<details>/<summary>): keyboard and screen
 * reader support come from the browser, and the answer stays findable with the page search.
 */
export function FaqItem({ entry, defaultOpen = false }: { entry: FaqEntry; defaultOpen?: boolean }) {
  return (
    <details className={styles.item} id={entry.id} open={defaultOpen || undefined}>
      <summary className={styles.question}>
        <span className={styles.marker} aria-hidden="true">
          Q
        </span>
        <span className={styles.text}>{entry.question}</span>
      </summary>
      <div className={styles.answer}>
        <span className={styles.marker} aria-hidden="true">
          A
        </span>
        <div className={styles.text}>{entry.answer}</div>
      </div>
    </details>
  );
}
