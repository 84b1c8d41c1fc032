import { Outlet } from 'react-router-dom';
import { AkiyabankHeader } from './akiyabank-header';
import styles from './akiyabank-layout.module.css';

/** Vacant-house-bank layout (docs/product.md §2): its own header instead of the site's default one. */
export function AkiyabankLayout() {
  return (
    <div className={styles.layout} data-layout="akiyabank">
      <AkiyabankHeader />
      <Outlet />
    </div>
  );
}
