/**
 * The rules of the posting form with their Japanese messages (docs/product.md §5, §8). The browser form and the API
 * run the same `validatePosting`, so the server validates everything the client does.
 */
import { listingFactRules } from '../listing-facts';
import { formatMessage, MESSAGES } from '../messages';
import { PREFECTURES } from '../prefectures';
import { email, hiragana, isDigits, maxLength, numericPeriod, phone, required, requiredTrue, type Rule, orderedErrors, uploadTotal, validateFields } from '../validation';
import { POSTING_FIELD_LABELS, type PostingValues } from './form';
import { POSTING_LIMITS, POSTING_MAX_PHOTOS, STRUCTURE_OPTIONS, UPLOAD_TOTAL_LIMIT_MB } from './limits';
import { POSTING_MESSAGES } from './messages';

const PREFECTURE_CODES = new Set(PREFECTURES.map((p) => p.code));

export function oneOf(values: readonly string[], message: string = POSTING_MESSAGES.invalidChoice): Rule {
  return (v: unknown) => (v === undefined || v === null || v === '' || (typeof v === 'string' && values.includes(v)) ? null : message);
}

export const priceRule: Rule = (v: unknown) => {
  if (v === undefined || v === null || v === '') return null;
  if (!isDigits(v)) return POSTING_MESSAGES.invalidPrice;
  return (v as string).replace(/^0+(?=.)/, '').length > POSTING_LIMITS.priceDigits ? POSTING_MESSAGES.priceTooLarge : null;
};

export const areaRule: Rule = (v: unknown) => {
  const numeric = numericPeriod(v);
  if (numeric !== null) return numeric;
  if (v === undefined || v === null || v === '') return null;
  const n = Number(v);
  return n > 0 && n <= POSTING_LIMITS.areaMax ? null : POSTING_MESSAGES.invalidArea;
};

export function builtYearRule(now: Date): Rule {
  const max = now.getFullYear() + 1;
  const message = formatMessage(POSTING_MESSAGES.invalidYear, { min: POSTING_LIMITS.builtYearMin, max });
  return (v: unknown) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' || !/^[0-9]{4}$/.test(v)) return message;
    const n = Number(v);
    return n >= POSTING_LIMITS.builtYearMin && n <= max ? null : message;
  };
}

const checked: Rule = (v: unknown) => requiredTrue(v === '1' || v === 'true' || v === true);

const categoryIdsRule: Rule = (v: unknown) => {
  const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
  if (list.length === 0) return MESSAGES.required;
  return list.every((x) => isDigits(x) && Number(x) >= 1 && String(x).length <= 9) ? null : POSTING_MESSAGES.invalidCategory;
};

/**
 * The rules of every text field, in form order. `price_man_yen` is required unless
 * price_undecided is '1'; `building_area` and `structure` only make sense for a building (a land
 * listing may leave them empty).
 */
export function postingRules(values: Partial<PostingValues>, now: Date = new Date()): Partial<Record<keyof PostingValues, Rule[]>> {
  const undecided = values.price_undecided === '1';
  return {
    title: [required, maxLength(POSTING_LIMITS.title)],
    description: [required, maxLength(POSTING_LIMITS.description)],
    prefecture_code: [required, oneOf([...PREFECTURE_CODES], POSTING_MESSAGES.invalidPrefecture)],
    municipality: [required, maxLength(POSTING_LIMITS.municipality)],
    address_public: [required, maxLength(POSTING_LIMITS.addressPublic)],
    address_private: [required, maxLength(POSTING_LIMITS.addressPrivate)],
    price_undecided: [oneOf(['1', '0'])],
    price_man_yen: undecided ? [] : [required, priceRule],
    land_or_building: [required, oneOf(['building', 'land'])],
    land_area: [areaRule],
    building_area: [areaRule],
    built_year: [builtYearRule(now)],
    structure: [oneOf(STRUCTURE_OPTIONS)],
    ...listingFactRules(values),
    category_ids: [categoryIdsRule],
    contact_name: [required, maxLength(POSTING_LIMITS.contactName)],
    contact_name_kana: [required, hiragana, maxLength(POSTING_LIMITS.contactName)],
    contact_phone: [required, phone],
    contact_email: [required, email],
    agree_terms: [checked],
    agree_privacy: [checked],
  };
}

/** A photo as the rules see it: its size in bytes and its comment. */
export interface PostingPhotoInput {
  size: number;
  comment: string;
}

export type PostingErrors = Partial<Record<keyof PostingValues | 'photos' | 'photo_comments', string>>;

/**
 * Validates the whole form: per field, the first message (docs/product.md §5, §8). `photos` are the photos of
 * this submission (new uploads; their sizes count towards the total), `photoCount` the number the
 * listing will have (kept + new).
 */
export function validatePosting(
  values: Partial<PostingValues>,
  photos: readonly PostingPhotoInput[] = [],
  options: { now?: Date; photoCount?: number } = {},
): PostingErrors {
  const errors: PostingErrors = validateFields(values, postingRules(values, options.now));
  const total = uploadTotal(UPLOAD_TOTAL_LIMIT_MB)(photos.length === 0 ? '' : photos);
  if (total !== null) errors.photos = total;
  else if ((options.photoCount ?? photos.length) > POSTING_MAX_PHOTOS) errors.photos = POSTING_MESSAGES.tooManyPhotos;
  const longComment = photos.map((p) => maxLength(POSTING_LIMITS.photoComment)(p.comment)).find((m) => m !== null);
  if (longComment) errors.photo_comments = longComment;
  return errors;
}

/** The error fields in form order (for the '入力エラーがあります。' bullet list). */
export function orderedPostingErrors(errors: PostingErrors): { field: keyof typeof POSTING_FIELD_LABELS; message: string }[] {
  return orderedErrors(Object.keys(POSTING_FIELD_LABELS) as (keyof typeof POSTING_FIELD_LABELS)[], errors);
}
