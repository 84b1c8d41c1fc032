import { Link } from 'react-router-dom';
import { BOARD_TEXTS } from '../config/texts';
import { pageHref, pageItems } from '../utils/pagination';
import styles from './pagination.module.css';

interface PaginationProps {
  current: number;
  total: number;
  /** The list's own URL (page 1). */
  basePath: string;
  /** Query string kept on every page link (e.g. '?sort=price-asc'). */
  search?: string;
}

/** Previous / numbered pages with ellipsis / next. Page 1 links to the unpaginated URL. */
export function Pagination({ current, total, basePath, search = '' }: PaginationProps) {
  if (total <= 1) return null;
  const href = (n: number) => pageHref(basePath, n, search);
  return (
    <nav className={styles.nav} aria-label={BOARD_TEXTS.pagination}>
      <ul className={styles.list}>
        <li className={styles.step}>
          {current > 1 ? (
            <Link className={styles.stepLink} to={href(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span> {BOARD_TEXTS.previous}
            </Link>
          ) : (
            <span className={`${styles.stepLink} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span> {BOARD_TEXTS.previous}
            </span>
          )}
        </li>
        {pageItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                to={href(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className={`${styles.step} ${styles.stepNext}`}>
          {current < total ? (
            <Link className={styles.stepLink} to={href(current + 1)} rel="next">
              {BOARD_TEXTS.next} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.stepLink} ${styles.disabled}`} aria-disabled="true">
              {BOARD_TEXTS.next} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
