import { useId, useState, type FormEvent } from 'react';
import { DEAL_LIMITS, DEAL_MESSAGES, maxLength, type ContactDetail } from '@akiya/contracts';
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
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>内覧希望日</label>
            <input
              id={`${id}-date`}
              type="date"
              className={styles.input}
              min={todayLocal()}
              value={values.preview_date}
              aria-invalid={errors.preview_date ? true : undefined}
              aria-describedby={errors.preview_date ? `${id}-date-error` : undefined}
              onChange={(e) => onValues({ ...values, preview_date: e.target.value })}
            />
            {errors.preview_date ? (
              <p id={`${id}-date-error`} className={styles.fieldError}>
                {errors.preview_date}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-time`}>時刻（任意）</label>
            <input
              id={`${id}-time`}
              type="time"
              className={styles.input}
              value={values.preview_time}
              onChange={(e) => onValues({ ...values, preview_time: e.target.value })}
            />
          </div>
        </div>
      ) : null}
      {needsReason ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>理由</label>
          <textarea
            id={`${id}-reason`}
            className={styles.textarea}
            rows={3}
            value={values.reason}
            maxLength={DEAL_LIMITS.reasonMaxLength * 2}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(e) => onValues({ ...values, reason: e.target.value })}
          />
          {errors.reason ? (
            <p id={`${id}-reason-error`} className={styles.fieldError}>
              {errors.reason}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>相手へのメッセージ（任意）</label>
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          rows={2}
          value={values.message ?? ''}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          onChange={(e) => onValues({ ...values, message: e.target.value })}
        />
        {errors.message ? (
          <p id={`${id}-message-error`} className={styles.fieldError}>
            {errors.message}
          </p>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? '送信中…' : needsDate || needsReason ? '送信する' : '実行する'}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
          やめる
        </button>
      </div>
    </form>
  );
}
