/** Form rules of the staff authoring screens. */
import { MESSAGES } from '../messages';
import { codePointLength, maxLength, required, type Rule } from '../validation';
import { reviewCategoryName } from './categories';
import { COVER_PATH_PATTERN, EDITORIAL_LIMITS, SLUG_PATTERN } from './constants';
import { EDITORIAL_MESSAGES } from './messages';
import { articleTypeName } from './paths';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A required text of at most `max` characters (blank → required; not a string → invalidValue). */
export function requiredText(max: number): Rule[] {
  return [required, (v: unknown) => (typeof v === 'string' ? null : MESSAGES.invalidValue), maxLength(max)];
}

/** An optional text of at most `max` characters. */
export function optionalText(max: number): Rule[] {
  return [(v: unknown) => (isEmpty(v) || typeof v === 'string' ? null : MESSAGES.invalidValue), maxLength(max)];
}

export const slugRule: Rule = (v: unknown) =>
  isEmpty(v) ? null : typeof v === 'string' && codePointLength(v) <= EDITORIAL_LIMITS.slug && SLUG_PATTERN.test(v) ? null : EDITORIAL_MESSAGES.invalidSlug;

export const coverPathRule: Rule = (v: unknown) =>
  isEmpty(v) ? null : typeof v === 'string' && v.length <= EDITORIAL_LIMITS.coverPath && COVER_PATH_PATTERN.test(v) && !v.includes('..')
    ? null
    : EDITORIAL_MESSAGES.invalidCoverPath;

export const tagsRule: Rule = (v: unknown) => {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.length > EDITORIAL_LIMITS.tags) return EDITORIAL_MESSAGES.invalidTags;
  return v.every((t) => typeof t === 'string' && t.trim() !== '' && codePointLength(t.trim()) <= EDITORIAL_LIMITS.tag)
    ? null
    : EDITORIAL_MESSAGES.invalidTags;
};

export const articleTypeRule: Rule = (v: unknown) =>
  typeof v === 'number' && articleTypeName(v) !== undefined ? null : EDITORIAL_MESSAGES.invalidType;

export const reviewCategoryRule: Rule = (v: unknown) =>
  isEmpty(v) ? null : typeof v === 'string' && reviewCategoryName(v) !== null ? null : EDITORIAL_MESSAGES.invalidCategory;

/** A publication date: ISO date (2026-04-01) or date-time with an offset; absent or null is allowed. */
export const publishedAtRule: Rule = (v: unknown) => {
  if (isEmpty(v)) return null;
  return typeof v === 'string' && parsePublishedAt(v) !== null ? null : EDITORIAL_MESSAGES.invalidDate;
};

/** `2026-04-01` (midnight Japan time) or an ISO date-time with Z or an offset → Date; else null. */
export function parsePublishedAt(s: string): Date | null {
  let iso: string;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) iso = `${s}T00:00:00+09:00`;
  else if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) iso = s.replace(' ', 'T');
  else return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const versionRule: Rule = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? null : EDITORIAL_MESSAGES.invalidVersion;

export const optionalPositiveIdRule: Rule = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1) ? null : MESSAGES.invalidId;
