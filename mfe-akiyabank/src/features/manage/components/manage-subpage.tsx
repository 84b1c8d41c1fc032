import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MANAGE_PATH } from '../../../config/paths';
import styles from './manage.module.css';

interface ManageSubpageProps {
  /** The id of the page's h1, which names the page's main. */
  id: string;
  municipalityName: string;
  title: string;
  children: ReactNode;
}

/** A page under the manage top: the link back to the municipality's listings, the page's h1, then its content. */
export function ManageSubpage({ id, municipalityName, title, children }: ManageSubpageProps) {
  return (
    <main className={styles.page} aria-labelledby={id}>
      <p className={styles.eyebrow}>
        <Link to={MANAGE_PATH}>{municipalityName}の物件管理</Link>
      </p>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children}
    </main>
  );
}
