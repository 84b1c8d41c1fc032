/** Input rules of the deal calls (the API applies them; the UI may too). */
import { MESSAGES, formatMessage } from '../messages';
import { codePointLength, hiragana, maxLength, phone, required, validateFields, zipcode, type Rule } from '../validation';
import type { DealActionRequest, PurchaseApplication } from './dto';
import { DEAL_LIMITS } from './limits';
import { DEAL_MESSAGES } from './messages';
import type { TransitionRequirement } from './status-machine';

/** A client id (idempotency key of a message or enquiry): 1-64 characters of [A-Za-z0-9_-]. */
export const CLIENT_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'YYYY-MM-DD' of a real calendar day. */
export function isIsoDate(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isHhMm(v: unknown): v is string {
  return typeof v === 'string' && TIME_RE.test(v);
}

/** Today's date 'YYYY-MM-DD' in a time zone (default Japan time, where the deals happen). */
export function todayIn(now: Date = new Date(), timeZone = 'Asia/Tokyo'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const dateRule: Rule = (v) => (v === undefined || v === null || v === '' || isIsoDate(v) ? null : DEAL_MESSAGES.dateInvalid);
const positiveInt: Rule = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10_000_000 ? null : DEAL_MESSAGES.offerPriceInvalid);
const paymentMethod: Rule = (v) => (v === 'cash' || v === 'loan' ? null : DEAL_MESSAGES.paymentMethodInvalid);

/** docs/product.md §5 rules of the purchase application: kana in hiragana, 7-digit zipcode, hyphenated phone. */
export const PURCHASE_APPLICATION_RULES: Record<keyof PurchaseApplication, Rule[]> = {
  offer_price_man_yen: [required, positiveInt],
  name: [required, maxLength(100)],
  name_kana: [required, hiragana, maxLength(100)],
  zipcode: [required, zipcode],
  address: [required, maxLength(200)],
  phone: [required, phone],
  payment_method: [required, paymentMethod],
  desired_settlement_date: [required, dateRule],
  note: [maxLength(DEAL_LIMITS.reasonMaxLength)],
};

/** Per-field messages of a purchase application (keys prefixed `application.`), empty when valid. */
export function validatePurchaseApplication(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { application: MESSAGES.required };
  const errors = validateFields(value as PurchaseApplication, PURCHASE_APPLICATION_RULES);
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(errors)) if (m) out[`application.${k}`] = m as string;
  for (const k of Object.keys(value)) {
    if (!(k in PURCHASE_APPLICATION_RULES)) out[`application.${k}`] = MESSAGES.unknownParameter;
  }
  return out;
}

/**
 * What the user must send for `rule` (its `requires`) and the optional note: per-field messages, empty
 * when valid. A viewing date must be today or later (`today` in 'YYYY-MM-DD').
 */
export function validateDealActionInput(
  req: Pick<DealActionRequest, 'preview_date' | 'preview_time' | 'reason' | 'application' | 'message'>,
  requires: readonly TransitionRequirement[],
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (requires.includes('previewDate')) {
    if (req.preview_date === undefined || req.preview_date === null || req.preview_date === '') errors.preview_date = DEAL_MESSAGES.previewDateRequired;
    else if (!isIsoDate(req.preview_date)) errors.preview_date = DEAL_MESSAGES.dateInvalid;
    else if (req.preview_date < today) errors.preview_date = DEAL_MESSAGES.previewDatePast;
    if (req.preview_time !== undefined && req.preview_time !== null && req.preview_time !== '' && !isHhMm(req.preview_time)) {
      errors.preview_time = DEAL_MESSAGES.timeInvalid;
    }
  }
  if (requires.includes('reason')) {
    if (typeof req.reason !== 'string' || req.reason.trim() === '') errors.reason = DEAL_MESSAGES.reasonRequired;
    else if (codePointLength(req.reason) > DEAL_LIMITS.reasonMaxLength) {
      errors.reason = formatMessage(MESSAGES.maxLength, { length: DEAL_LIMITS.reasonMaxLength });
    }
  } else if (req.reason !== undefined && req.reason !== null && typeof req.reason === 'string' && codePointLength(req.reason) > DEAL_LIMITS.reasonMaxLength) {
    errors.reason = formatMessage(MESSAGES.maxLength, { length: DEAL_LIMITS.reasonMaxLength });
  }
  if (requires.includes('application')) Object.assign(errors, validatePurchaseApplication(req.application));
  if (req.message !== undefined && req.message !== null) {
    if (typeof req.message !== 'string') errors.message = MESSAGES.invalidValue;
    else if (codePointLength(req.message) > DEAL_LIMITS.messageMaxLength) {
      errors.message = formatMessage(MESSAGES.maxLength, { length: DEAL_LIMITS.messageMaxLength });
    }
  }
  return errors;
}

/** The memo rule (docs/product.md §8: errors per field, first message each). Empty clears the memo. */
export function validateContactMemo(memo: unknown): Record<string, string[]> {
  if (typeof memo !== 'string') return { memo: [MESSAGES.invalidValue] };
  if (codePointLength(memo) > DEAL_LIMITS.memoMaxLength) return { memo: [formatMessage(MESSAGES.maxLength, { length: DEAL_LIMITS.memoMaxLength })] };
  return {};
}
