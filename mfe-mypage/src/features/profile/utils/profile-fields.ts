import type { ApiErrorBody, Profile, ProfileFields } from '@akiya/contracts';

export type ProfileFieldKey = keyof ProfileFields;

export interface FieldDefinition {
  key: ProfileFieldKey;
  label: string;
  hint?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  type?: 'text' | 'tel';
}

/** The editable profile fields in form order (the order of PROFILE_RULES). */
export const PROFILE_FIELDS: readonly FieldDefinition[] = [
  { key: 'last_name', label: '姓', autoComplete: 'family-name' },
  { key: 'first_name', label: '名', autoComplete: 'given-name' },
  { key: 'last_name_kana', label: 'せい', hint: 'ひらがなで（例: やまだ）', autoComplete: 'off' },
  { key: 'first_name_kana', label: 'めい', hint: 'ひらがなで（例: はなこ）', autoComplete: 'off' },
  { key: 'zipcode', label: '郵便番号', hint: 'ハイフンなしの半角数字7桁（例: 1000001）。入力すると住所を自動で補います。', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'address', label: '住所', autoComplete: 'street-address' },
  { key: 'phone', label: '電話番号', hint: '半角数字とハイフン（例: 03-1234-5678）', autoComplete: 'tel', inputMode: 'tel', type: 'tel' },
];

export const FIELD_LABELS: Record<ProfileFieldKey, string> = Object.fromEntries(
  PROFILE_FIELDS.map((f) => [f.key, f.label]),
) as Record<ProfileFieldKey, string>;

/** The editable part of a profile (drops the email). */
export function editableFields(profile: Profile): ProfileFields {
  return {
    last_name: profile.last_name ?? '',
    first_name: profile.first_name ?? '',
    last_name_kana: profile.last_name_kana ?? '',
    first_name_kana: profile.first_name_kana ?? '',
    zipcode: profile.zipcode ?? '',
    address: profile.address ?? '',
    phone: profile.phone ?? '',
  };
}

/** One entry of the error summary: the field (when known), its label and its first message. */
export interface SummaryError {
  key: string;
  label: string | null;
  message: string;
}

/** The summary's lines linked to the form's controls (ids `${idPrefix}-${key}`) where the key has a label. */
export function withFieldIds<T extends { key: string; label?: string | null }>(items: readonly T[], idPrefix: string): (T & { fieldId: string | null })[] {
  return items.map((item) => ({ ...item, fieldId: item.label ? `${idPrefix}-${item.key}` : null }));
}

/**
 * Per-field errors of a failed POST (docs/product.md §8: one bullet per error field, first message each).
 * Keys that are not fields of the form still get a bullet (without a label).
 */
export function serverFieldErrors(body: ApiErrorBody | null, labels: Record<string, string>): SummaryError[] {
  if (!body?.errors) return [];
  return Object.entries(body.errors)
    .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
    .map(([key, messages]) => ({ key, label: labels[key] ?? null, message: messages[0] }));
}
