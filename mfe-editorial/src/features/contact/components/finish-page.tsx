import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, Card } from '@akiya/shared-ui';
import { FormPage } from './form-page';
import styles from './contact.module.css';

interface FinishLink {
  to: string;
  label: string;
}

interface FinishPageProps {
  title: string;
  /** What happens next, announced as a status. */
  children: ReactNode;
  /** The two ways on: the main one and the other. */
  primary: FinishLink;
  secondary: FinishLink;
}

/** The page after a contact form is sent: its title, what happens next, and two links on. */
export function FinishPage({ title, children, primary, secondary }: FinishPageProps) {
  return (
    <FormPage title={title}>
      <Card className={styles.finish} role="status">
        {children}
      </Card>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to={primary.to}>
          {primary.label}
        </Link>
        <Link className={buttonClass('secondary')} to={secondary.to}>
          {secondary.label}
        </Link>
      </div>
    </FormPage>
  );
}
