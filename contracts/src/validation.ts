/**
 * Pure validation rules (docs/product.md §5). Each rule returns the Japanese message when the value is invalid
 * and `null` when it is valid.
 *
 * Conventions:
 * - Every rule except `required`, `requiredTrue` and `searchWord` accepts an empty value (undefined,
 *   null or ''), so optional fields pass; combine with `required` for mandatory ones.
 * - Lengths are counted in Unicode code points, so an emoji or a surrogate pair counts as 1.
 * - Numbers are validated through their string form; other non-string values fail the rule.
 */
import {
  BYTES_PER_MB,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_WORD_MAX_LENGTH,
  SEARCH_WORD_MIN_LENGTH,
  ZIPCODE_LENGTH,
} from './constants';
import { formatMessage, MESSAGES } from './messages';

/** A validation rule: the message when invalid, null when valid. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rules are applied to form values of any type
export type Rule = (value: any) => string | null;

/** Number of Unicode code points (not UTF-16 units) in a string. */
export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/** String form of a scalar value, or null for values a text rule cannot judge (objects, arrays, booleans). */
function asText(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** Applies a string test to a non-empty value; empty values pass. */
function textRule(message: string, test: (s: string) => boolean): Rule {
  return (v: unknown) => {
    if (isEmpty(v)) return null;
    const s = asText(v);
    return s !== null && test(s) ? null : message;
  };
}

/** True when the value is a non-empty string of ASCII digits 0-9 (full-width digits are not digits here). */
export function isDigits(v: unknown): boolean {
  return typeof v === 'string' && /^[0-9]+$/.test(v);
}

/**
 * Required: fails for undefined, null, NaN, false, an empty array, and a string that is empty or only
 * whitespace (including the ideographic space). 0 is a value.
 */
export const required: Rule = (v: unknown) => {
  if (v === undefined || v === null || v === false) return MESSAGES.required;
  if (typeof v === 'number' && Number.isNaN(v)) return MESSAGES.required;
  if (typeof v === 'string' && v.trim() === '') return MESSAGES.required;
  if (Array.isArray(v) && v.length === 0) return MESSAGES.required;
  return null;
};

/**
 * Email address: dot-atom local part (ASCII), domain of dot-separated labels with a top-level label of
 * at least two letters, 254 characters at most. Full-width characters are rejected.
 */
const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const email: Rule = textRule(MESSAGES.email, (s) => s.length <= 254 && EMAIL_RE.test(s));

/** At most n characters (code points). */
export function maxLength(n: number): Rule {
  return textRule(formatMessage(MESSAGES.maxLength, { length: n }), (s) => codePointLength(s) <= n);
}

/** At least n characters (code points). */
export function minLength(n: number): Rule {
  return textRule(formatMessage(MESSAGES.minLength, { length: n }), (s) => codePointLength(s) >= n);
}

/** Password: half-width (ASCII) letters and digits only, 6 to 20 characters. */
const PASSWORD_RE = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);
export const password: Rule = textRule(MESSAGES.password, (s) => PASSWORD_RE.test(s));

/** Phone: three hyphen-separated groups of 1 to 7 half-width digits, e.g. 03-1234-5678. */
export const phone: Rule = textRule(MESSAGES.phone, (s) => /^[0-9]{1,7}-[0-9]{1,7}-[0-9]{1,7}$/.test(s));

/**
 * Zipcode: exactly 7 half-width digits. The spec says "exactly 7 digits", so the hyphenated form
 * '123-4567' and full-width digits are rejected; nothing is stripped before the check.
 */
const ZIPCODE_RE = new RegExp(`^[0-9]{${ZIPCODE_LENGTH}}$`);
export const zipcode: Rule = textRule(MESSAGES.zipcode, (s) => ZIPCODE_RE.test(s));

