import { Link } from 'react-router-dom';
import styles from './seller-projects.module.css';

const pathOf = (page: number) => (page <= 1 ? '/my-page/project' : `/my-page/project/page/${page}`);

/** Previous / page x of y / next for /my-page/project and /my-page/project/page/:page. */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="掲載物件のページ">
      {page > 1 ? (
        <Link to={pathOf(page - 1)} rel="prev" className={styles.pageLink}>
          前のページ
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        {page} / {totalPages} ページ
      </span>
      {page < totalPages ? (
        <Link to={pathOf(page + 1)} rel="next" className={styles.pageLink}>
          次のページ
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
