import { codePointLength, formatMessage, MESSAGES } from '@akiya/contracts';
import { readApiError } from '@akiya/shared-ui';

export type FieldErrors = Record<string, string>;

/** Required and at most `max` characters (code points), like the API; the message or null. */
export function checkText(value: string, max: number): string | null {
  if (value.trim() === '') return MESSAGES.required;
  if (codePointLength(value) > max) return formatMessage(MESSAGES.maxLength, { length: max });
  return null;
}

/**
 * The API's per-field errors (the first message of each field, keys renamed by `rename`) and, when
 * there are none, its message (or the generic server error) under `_form`.
 */
export function apiFieldErrors(error: unknown, rename: Record<string, string> = {}): FieldErrors {
  const body = readApiError(error);
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    if (Array.isArray(messages) && messages.length > 0) out[rename[key] ?? key] = String(messages[0]);
  }
  if (Object.keys(out).length === 0) out._form = body?.message ?? MESSAGES.serverError;
  return out;
}

/** The bullets of the error summary: field messages in `order` (with their label), then the form message. */
export function summaryOf(errors: FieldErrors, labels: Record<string, string>): string[] {
  const list = Object.keys(labels)
    .filter((k) => errors[k])
    .map((k) => `${labels[k]}: ${errors[k]}`);
  const extra = Object.keys(errors).filter((k) => !(k in labels) && k !== '_form');
  for (const k of extra) list.push(errors[k]);
  if (errors._form) list.push(errors._form);
  return list;
}
