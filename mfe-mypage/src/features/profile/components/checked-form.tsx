import type { FormEvent, ReactNode } from 'react';
import { Button, ErrorSummary, type ButtonVariant, type ErrorSummaryItem } from '@akiya/shared-ui';
import formStyles from '../../../components/form-layout.module.css';

interface CheckedFormProps {
  /** The form's accessible name. */
  label: string;
  /** What useCheckedForm shows above the fields. */
  state: { summary: ErrorSummaryItem[]; failure: string | null; focusSummary: number };
  summaryTestId: string;
  onSubmit: (event: FormEvent) => void;
  /** A line above the error summary. */
  intro?: ReactNode;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  variant?: ButtonVariant;
  /** The fields. */
  children: ReactNode;
  /** After the button (the withdrawal's confirmation dialog). */
  after?: ReactNode;
}

/** A small account form of useCheckedForm: its error summary (focused on each failed submit), the fields and the submit button. */
export function CheckedForm({ label, state, summaryTestId, onSubmit, intro, submitLabel, busy, busyLabel = '送信中…', variant, children, after }: CheckedFormProps) {
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {intro}
      <ErrorSummary items={state.summary} message={state.failure} focusKey={state.focusSummary} data-testid={summaryTestId} />
      {children}
      <div className={formStyles.actions}>
        <Button type="submit" variant={variant} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </div>
      {after}
    </form>
  );
}
