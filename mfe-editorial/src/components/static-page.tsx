import { useEffect, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@akiya/shared-ui';
import { formatJapaneseDate } from '../utils/format-japanese-date';
import { Breadcrumb } from './breadcrumb';
import type { PageMeta } from './content-types';
import styles from './static-page.module.css';

export interface StaticPageProps {
  meta: PageMeta;
  /** Introductory paragraph(s) under the title. */
  lead?: ReactNode;
  /** Rendered between the header and the body, e.g. a table of contents. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The layout of every static and legal page: breadcrumb (トップ > page), h1, last-updated date,
 * lead and a body set for long Japanese text (line-height 1.9, measure at most 42em, styled tables).
 */
export function StaticPage({ meta, lead, aside, children }: StaticPageProps) {
  useDocumentTitle(meta.title);
  const headingId = useId();
  const { hash } = useLocation();
  // A link such as /privacy-policy#cookie arrives by client-side navigation, where the browser does
  // not scroll to the fragment by itself.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
  }, [hash]);
  return (
    <main className={styles.page} aria-labelledby={headingId}>
      <div className={styles.column}>
        <Breadcrumb items={[{ label: 'トップ', to: '/' }, { label: meta.title }]} />
        <article className={styles.article}>
          <header className={styles.header}>
            <h1 id={headingId} className={styles.title}>
              {meta.title}
            </h1>
            <p className={styles.updated}>
              最終更新日：<time dateTime={meta.updatedAt}>{formatJapaneseDate(meta.updatedAt)}</time>
            </p>
            {lead ? <div className={styles.lead}>{lead}</div> : null}
          </header>
          {aside}
          <div className={styles.body}>{children}</div>
        </article>
      </div>
    </main>
  );
}
