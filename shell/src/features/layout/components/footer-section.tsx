import { useId, useState, type ReactNode } from 'react';
import { BREAKPOINTS } from '@akiya/contracts';
import { useMediaQuery } from '../hooks/use-media-query';
import styles from './footer.module.css';
import { Icon } from '@akiya/shared-ui';

/**
 * A footer section: a plain column from 600 px up; below that a collapsible block whose heading is
 * a disclosure button (collapsed at first).
 */
export function FooterSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  const columns = useMediaQuery(`(min-width: ${BREAKPOINTS.small}px)`);
  const [expanded, setExpanded] = useState(false);
  const className = wide ? `${styles.section} ${styles.wide}` : styles.section;
  if (columns) {
    return (
      <section className={className} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        <div className={styles.sectionBody}>{children}</div>
      </section>
    );
  }
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded((v) => !v)}
        >
          <span>{title}</span>
          <Icon name="chevron" className={expanded ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} />
        </button>
      </h2>
      <div id={`${id}-body`} className={styles.sectionBody} hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
