/**
 * The deal (contact) workflow: which side may move a contact from which status to which, what each
 * move requires, how a contact maps to its root type, the enquiry-list filters, and the DTOs of the
 * my-page deal endpoints. The §4 button rules live in deal-status.ts; every transition here is
 * reached through one of those buttons (or one of the three extra seller actions below, which §4
 * does not list), so the API and the UI derive what is allowed from the same rules.
 * docs/deals.md draws the table.
 */
import {
  DEAL_ACTIONS,
  DEAL_STATUS,
  isDealActionAvailable,
  ROOT_TYPES,
  type DealAction,
  type DealContext,
  type DealStatusName,
  type RootTypeKey,
  type RootTypeName,
} from './deal-status';
import { MESSAGES, formatMessage } from './messages';
import { codePointLength, hiragana, maxLength, phone, required, validateFields, zipcode, type Rule } from './validation';

// ---------------------------------------------------------------------------
// Parties
// ---------------------------------------------------------------------------

/** send_from / send_to codes of a message. A message with send_from 2 and send_to 1 is the seller writing to the buyer. */
export const SEND_PARTY = { buyer: 1, seller: 2, system: 0 } as const;
export type SendParty = (typeof SEND_PARTY)[keyof typeof SEND_PARTY];

export type DealSide = 'buyer' | 'seller';

export function sideOf(isSeller: boolean): DealSide {
  return isSeller ? 'seller' : 'buyer';
}

// ---------------------------------------------------------------------------
// Actions beyond §4
// ---------------------------------------------------------------------------

/**
 * Seller actions §4 does not list but a deal needs to reach its end: send the purchase application
 * form after the viewing, record the deal as closed after accepting the application, record the
 * payment as complete.
 */
export const DEAL_EXTRA_ACTIONS = ['sellerSendApplicationForm', 'sellerCloseDeal', 'sellerCompletePayment'] as const;
export type DealExtraAction = (typeof DEAL_EXTRA_ACTIONS)[number];
export type DealButton = DealAction | DealExtraAction;

const S = DEAL_STATUS;

