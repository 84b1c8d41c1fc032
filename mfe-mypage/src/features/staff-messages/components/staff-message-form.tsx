import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, ErrorSummary } from '@akiya/shared-ui';
import { summaryOf, type FieldErrors } from '../utils/field-errors';
import styles from './staff-messages.module.css';

interface StaffMessageFormProps {
  headingId: string;
  title: string;
  /** The fields of the error summary: each field's label and control id. */
  fields: Record<string, { label: string; id: string }>;
  errors: FieldErrors;
  /** Counts the failed submits: the summary takes the focus on each. */
  failedSubmits: number;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The notice of what was sent, under the fields, with a link to see it. */
  done: { message: string; to: string; linkLabel: string } | null;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/** A form of the staff messages page: a card with its heading, the error summary, the fields, the notice of what was sent and the send button. */
export function StaffMessageForm({ headingId, title, fields, errors, failedSubmits, onSubmit, done, submitLabel, busy, busyLabel, children }: StaffMessageFormProps) {
  return (
    <Card>
      <form className={styles.form} aria-labelledby={headingId} noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id={headingId} className={styles.formTitle}>
          {title}
        </h2>
        <ErrorSummary items={summaryOf(errors, fields)} focusKey={failedSubmits} />
        {children}
        {done ? (
          <div className={styles.done} role="status">
            <p>{done.message}</p>
            <Link to={done.to}>{done.linkLabel}</Link>
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy} loadingText={busyLabel}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
