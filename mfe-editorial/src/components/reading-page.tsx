import { useId, type ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
import styles from './editorial.module.css';

/** The frame of every editorial reading page: main landmark, breadcrumbs, heading, content. */
export function ReadingPage({
  breadcrumbs,
  eyebrow,
  title,
  meta,
  lead,
  children,
  'data-testid': testId,
}: {
  breadcrumbs: BreadcrumbItem[];
  eyebrow?: ReactNode;
  title: string;
  meta?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const headingId = useId();
  return (
    <main className={styles.page} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.column}>
        <Breadcrumb items={breadcrumbs} />
        <header className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {meta ? <div className={styles.meta}>{meta}</div> : null}
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </main>
  );
}