function datePart(s: string): string {
  return s.trim().slice(0, 10).replace(/\//g, '-');
}

/** Whether an extra seller action appears (same context as the §4 buttons). */
export function isExtraActionAvailable(ctx: DealContext, action: DealExtraAction): boolean {
  if (!ctx.isSeller) return false;
  switch (action) {
    // After the viewing day (or on it): the seller sends the application form.
    case 'sellerSendApplicationForm':
      return (
        ctx.status === S.viewingConfirmed &&
        ctx.previewDate !== null &&
        datePart(ctx.previewDate) <= datePart(ctx.today)
      );
    case 'sellerCloseDeal':
      return ctx.status === S.applicationAccepted;
    case 'sellerCompletePayment':
      return ctx.status === S.dealClosed;
  }
}

export function isButtonAvailable(ctx: DealContext, button: DealButton): boolean {
  return (DEAL_EXTRA_ACTIONS as readonly string[]).includes(button)
    ? isExtraActionAvailable(ctx, button as DealExtraAction)
    : isDealActionAvailable(ctx, button as DealAction);
}

// ---------------------------------------------------------------------------
// Transitions
// ---------------------------------------------------------------------------

/** What a transition needs from the user besides the click. */
export type TransitionRequirement = 'previewDate' | 'reason' | 'application';

export const DEAL_TRANSITIONS = [
  'startNegotiation',
  'requestViewing',
  'proposeViewing',
  'acceptViewing',
  'rejectViewing',
  'changeViewing',
  'sendApplicationForm',
  'submitApplication',
  'acceptApplication',
  'adjustApplication',
  'holdApplication',
  'rejectApplication',
  'closeDeal',
  'completePayment',
  'cancel',
] as const;
export type DealTransition = (typeof DEAL_TRANSITIONS)[number];

export interface DealTransitionRule {
  transition: DealTransition;
  side: DealSide;
  /** The button that offers it; null = implicit (the seller's first reply starts the negotiation). */
  via: DealButton | null;
  /** Statuses it starts from when `via` is null (otherwise the button rule decides). */
  from?: readonly DealStatusName[];
  to: DealStatusName;
  requires: readonly TransitionRequirement[];
  /** Japanese label of the button/choice in the UI. */
  label: string;
}

/**
 * The transition table. A transition is allowed exactly when its button is available for the viewer
 * (deal-status.ts / isExtraActionAvailable) — or, for the implicit one, when the status is in `from`.
 */
export const DEAL_TRANSITION_RULES: readonly DealTransitionRule[] = [
  { transition: 'startNegotiation', side: 'seller', via: null, from: [S.beforeNegotiation], to: S.negotiationStarted, requires: [], label: '商談を開始する' },
  { transition: 'requestViewing', side: 'buyer', via: 'buyerContact', to: S.buyerRequestedViewing, requires: ['previewDate'], label: '内覧を予約する' },
  { transition: 'proposeViewing', side: 'seller', via: 'sellerRequestViewing', to: S.sellerChangedViewing, requires: ['previewDate'], label: '内覧日を提案する' },
  { transition: 'acceptViewing', side: 'seller', via: 'sellerRespondViewing', to: S.viewingConfirmed, requires: [], label: '内覧を承諾する' },
  { transition: 'changeViewing', side: 'seller', via: 'sellerRespondViewing', to: S.sellerChangedViewing, requires: ['previewDate'], label: '別の日を提案する' },
  { transition: 'rejectViewing', side: 'seller', via: 'sellerRespondViewing', to: S.viewingRejected, requires: ['reason'], label: '内覧をお断りする' },
  { transition: 'acceptViewing', side: 'buyer', via: 'buyerRespondSellerChange', to: S.viewingConfirmed, requires: [], label: '提案された日で確定する' },
  { transition: 'changeViewing', side: 'buyer', via: 'buyerRespondSellerChange', to: S.buyerChangedViewing, requires: ['previewDate'], label: '別の日を提案する' },
  { transition: 'changeViewing', side: 'seller', via: 'changeViewing', to: S.sellerChangedViewing, requires: ['previewDate'], label: '内覧日を変更する' },
  { transition: 'changeViewing', side: 'buyer', via: 'changeViewing', to: S.buyerChangedViewing, requires: ['previewDate'], label: '内覧日を変更する' },
  { transition: 'sendApplicationForm', side: 'seller', via: 'sellerSendApplicationForm', to: S.applicationSentAfterViewing, requires: [], label: '購入申込書を送付する' },
  { transition: 'submitApplication', side: 'buyer', via: 'buyerPurchaseApplication', to: S.applicationSubmitted, requires: ['application'], label: '購入申込書を提出する' },
  { transition: 'submitApplication', side: 'buyer', via: 'buyerForcedApplication', to: S.applicationSubmitted, requires: ['application'], label: '購入を申し込む' },
  { transition: 'acceptApplication', side: 'seller', via: 'sellerApplicationResponse', to: S.applicationAccepted, requires: [], label: '承諾する' },
  { transition: 'adjustApplication', side: 'seller', via: 'sellerApplicationResponse', to: S.applicationAdjusting, requires: ['reason'], label: '条件を調整する' },
  { transition: 'holdApplication', side: 'seller', via: 'sellerApplicationResponse', to: S.applicationOnHold, requires: [], label: '保留する' },
  { transition: 'rejectApplication', side: 'seller', via: 'sellerApplicationResponse', to: S.applicationRejected, requires: ['reason'], label: 'お断りする' },
  { transition: 'closeDeal', side: 'seller', via: 'sellerCloseDeal', to: S.dealClosed, requires: [], label: '商談成立にする' },
  { transition: 'completePayment', side: 'seller', via: 'sellerCompletePayment', to: S.paymentCompleted, requires: [], label: '決済完了にする' },
  { transition: 'cancel', side: 'buyer', via: 'cancel', to: S.cancelled, requires: [], label: '商談をキャンセルする' },
  { transition: 'cancel', side: 'seller', via: 'cancel', to: S.cancelled, requires: [], label: '商談をキャンセルする' },
];

/** The rules the viewer may take now, in table order. */
export function allowedTransitionRules(ctx: DealContext): DealTransitionRule[] {
  const side = sideOf(ctx.isSeller);
  return DEAL_TRANSITION_RULES.filter((r) => {
    if (r.side !== side) return false;
    if (r.via === null) return (r.from ?? []).includes(ctx.status);
    return isButtonAvailable(ctx, r.via);
  });
}

/**
 * The rule the API applies for `transition` taken through `via` (when a transition is offered by
 * two buttons, the caller names the button; without it the first allowed one is used), or null when
 * the viewer may not take it now.
 */
export function findAllowedRule(ctx: DealContext, transition: DealTransition, via?: DealButton | null): DealTransitionRule | null {
  return (
    allowedTransitionRules(ctx).find((r) => r.transition === transition && (via === undefined || r.via === via)) ?? null
  );
}

/** Statuses in which the deal has ended: no messages, no moves except the (no-op) cancel. */
export const ENDED_DEAL_STATUSES: readonly DealStatusName[] = [S.cancelled, S.decidedElsewhere, S.paymentCompleted];

export function isDealEnded(status: DealStatusName): boolean {
  return ENDED_DEAL_STATUSES.includes(status);
}

/** Messages can be sent while the deal has not ended. */
export function canSendMessage(status: DealStatusName): boolean {
  return !isDealEnded(status);
}

/** Open enquiries of a property that become 他決 when another enquiry on it closes. */
export function isOpenForDecidedElsewhere(status: DealStatusName): boolean {
  return !isDealEnded(status) && status !== S.dealClosed;
}

// ---------------------------------------------------------------------------
// Root types (status_root_type / status_root_name / status_name)
// ---------------------------------------------------------------------------

/** The root type of a contact for one side. */
export function contactRootType(status: DealStatusName, isSeller: boolean): RootTypeKey {
  switch (status) {
    case S.applicationAccepted:
    case S.dealClosed:
      return 'under-contract';
    case S.paymentCompleted:
      return isSeller ? 'sold' : 'purchased';
    case S.cancelled:
      return 'sales-decline';
    case S.decidedElsewhere:
      return 'sales-end';
    default:
      return 'sales-pending';
  }
}

/** status_name: 商談開始前 before the negotiation starts, otherwise the root type's name (e.g. 商談中). */
export function contactStatusName(status: DealStatusName, isSeller: boolean): RootTypeName | typeof S.beforeNegotiation {
  if (status === S.beforeNegotiation) return S.beforeNegotiation;
  return ROOT_TYPES[contactRootType(status, isSeller)];
}

/** Active enquiry names (§9). Seller-side enquiries are excluded from the active list (§4). */
export const ACTIVE_ENQUIRY_NAMES: readonly string[] = [ROOT_TYPES['sales-pending'], S.beforeNegotiation];

export function isActiveEnquiry(c: { status_name: string; is_seller: boolean }): boolean {
  return !c.is_seller && ACTIVE_ENQUIRY_NAMES.includes(c.status_name);
}

// ---------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------

export const DEAL_LIMITS = {
  messageMaxLength: 2000,
  enquiryMaxLength: 2000,
  reasonMaxLength: 500,
  memoMaxLength: 1000,
  attachmentsMax: 5,
  /** Total size of one message's attachments, in MB (1 MB = 1048576 bytes). */
  attachmentsTotalMb: 10,
  messagesPageSize: 30,
  enquiriesPageSize: 10,
} as const;

export const DEAL_MESSAGES = {
  conflict: 'ほかの操作によって商談の状況が変わりました。ページを再読み込みしてからもう一度お試しください。',
  notAllowed: 'この操作は現在の商談の状況では行えません。',
  ended: 'この商談は終了しているため、メッセージを送信できません。',
  previewDateRequired: '内覧希望日を入力してください',
  previewDatePast: '今日以降の日付を入力してください',
  reasonRequired: '理由を入力してください',
  ownProperty: 'ご自身が掲載した物件にはお問い合わせできません。',
  notReceiving: 'この物件は現在お問い合わせを受け付けていません。',
  attachmentType: '添付できるのは画像（JPEG・PNG・WebP・GIF）とPDFのみです',
  attachmentCount: '添付ファイルは5件までです',
  sent: 'メッセージを送信しました。',
  memoSaved: 'メモを保存しました。',
  attachmentTotal: 'ファイルは合計10MB以内にしてください',
  messageRequired: 'メッセージを入力してください',
  clientIdInvalid: '送信IDが正しくありません。ページを再読み込みしてください。',
  offerPriceInvalid: '1以上の数字で入力してください',
  dateInvalid: '日付を正しく入力してください',
  timeInvalid: '時刻を正しく入力してください',
  paymentMethodInvalid: '支払方法を選択してください',
  rateLimited: '短時間に多くのお問い合わせ・メッセージが送信されました。しばらくしてからもう一度お試しください。',
} as const;

// ---------------------------------------------------------------------------
// Input rules of the deal calls (the API applies them; the UI may too)
// ---------------------------------------------------------------------------

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

/** §5 rules of the purchase application: kana in hiragana, 7-digit zipcode, hyphenated phone. */
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

/** The memo rule (§8: errors per field, first message each). Empty clears the memo. */
export function validateContactMemo(memo: unknown): Record<string, string[]> {
  if (typeof memo !== 'string') return { memo: [MESSAGES.invalidValue] };
  if (codePointLength(memo) > DEAL_LIMITS.memoMaxLength) return { memo: [formatMessage(MESSAGES.maxLength, { length: DEAL_LIMITS.memoMaxLength })] };
  return {};
}

/** Everything the server needs to build the DealContext of one contact for one viewer. */
export function dealContextFor(
  c: { contact_status: DealStatusName; preview_date: string | null; seller_messaged: boolean },
  isSeller: boolean,
  today: string,
): DealContext {
  return {
    status: c.contact_status,
    isSeller,
    previewDate: c.preview_date,
    today,
    messages: c.seller_messaged ? [{ send_from: SEND_PARTY.seller, send_to: SEND_PARTY.buyer }] : [],
  };
}

// ---------------------------------------------------------------------------
// Enquiry list filters (§3) — applied on the client to the all-contacts items
// ---------------------------------------------------------------------------

export const ENQUIRY_SORTS = ['post_date_asc', 'post_date_desc', 'updated_desc'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];
export const DEFAULT_ENQUIRY_SORT: EnquirySort = 'post_date_asc';
export const ENQUIRY_SORT_LABELS: Record<EnquirySort, string> = {
  post_date_asc: '問い合わせ日が古い順',
  post_date_desc: '問い合わせ日が新しい順',
  updated_desc: '更新が新しい順',
};

export interface EnquiryFilters {
  hideEnded: boolean;
  onlyUnread: boolean;
  onlyUnreplied: boolean;
  showSeller: boolean;
  showBuyer: boolean;
  /** A contact_status, or '' for all. */
  status: DealStatusName | '';
  sort: EnquirySort;
  /** A property id, or null for all. */
  propertyId: number | null;
}

export const DEFAULT_ENQUIRY_FILTERS: EnquiryFilters = {
  hideEnded: false,
  onlyUnread: false,
  onlyUnreplied: false,
  showSeller: true,
  showBuyer: true,
  status: '',
  sort: DEFAULT_ENQUIRY_SORT,
  propertyId: null,
};

/** Filters and sorts contact list items (pure; the same on every page). */
export function filterContacts<T extends ContactListItem>(
  items: readonly T[],
  f: EnquiryFilters,
  unread: Readonly<Record<string, readonly number[]>>,
): T[] {
  const out = items.filter((c) => {
    if (f.hideEnded && isDealEnded(c.contact_status)) return false;
    if (f.onlyUnread && !(unread[String(c.contact_id)]?.length ?? 0)) return false;
    if (f.onlyUnreplied && c.replied) return false;
    if (!f.showSeller && c.is_seller) return false;
    if (!f.showBuyer && !c.is_seller) return false;
    if (f.status && c.contact_status !== f.status) return false;
    if (f.propertyId !== null && c.property.property_id !== f.propertyId) return false;
    return true;
  });
  const byId = (a: T, b: T) => a.contact_id - b.contact_id;
  switch (f.sort) {
    case 'post_date_asc':
      return out.sort((a, b) => a.post_date.localeCompare(b.post_date) || byId(a, b));
    case 'post_date_desc':
      return out.sort((a, b) => b.post_date.localeCompare(a.post_date) || byId(b, a));
    case 'updated_desc':
      return out.sort((a, b) => b.updated_at.localeCompare(a.updated_at) || byId(b, a));
  }
}

// ---------------------------------------------------------------------------
// DTOs (§3 Contact, Contact list response) — dates are ISO 8601 strings
// ---------------------------------------------------------------------------

export interface ContactPropertyRef {
  property_id: number;
  title: string;
  /** Card-size cover image URL, or null. */
  cover_image: string | null;
  price_man_yen: number | null;
  prefecture_name: string;
  municipality: string;
}

export interface ContactPreview {
  /** 'YYYY-MM-DD' */
  preview_date: string;
  /** 'HH:mm' or null */
  preview_time: string | null;
}

export interface ContactOtherUser {
  id: number;
  name: string;
}

export interface ContactListItem {
  id: number;
  contact_id: number;
  property: ContactPropertyRef;
  contact_status: DealStatusName;
  status_root_type: RootTypeKey;
  status_root_name: RootTypeName;
  status_name: string;
  is_seller: boolean;
  preview: ContactPreview | null;
  memo: string;
  other_user: ContactOtherUser;
  /** When the enquiry was made. */
  post_date: string;
  updated_at: string;
  last_message: { body: string; created_at: string; send_from: number } | null;
  /** Whether the viewer has written since the other party's last message. */
  replied: boolean;
  /** Optimistic-lock version; actions send it back. */
  version: number;
}

export interface PostedPropertyRef {
  property_id: number;
  title: string;
  is_published: boolean;
  is_suspension: boolean;
  is_stop_published: boolean;
}

export interface ContactCounts {
  all: number;
  buyer: number;
  seller: number;
  active: number;
  unread: number;
}

/** GET /api/my-page/all-contacts. Unread ids per thread: { [contactId]: messageId[] }. */
export interface ContactListResponse {
  items: ContactListItem[];
  postedProperties: PostedPropertyRef[];
  counts: ContactCounts;
  noReadContactMessageIds: Record<string, number[]>;
  noReadUserMessageIds: Record<string, number[]>;
  noReadPropertyMessageIds: Record<string, number[]>;
  noReadConsultingPropertyMessageIds: Record<string, number[]>;
  noReadConsultingSolutionMessageIds: Record<string, number[]>;
  noReadPartnerMessageIds: Record<string, number[]>;
  noResponsePartnerRewardCount: number;
  partner: { id: number } | null;
}

export interface MessageAttachment {
  id: number;
  name: string;
  size: number;
  mime: string;
  /** Served only to the two parties. */
  url: string;
}

export type DealMessageKind = 'text' | 'status';

export interface DealMessage {
  id: number;
  contact_id: number;
  kind: DealMessageKind;
  send_from: number;
  send_to: number;
  /** Plain text (never HTML). */
  body: string;
  attachments: MessageAttachment[];
  /** For kind 'status': the move recorded. */
  status_from: DealStatusName | null;
  status_to: DealStatusName | null;
  client_id: string | null;
  created_at: string;
  read_at: string | null;
}

export interface DealMessagePage {
  items: DealMessage[];
  /** Older messages exist before the first item. */
  hasMore: boolean;
}

/** The purchase application (購入申込書). */
export interface PurchaseApplication {
  offer_price_man_yen: number;
  name: string;
  name_kana: string;
  zipcode: string;
  address: string;
  phone: string;
  payment_method: 'cash' | 'loan';
  /** 'YYYY-MM-DD' */
  desired_settlement_date: string;
  note: string;
}

export interface ContactDetail extends ContactListItem {
  application: PurchaseApplication | null;
  /** Reason of the last rejection/adjustment, if any. */
  last_reason: string | null;
  /** The transitions the viewer may take now (server-computed with the same rules). */
  allowed: { transition: DealTransition; via: DealButton | null; label: string; requires: TransitionRequirement[] }[];
}

/** POST /api/my-page/contacts/:id/actions */
export interface DealActionRequest {
  transition: DealTransition;
  via?: DealButton | null;
  /** The version the user saw; a different current version gives 409. */
  version: number;
  preview_date?: string;
  preview_time?: string | null;
  reason?: string;
  application?: PurchaseApplication;
  /** Optional note sent as a message with the move. */
  message?: string;
}

/** The realtime event (SSE `updated_user_contacts`). */
export interface UpdatedUserContactEvent {
  id: number;
  user_id: number;
  contact_id: number | null;
  created_at: string;
}

/** POST /api/contact/project/:id — the buyer's enquiry (idempotent by clientId). */
export interface EnquiryRequest {
  message: string;
  clientId: string;
}

export interface EnquiryResponse {
  success: true;
  contact_id: number;
  /** The thread of the enquiry: /my-page/messages/{contact_id}. */
  redirect: string;
  /** The first (or appended) message. */
  message: DealMessage;
}

/** POST /api/my-page/post-contact-memo — 200 either way; errors per field (§8). */
export interface ContactMemoResponse {
  success: boolean;
  memo?: string;
  errors?: { memo?: string[] };
}

/** The my-page path of a thread (mails and redirects link here). */
export function contactThreadPath(contactId: number): string {
  return `/my-page/messages/${contactId}`;
}

/**
 * Statuses of an in-progress enquiry (root type 商談中 or 商談開始前, §4 "active enquiries"): the public
 * profile's contact_count counts the user's enquiries (as buyer) in these.
 */
export const IN_PROGRESS_DEAL_STATUSES: readonly DealStatusName[] = (Object.values(DEAL_STATUS) as DealStatusName[]).filter(
  (s) => contactRootType(s, false) === 'sales-pending',
);

/** Every button name (§4 buttons and the extra seller actions). */
export const DEAL_BUTTONS_ALL: readonly DealButton[] = [...DEAL_ACTIONS, ...DEAL_EXTRA_ACTIONS];

// ---------------------------------------------------------------------------
// Unread totals (badges)
// ---------------------------------------------------------------------------

type UnreadIdMap = Readonly<Record<string, readonly number[]>> | undefined | null;

/** Number of unread message ids over every thread of one noRead… map. */
export function countUnreadIds(map: UnreadIdMap): number {
  if (!map || typeof map !== 'object') return 0;
  let n = 0;
  for (const ids of Object.values(map)) if (Array.isArray(ids)) n += ids.length;
  return n;
}

/**
 * GET /api/my-page/unread-count: the header's total of unread messages, the same number
 * `unreadTotalOf` derives from the whole contact list (capping at 99 is the badge's job).
 */
export interface UnreadCountResponse {
  total: number;
}

/**
 * The header total (spec §2 "total unread badge"): enquiry and user messages, consulting (property
 * and solution) messages and partner messages. Property messages are not added again (they are
 * enquiry threads already). Capping at 99 is the badge's job (capBadge).
 */
export function unreadTotalOf(data: Partial<ContactListResponse> | undefined | null): number {
  return (
    countUnreadIds(data?.noReadContactMessageIds) +
    countUnreadIds(data?.noReadUserMessageIds) +
    countUnreadIds(data?.noReadConsultingPropertyMessageIds) +
    countUnreadIds(data?.noReadConsultingSolutionMessageIds) +
    countUnreadIds(data?.noReadPartnerMessageIds)
  );
}
