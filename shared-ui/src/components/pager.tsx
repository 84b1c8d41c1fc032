import { Link } from 'react-router-dom';
import { pageWindow } from '../utils/page-window';
import styles from './pager.module.css';

export interface PagerProps {
  /** The page shown now (1-based). */
  current: number;
  /** Number of pages; nothing is rendered for 0 or 1. */
  total: number;
  /** The URL of page n (e.g. `(n) => pageHref('/board', n, search)`). */
  hrefFor: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of each page link (e.g. `(n) => \`${n}ページ目\``); default the number itself. */
  pageLabel?: (page: number) => string;
}

/**
 * Previous / numbered pages with ellipsis (pageWindow) / next, as links. The current page is marked
 * aria-current="page"; previous on the first page and next on the last are shown disabled. Under
 * 600 px the numbers take the first row and previous / next the second.
 */
export function Pager({
  current,
  total,
  hrefFor,
  label = 'ページ送り',
  previousLabel = '前へ',
  nextLabel = '次へ',
  pageLabel,
}: PagerProps) {
  if (total <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li className={styles.step}>
          {current > 1 ? (
            <Link className={styles.stepLink} to={hrefFor(Math.min(current - 1, total))} rel="prev">
              <span aria-hidden="true">‹</span> {previousLabel}
            </Link>
          ) : (
            <span className={`${styles.stepLink} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span> {previousLabel}
            </span>
          )}
        </li>
        {pageWindow(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className={item === current ? `${styles.page} ${styles.current}` : styles.page}
                to={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={pageLabel?.(item)}
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
            <Link className={styles.stepLink} to={hrefFor(current + 1)} rel="next">
              {nextLabel} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.stepLink} ${styles.disabled}`} aria-disabled="true">
              {nextLabel} <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
