import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MANAGE_PATH } from '../../../config/paths';
import styles from './manage.module.css';

/** The head of a page under the manage top: the link back to the municipality's listings, then the page's h1. */
export function ManageHeading({ id, municipalityName, children }: { id: string; municipalityName: string; children: ReactNode }) {
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to={MANAGE_PATH}>{municipalityName}の物件管理</Link>
      </p>
      <h1 id={id} className={styles.title}>
        {children}
      </h1>
    </>
  );
}
