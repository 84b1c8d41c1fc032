import {
  coverPathRule,
  EDITORIAL_LIMITS,
  isDigits,
  MESSAGES,
  optionalText,
  publishedAtRule,
  REVIEW_CATEGORIES,
  requiredText,
  reviewCategoryRule,
  slugRule,
  tagsRule,
  type Rule,
} from '@akiya/contracts';
import type { StaffEntry } from './api/staff-editorial-api';
import type { EditorialSection } from './editorial-sections';

/** How a field is edited. */
export type FieldControl = 'text' | 'textarea' | 'markdown' | 'select' | 'cover';

export interface EntryField {
  /** The API's field name (its 400 errors use it too). */
  name: string;
  label: string;
  control: FieldControl;
  required?: boolean;
  /** Shown as a character counter. */
  max?: number;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** The contracts rules the API runs, on the value the API receives. */
  rules: Rule[];
  /** Form text → the API value (default: the text). */
  toApi?: (text: string) => unknown;
}

/** Form values: every field as text. */
export type FormValues = Record<string, string>;

const splitTags = (text: string): string[] =>
  text
    .split(/[,、，]/)
    .map((t) => t.trim())
    .filter((t) => t !== '');

const nullIfBlank = (text: string): string | null => (text.trim() === '' ? null : text.trim());

const propertyIdRule: Rule = (v: unknown) => (v === null || typeof v === 'number' ? null : MESSAGES.invalidId);

const COMMON_TAIL: EntryField[] = [
  {
    name: 'slug',
    label: 'スラッグ（URL用の英字名）',
    control: 'text',
    max: EDITORIAL_LIMITS.slug,
    hint: '任意。半角英小文字・数字・ハイフン（例: inherited-house-kagawa）',
    rules: [slugRule],
    toApi: nullIfBlank,
  },
  {
    name: 'publishedAt',
    label: '公開日時',
    control: 'text',
    hint: '任意。空欄なら公開した時刻になります（例: 2026-04-01 または 2026-04-01T09:00:00+09:00）',
    rules: [publishedAtRule],
    toApi: nullIfBlank,
  },
];

const tagsField = (): EntryField => ({
  name: 'tags',
  label: 'タグ',
  control: 'text',
  hint: `任意。読点またはカンマで区切って${EDITORIAL_LIMITS.tags}個まで（1つ${EDITORIAL_LIMITS.tag}文字以内）`,
  rules: [tagsRule],
  toApi: splitTags,
});

/** The fields of one section's form, in screen order. */
export function fieldsOf(section: EditorialSection): EntryField[] {
  if (section.kind === 'news') {
    return [
      { name: 'title', label: 'タイトル', control: 'text', required: true, max: EDITORIAL_LIMITS.title, rules: requiredText(EDITORIAL_LIMITS.title) },
      {
        name: 'categoryName',
        label: 'カテゴリー',
        control: 'text',
        required: true,
        max: EDITORIAL_LIMITS.newsCategoryName,
        hint: '例: お知らせ、イベント、メディア掲載',
        rules: requiredText(EDITORIAL_LIMITS.newsCategoryName),
      },
      { name: 'body', label: '本文（Markdown）', control: 'markdown', required: true, max: EDITORIAL_LIMITS.body, rules: requiredText(EDITORIAL_LIMITS.body) },
      ...COMMON_TAIL,
    ];
  }
  if (section.kind === 'solution') {
    return [
      { name: 'question', label: '質問', control: 'textarea', required: true, max: EDITORIAL_LIMITS.question, rules: requiredText(EDITORIAL_LIMITS.question) },
      { name: 'answer', label: '回答（Markdown）', control: 'markdown', required: true, max: EDITORIAL_LIMITS.body, rules: requiredText(EDITORIAL_LIMITS.body) },
      tagsField(),
      ...COMMON_TAIL,
    ];
  }
  return [
    { name: 'title', label: 'タイトル', control: 'text', required: true, max: EDITORIAL_LIMITS.title, rules: requiredText(EDITORIAL_LIMITS.title) },
    { name: 'lead', label: 'リード文', control: 'textarea', max: EDITORIAL_LIMITS.lead, hint: '任意。一覧に表示される紹介文です', rules: optionalText(EDITORIAL_LIMITS.lead) },
    { name: 'coverPath', label: 'カバー写真', control: 'cover', rules: [coverPathRule], toApi: nullIfBlank },
    ...(section.key === 'reviews'
      ? [
          {
            name: 'category',
            label: 'カテゴリー',
            control: 'select' as const,
            options: [{ value: '', label: '（なし）' }, ...REVIEW_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))],
            rules: [reviewCategoryRule],
            toApi: nullIfBlank,
          },
        ]
      : []),
    { name: 'body', label: '本文（Markdown）', control: 'markdown', required: true, max: EDITORIAL_LIMITS.body, rules: requiredText(EDITORIAL_LIMITS.body) },
    tagsField(),
    {
      name: 'propertyId',
      label: '関連する物件のID',
      control: 'text',
      hint: '任意。この記事が紹介する掲載物件の番号（/project/{番号}）',
      rules: [propertyIdRule],
      toApi: (text) => (text.trim() === '' ? null : isDigits(text.trim()) && Number(text.trim()) >= 1 ? Number(text.trim()) : text),
    },
    { name: 'author', label: '著者', control: 'text', max: EDITORIAL_LIMITS.author, hint: '任意', rules: optionalText(EDITORIAL_LIMITS.author) },
    ...COMMON_TAIL,
  ];
}

/** The form's text of an entry read from the API (or of a new one). */
export function valuesOf(fields: EntryField[], entry: StaffEntry | undefined): FormValues {
  const source = (entry ?? {}) as unknown as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of fields) {
    const v = source[field.name];
    values[field.name] = Array.isArray(v) ? v.join('、') : v === null || v === undefined ? '' : String(v);
  }
  return values;
}

/** The API body of the form (article type added by the caller). */
export function apiBodyOf(fields: EntryField[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field.name] = field.toApi ? field.toApi(values[field.name] ?? '') : (values[field.name] ?? '');
  return body;
}

/** The first message of each field that fails its rules (as the API would answer). */
export function checkValues(fields: EntryField[], values: FormValues): Record<string, string> {
  const body = apiBodyOf(fields, values);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    for (const rule of field.rules) {
      const message = rule(body[field.name]);
      if (message) {
        errors[field.name] = message;
        break;
      }
    }
  }
  return errors;
}
