import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import styles from './list-header.module.css';

interface ListHeaderProps {
  eyebrow?: string;
  title: string;
  /** e.g. '全312件'; null while loading (a placeholder is shown); undefined for no count line. */
  count?: string | null;
  /** e.g. '1〜10件目を表示'. */
  range?: string | null;
  /** Controls on the right (sort selector). */
  children?: ReactNode;
  /** The screen's document title is its heading: set it too, while the header is shown. */
  documentTitle?: boolean;
}

/** Heading block of a list screen: small eyebrow, title, total count and controls. */
export function ListHeader({ eyebrow, title, count, range, children, documentTitle = false }: ListHeaderProps) {
  return (
    <header className={styles.header}>
      {documentTitle ? <DocumentTitle title={title} /> : null}
      <div className={styles.titles}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {count !== undefined ? (
          <p className={styles.meta} aria-live="polite">
            {count ? <span className={styles.count}>{count}</span> : <span className={styles.countPlaceholder} />}
            {range ? <span className={styles.range}>{range}</span> : null}
          </p>
        ) : null}
      </div>
      {children ? <div className={styles.controls}>{children}</div> : null}
    </header>
  );
}
