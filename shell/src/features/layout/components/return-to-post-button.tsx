import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, VISIT_POST_VALUE } from '@akiya/contracts';
import { isReturnToPostHidden } from '../utils/paths';
import styles from './return-to-post-button.module.css';
import { Icon } from '@akiya/shared-ui';

function readVisitPost(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.visitPost) === VISIT_POST_VALUE;
  } catch {
    return false;
  }
}

function subscribe(notify: () => void): () => void {
  window.addEventListener('storage', notify);
  return () => window.removeEventListener('storage', notify);
}

/**
 * Floating button back to the post form (docs/product.md §2, §9): shown while localStorage `visit-post` is '1',
 * except on the post, contact-project, my-page and register pages. The flag is read again on every
 * navigation and when another tab changes it.
 */
export function ReturnToPostButton() {
  const { pathname } = useLocation();
  const visited = useSyncExternalStore(subscribe, readVisitPost, () => false);
  if (!visited || isReturnToPostHidden(pathname)) return null;
  return (
    <Link to="/post" className={styles.button}>
      <Icon name="post" className={styles.icon} />
      <span>掲載の続きへ</span>
    </Link>
  );
}
