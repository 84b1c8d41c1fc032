import { Link } from 'react-router-dom';
import { BREAKPOINTS } from '@akiya/contracts';
import { listPagePath } from '../../../config/paths';
import { useMinWidth } from '../hooks/use-min-width';
import { pageWindow } from '../utils/page-window';
import styles from './pagination.module.css';

/**
 * Page links of the listing list; the current page is marked with aria-current. Under 600 px fewer
 * page numbers are offered and 前へ / 次へ move to their own row.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const wide = useMinWidth(BREAKPOINTS.small);
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label="ページ送り">
      <span className={styles.prev}>
        {page > 1 ? (
          <Link to={listPagePath(Math.min(page - 1, totalPages))} className={styles.link} rel="prev">
            前へ
          </Link>
        ) : null}
      </span>
      <ul className={styles.pages}>
        {pageWindow(page, totalPages, wide ? 2 : 1).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={listPagePath(p)}
                className={styles.link}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`${p}ページ目`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      <span className={styles.next}>
        {page < totalPages ? (
          <Link to={listPagePath(page + 1)} className={styles.link} rel="next">
            次へ
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
