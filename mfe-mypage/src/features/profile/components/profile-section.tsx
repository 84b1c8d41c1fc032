import type { ReactNode } from 'react';
import { Card } from '@akiya/shared-ui';
import styles from './profile.module.css';

interface ProfileSectionProps {
  /** The heading's id, which labels the section. */
  headingId: string;
  title: ReactNode;
  /** Inside the section's card; `card={false}` puts them straight under the heading. */
  children: ReactNode;
  card?: boolean;
}

/** One titled section of the profile pages (/my-page/profile and its withdrawal page): a heading, then a card. */
export function ProfileSection({ headingId, title, children, card = true }: ProfileSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      {card ? <Card>{children}</Card> : children}
    </section>
  );
}
