import { Link } from 'react-router-dom';
import { buttonClass, EmptyState } from '@akiya/shared-ui';
import type { SectionAction } from '../config/sections';
import styles from './empty-state.module.css';

/** What a section shows while it has nothing yet: the shared empty box with what will appear and where to go. */
export function SectionEmptyState({ text, hint, action }: { text: string; hint?: string; action?: SectionAction }) {
  return (
    <EmptyState text={text}>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action ? (
        <Link className={`${buttonClass('primary')} ${styles.action}`} to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </EmptyState>
  );
}
