import { Link } from 'react-router-dom';
import { POST_PATH } from '../../../config/anchors';
import styles from './cta-link.module.css';

/** The call to action of the consulting top: to the consultation page. */
export function CtaLink({ label = '相談を申し込む' }: { label?: string }) {
  return (
    <Link to={POST_PATH} className={styles.cta}>
      {label}
    </Link>
  );
}
