import { Link, NavLink } from 'react-router-dom';
import { LIST_PATH, TOP_PATH } from '../../config/paths';
import styles from './akiyabank-header.module.css';

/** Header of the vacant-house bank (docs/product.md §2): logo, property list link, way back to 家いちば. */
export function AkiyabankHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={TOP_PATH} className={styles.logo}>
          <span className={styles.logoSite}>家いちば</span>{' '}
          <span className={styles.logoName}>民間空き家バンク</span>
        </Link>
        <nav aria-label="民間空き家バンク メニュー" className={styles.nav}>
          <ul className={styles.list}>
            <li>
              <NavLink to={LIST_PATH} className={styles.link}>
                物件一覧
              </NavLink>
            </li>
            <li>
              <Link to="/" className={`${styles.link} ${styles.back}`}>
                家いちばトップへ
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
