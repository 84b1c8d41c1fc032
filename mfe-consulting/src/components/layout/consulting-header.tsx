import { Link, useLocation } from 'react-router-dom';
import { ANCHORS, POST_PATH, TOP_PATH } from '../../config/anchors';
import styles from './consulting-header.module.css';

/** Header of the consulting sub-site (docs/product.md §2 consulting layout): logo, in-page navigation, way back to 家いちば. */
export function ConsultingHeader() {
  const { pathname, hash } = useLocation();
  const onTop = pathname === TOP_PATH;
  const current = onTop ? decodeURIComponent(hash.slice(1)) : '';

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={TOP_PATH} className={styles.logo}>
          <span className={styles.logoMark}>airyflow</span>{' '}
          <span className={styles.logoSub}>不動産ストック活用コンサルティング</span>
        </Link>
        <nav className={styles.nav} aria-label="airyflow ページ内メニュー">
          <ul className={styles.navList}>
            {ANCHORS.filter((anchor) => anchor.id !== 'top').map((anchor) => (
              <li key={anchor.id}>
                <Link
                  to={{ pathname: TOP_PATH, hash: `#${anchor.id}` }}
                  className={styles.navLink}
                  aria-current={current === anchor.id ? 'location' : undefined}
                >
                  {anchor.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link to={POST_PATH} className={styles.cta} aria-current={pathname === POST_PATH ? 'page' : undefined}>
            相談を申し込む
          </Link>
          <Link to="/" className={styles.back}>
            家いちばトップへ
          </Link>
        </div>
      </div>
    </header>
  );
}
