import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './link-tabs.module.css';

export interface LinkTab {
  key: string;
  to: string;
  label: ReactNode;
  current: boolean;
}

/** Links between the lists of one kind, named `label`; the current one is marked aria-current="page". */
export function LinkTabs({ label, tabs }: { label: string; tabs: readonly LinkTab[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
