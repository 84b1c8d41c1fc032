/**
 * The rules of the request form, its files and the thread messages, with their Japanese messages (the
 * browser and the API run the same `validateConsultingRequest`).
 */
import { DEAL_MESSAGES } from '../deals/messages';
import { MESSAGES, formatMessage } from '../messages';
import { PREFECTURES } from '../prefectures';
import { codePointLength, maxLength, minLength, orderedErrors, phone, required, requiredTrue, validateFields, type Rule } from '../validation';
import { CONSULTING_FIELD_LABELS, CONSULTING_REQUESTER_TYPES, CONSULTING_TIMINGS, emptyConsultingRequest, type ConsultingRequestValues } from './form';
import { CONSULTING_LIMITS } from './limits';
import { CONSULTING_MESSAGES } from './messages';

const oneOf =
  (values: readonly string[]): Rule =>
  (v: unknown) =>
    typeof v === 'string' && v !== '' && !values.includes(v) ? MESSAGES.invalidValue : null;

const optional =
  (rule: Rule): Rule =>
  (v: unknown) =>
    typeof v === 'string' && v.trim() === '' ? null : rule(v);

const PREFECTURE_CODES = PREFECTURES.map((p) => p.code);

/** The rules of each field for these values (which fields apply depends on property_mode). */
export function consultingRequestRules(values: Partial<ConsultingRequestValues>): Partial<Record<keyof ConsultingRequestValues, Rule[]>> {
  const listing = values.property_mode === 'listing';
  const rules: Partial<Record<keyof ConsultingRequestValues, Rule[]>> = {
    requester_type: [required, oneOf(Object.keys(CONSULTING_REQUESTER_TYPES))],
    property_mode: [required, oneOf(['listing', 'describe'])],
    problem: [required, minLength(CONSULTING_LIMITS.problemMinLength), maxLength(CONSULTING_LIMITS.problemMaxLength)],
    timing: [required, oneOf(Object.keys(CONSULTING_TIMINGS))],
    phone: [optional(phone)],
    agree_fees: [(v: unknown) => requiredTrue(v === true || v === 'true')],
  };
  if (listing) {
    rules.property_id = [(v: unknown) => (typeof v === 'string' && /^[1-9][0-9]{0,9}$/.test(v) ? null : CONSULTING_MESSAGES.listingRequired)];
  } else {
    rules.prefecture_code = [required, oneOf(PREFECTURE_CODES)];
    rules.place = [required, maxLength(CONSULTING_LIMITS.placeMaxLength)];
    rules.property_description = [required, maxLength(CONSULTING_LIMITS.descriptionMaxLength)];
  }
  return rules;
}

export type ConsultingRequestErrors = Partial<Record<keyof ConsultingRequestValues | 'files', string>>;

/** First message per failing field (docs/product.md §5); `{}` when the request is valid. Files are checked separately. */
export function validateConsultingRequest(values: Partial<ConsultingRequestValues>): ConsultingRequestErrors {
  const v = { ...emptyConsultingRequest(), ...values };
  return validateFields(v, consultingRequestRules(v));
}

/** Errors in form order, for the error summary. */
export function orderedConsultingErrors(errors: ConsultingRequestErrors): { field: keyof typeof CONSULTING_FIELD_LABELS; message: string }[] {
  return orderedErrors(Object.keys(CONSULTING_FIELD_LABELS) as (keyof typeof CONSULTING_FIELD_LABELS)[], errors);
}

/** Attachment types the API accepts (read from the bytes there). */
export const CONSULTING_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

/** The first problem with the chosen files, or null: count, type, total size (the API checks the same). */
export function consultingFilesError(files: readonly { size: number; type: string }[]): string | null {
  if (files.length > CONSULTING_LIMITS.attachmentsMax) return DEAL_MESSAGES.attachmentCount;
  if (files.some((f) => !(CONSULTING_ATTACHMENT_TYPES as readonly string[]).includes(f.type))) return DEAL_MESSAGES.attachmentType;
  if (files.reduce((n, f) => n + f.size, 0) > CONSULTING_LIMITS.attachmentsTotalMb * 1_048_576) return DEAL_MESSAGES.attachmentTotal;
  return null;
}

/** A message body in a consulting thread: text up to messageMaxLength (files may stand alone). */
export function consultingMessageError(body: string, fileCount: number): string | null {
  if (body.trim() === '' && fileCount === 0) return MESSAGES.required;
  if (codePointLength(body) > CONSULTING_LIMITS.messageMaxLength) return formatMessage(MESSAGES.maxLength, { length: CONSULTING_LIMITS.messageMaxLength });
  return null;
}
