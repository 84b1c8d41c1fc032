import { Link } from 'react-router-dom';
import type { MyPageSection } from '../../../config/sections';
import { SECTION_ICONS } from '../../../config/section-icons';
import { UnreadBadge } from '../../../components/unread-badge';
import styles from './section-card.module.css';
import { Icon, cardStyles } from '@akiya/shared-ui';

interface SectionCardProps {
  section: MyPageSection;
  /** What the section holds right now, or its empty-state sentence. */
  status: string;
  /** True when `status` is the empty-state sentence. */
  empty: boolean;
  badge?: number;
}

/** A card on the my-page home linking to one section. */
export function SectionCard({ section, status, empty, badge = 0 }: SectionCardProps) {
  return (
    <Link to={section.path} className={`${cardStyles.link} ${styles.card}`}>
      <span className={styles.head}>
        <span className={styles.icon}>
          <Icon name={SECTION_ICONS[section.key]} size={22} />
        </span>
        <span className={styles.title}>{section.label}</span>
        <UnreadBadge count={badge} />
      </span>
      <span className={styles.description}>{section.description}</span>
      <span className={empty ? styles.empty : styles.status}>{status}</span>
    </Link>
  );
}
