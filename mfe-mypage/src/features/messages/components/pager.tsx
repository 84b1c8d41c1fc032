import { Link } from 'react-router-dom';
import { pagePath } from '../utils/list-type';
import styles from './messages.module.css';

/** Page links 1…n (paths `${base}/page/${n}`; page 1 is the base path). */
export function Pager({ base, page, totalPages }: { base: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav aria-label="ページ送り">
      <ul className={styles.pager}>
        {page > 1 ? (
          <li>
            <Link className={styles.pageLink} to={pagePath(base, page - 1)} rel="prev">
              前へ
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link className={styles.pageLink} to={pagePath(base, n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link className={styles.pageLink} to={pagePath(base, page + 1)} rel="next">
              次へ
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
