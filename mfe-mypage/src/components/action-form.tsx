import { useId, useState, type FormEvent } from 'react';
import { DEAL_LIMITS, DEAL_MESSAGES, maxLength, type ContactDetail } from '@akiya/contracts';
import { Button, TextField } from '@akiya/shared-ui';
import { todayLocal } from '../utils/format-date';
import styles from './deal-thread.module.css';

export type AllowedRule = ContactDetail['allowed'][number];

export interface ActionValues {
  preview_date: string;
  preview_time: string;
  reason: string;
  /** Optional note sent as a message with the move. */
  message: string;
}

interface ActionFormProps {
  rule: AllowedRule;
  values: ActionValues;
  onValues: (v: ActionValues) => void;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export function validateAction(rule: AllowedRule, v: ActionValues, today = todayLocal()): Partial<Record<keyof ActionValues, string>> {
  const errors: Partial<Record<keyof ActionValues, string>> = {};
  if (rule.requires.includes('previewDate')) {
    if (!v.preview_date) errors.preview_date = DEAL_MESSAGES.previewDateRequired;
    else if (v.preview_date < today) errors.preview_date = DEAL_MESSAGES.previewDatePast;
  }
  if (rule.requires.includes('reason')) {
    if (!v.reason.trim()) errors.reason = DEAL_MESSAGES.reasonRequired;
    else {
      const long = maxLength(DEAL_LIMITS.reasonMaxLength)(v.reason);
      if (long) errors.reason = long;
    }
  }
  const longMessage = maxLength(DEAL_LIMITS.messageMaxLength)(v.message ?? '');
  if (longMessage) errors.message = longMessage;
  return errors;
}

/**
 * The small form one deal button opens: a viewing date (+ time) for the viewing moves, a reason for
 * reject/adjust, a confirmation for the others. Values live in the parent so a failure loses nothing.
 */
export function ActionForm({ rule, values, onValues, busy, onSubmit, onCancel }: ActionFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<keyof ActionValues, string>>>({});
  const needsDate = rule.requires.includes('previewDate');
  const needsReason = rule.requires.includes('reason');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAction(rule, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };

  return (
    <form className={styles.actionForm} onSubmit={submit} aria-label={rule.label} noValidate>
      <p className={styles.actionFormTitle}>{needsDate || needsReason ? rule.label : `「${rule.label}」を実行します。よろしいですか？`}</p>
      {needsDate ? (
        <div className={styles.dateRow}>
          <TextField
            id={`${id}-date`}
            label="内覧希望日"
            type="date"
            min={todayLocal()}
            value={values.preview_date}
            error={errors.preview_date}
            onValue={(preview_date) => onValues({ ...values, preview_date })}
          />
          <TextField
            id={`${id}-time`}
            label="時刻（任意）"
            type="time"
            value={values.preview_time}
            onValue={(preview_time) => onValues({ ...values, preview_time })}
          />
        </div>
      ) : null}
      {needsReason ? (
        <TextField
          id={`${id}-reason`}
          label="理由"
          multiline
          rows={3}
          maxLength={DEAL_LIMITS.reasonMaxLength * 2}
          value={values.reason}
          error={errors.reason}
          onValue={(reason) => onValues({ ...values, reason })}
        />
      ) : null}
      <TextField
        id={`${id}-message`}
        label="相手へのメッセージ（任意）"
        multiline
        rows={2}
        value={values.message ?? ''}
        error={errors.message}
        onValue={(message) => onValues({ ...values, message })}
      />
      <div className={styles.buttons}>
        <Button type="submit" loading={busy} loadingText="送信中…">
          {needsDate || needsReason ? '送信する' : '実行する'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          やめる
        </Button>
      </div>
    </form>
  );
}
