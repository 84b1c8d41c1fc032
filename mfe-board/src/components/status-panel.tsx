import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  tone?: 'calm' | 'error';
  /** 'alert' for errors so screen readers announce them. */
  role?: 'alert' | 'status';
  testId?: string;
}

/** Empty and error states of a list: a framed message with one clear way forward. */
export function StatusPanel({ title, children, action, tone = 'calm', role, testId }: StatusPanelProps) {
  return (
    <section className={tone === 'error' ? `${styles.panel} ${styles.error}` : styles.panel} role={role} data-testid={testId}>
      <span className={styles.icon} aria-hidden="true">
        {tone === 'error' ? '!' : '⌂'}
      </span>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