/**
 * Hiragana only: ぁ–ゖ, the iteration marks ゝゞ, the long-vowel mark ー and the ideographic space (U+3000).
 * The value is NFC-normalised first so a decomposed が (か + combining mark) is accepted.
 * Half-width spaces, katakana and kanji are rejected.
 */
export const hiragana: Rule = textRule(MESSAGES.hiragana, (s) => /^[\u3041-\u3096\u309D\u309Eー\u3000]+$/.test(s.normalize('NFC')));

/** Must be true (a single checkbox) or a non-empty array (at least one checkbox ticked). */
export const requiredTrue: Rule = (v: boolean | unknown[]) => {
  if (v === true) return null;
  if (Array.isArray(v) && v.length > 0) return null;
  return MESSAGES.required;
};

/**
 * Total upload size at most `sizeMb` MB (1 MB = 1048576 bytes). The value is the total in bytes, or the
 * list of files (anything with a numeric `size`) whose sizes are summed. Exactly the limit passes.
 */
export function uploadTotal(sizeMb: number): Rule {
  const message = formatMessage(MESSAGES.uploadTotal, { size: sizeMb });
  return (v: number | readonly { size: number }[] | null | undefined | '') => {
    if (isEmpty(v)) return null;
    const total = Array.isArray(v) ? v.reduce((sum: number, f: { size: number }) => sum + f.size, 0) : v;
    if (typeof total !== 'number' || Number.isNaN(total)) return message;
    return total <= sizeMb * BYTES_PER_MB ? null : message;
  };
}

/** Numeric period: half-width digits with an optional decimal part ('12', '12.5'; not '.5', '12.', '-1'). */
export const numericPeriod: Rule = textRule(MESSAGES.numericPeriod, (s) => /^[0-9]+(?:\.[0-9]+)?$/.test(s));

/**
 * Search word: required, 2 to 20 characters after trimming (whitespace, including the ideographic
 * space, is trimmed). Every failure — missing, empty, whitespace-only, too short, too long —
 * returns the hint `searchWordHint`.
 */
export const searchWord: Rule = (v: unknown) => {
  if (typeof v !== 'string') return MESSAGES.searchWordHint;
  const n = codePointLength(v.trim());
  return n >= SEARCH_WORD_MIN_LENGTH && n <= SEARCH_WORD_MAX_LENGTH ? null : MESSAGES.searchWordHint;
};

/**
 * Applies rules per field and returns the first message of each failing field (docs/product.md §5: "errors come
 * per field, first message each"). Valid fields are absent from the result.
 */
export function validateFields<T>(values: T, rules: Partial<Record<keyof T, Rule[]>>): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const message = firstMessage(rules[key] ?? [], values[key]);
    if (message !== null) errors[key] = message;
  }
  return errors;
}

/** The message of the first rule that fails for `value`, or null when every rule passes. */
function firstMessage(rules: readonly Rule[], value: unknown): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/**
 * `validateFields` for a form of text fields (the vacant-house bank's forms), field by field in `fields` order:
 * a missing value counts as '', a value that is not a string is invalid (MESSAGES.invalidValue), and a string is
 * checked by its rules after `prepare` (e.g. trimming).
 */
export function validateTextFields<F extends string>(
  fields: readonly F[],
  values: Partial<Record<F, unknown>>,
  rules: Record<F, readonly Rule[]>,
  prepare: (text: string) => string = (text) => text,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = values[field] ?? '';
    const message = typeof value === 'string' ? firstMessage(rules[field], prepare(value)) : MESSAGES.invalidValue;
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/**
 * The failing fields of `errors` in the order of `fields` (a form's fields in form order), each with its message:
 * the bullet list of the '入力エラーがあります。' summary.
 */
export function orderedErrors<F extends string>(fields: readonly F[], errors: Partial<Record<F, string>>): { field: F; message: string }[] {
  return fields.filter((field) => errors[field] !== undefined).map((field) => ({ field, message: errors[field] as string }));
}
