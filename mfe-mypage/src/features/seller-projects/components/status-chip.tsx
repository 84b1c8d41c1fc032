import type { PostedProperty } from '@akiya/contracts';
import styles from './seller-projects.module.css';

/** The listing's state as a coloured chip (掲載中 / 受付休止中 / 掲載中止 / 公開準備中 / 商談中 …). */
export function StatusChip({ property }: { property: Pick<PostedProperty, 'status' | 'status_label'> }) {
  return <span className={`${styles.chip} ${styles[`chip-${property.status}`]}`}>{property.status_label}</span>;
}
