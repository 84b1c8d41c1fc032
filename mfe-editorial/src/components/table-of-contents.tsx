import type { ContentSection } from './content-types';
import styles from './table-of-contents.module.css';

/** 目次: in-page links to the h2 sections of a long page. */
export function TableOfContents({ sections }: { sections: Pick<ContentSection, 'id' | 'heading'>[] }) {
  return (
    <nav className={styles.toc} aria-label="目次">
      <p className={styles.title} aria-hidden="true">
        目次
      </p>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
