import { Link } from 'react-router-dom';
import type { SectionAction } from '../config/sections';
import styles from './empty-state.module.css';

/** What a section shows while it has nothing yet: a plain sentence, what will appear, and where to go. */
export function EmptyState({ text, hint, action }: { text: string; hint?: string; action?: SectionAction }) {
  return (
    <div className={styles.empty}>
      <p className={styles.text}>{text}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action ? (
        <Link className={styles.action} to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
