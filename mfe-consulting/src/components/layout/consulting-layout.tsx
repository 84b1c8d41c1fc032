import { Outlet } from 'react-router-dom';
import { ConsultingHeader } from './consulting-header';
import styles from './consulting-layout.module.css';

/** Consulting layout (docs/product.md §2): its own header instead of the site's default one. */
export function ConsultingLayout() {
  return (
    <div className={styles.layout} data-layout="consulting">
      <ConsultingHeader />
      <Outlet />
    </div>
  );
}
