import { Link } from 'react-router-dom';
import { EDITORIAL_TEXTS } from '../config/editorial-texts';
import styles from './editorial.module.css';

/** Links to the older (前の記事) and newer (次の記事) entry; nothing when there is neither. */
export function NeighbourLinks({ olderHref, newerHref }: { olderHref: string | null; newerHref: string | null }) {
  if (!olderHref && !newerHref) return null;
  return (
    <nav className={styles.section} aria-label={EDITORIAL_TEXTS.neighbours}>
      <ul className={styles.neighbours}>
        <li>
          {olderHref ? (
            <Link to={olderHref} rel="prev">
              ‹ {EDITORIAL_TEXTS.older}
            </Link>
          ) : null}
        </li>
        <li>
          {newerHref ? (
            <Link to={newerHref} rel="next" className={styles.newer}>
              {EDITORIAL_TEXTS.newer} ›
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
