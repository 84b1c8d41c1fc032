import { codePointLength, formatMessage, MESSAGES } from '@akiya/contracts';
import { apiErrorMessage, toFormErrors, type ErrorSummaryItem } from '@akiya/shared-ui';

export type FieldErrors = Record<string, string>;

/** Required and at most `max` characters (code points), like the API; the message or null. */
export function checkText(value: string, max: number): string | null {
  if (value.trim() === '') return MESSAGES.required;
  if (codePointLength(value) > max) return formatMessage(MESSAGES.maxLength, { length: max });
  return null;
}

/**
 * The API's per-field errors (the first message of each field, keys renamed by `rename`) and, when
 * there are none, its message under `_form`.
 */
export function apiFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(toFormErrors(error))) out[rename[key] ?? key] = message;
  if (Object.keys(out).length === 0) out._form = apiErrorMessage(error);
  return out;
}

/**
 * The lines of the error summary: the form's fields in `fields` order (label, message and the
 * control's id), then other fields' messages, then the form message.
 */
export function summaryOf(errors: FieldErrors, fields: Record<string, { label: string; id: string }>): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = Object.keys(fields)
    .filter((k) => errors[k])
    .map((k) => ({ key: k, label: fields[k].label, message: errors[k], fieldId: fields[k].id }));
  for (const k of Object.keys(errors)) if (!(k in fields) && k !== '_form') items.push({ key: k, message: errors[k] });
  if (errors._form) items.push({ key: '_form', message: errors._form });
  return items;
}
