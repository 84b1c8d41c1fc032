/**
 * Deal (contact) statuses, property/enquiry root types and the rules deciding which deal buttons
 * appear (docs/product.md §4 "Which buttons appear"). Transitions between statuses are not in the spec.
 */

/** The 17 contact statuses (contact_status), keyed by an English name. Names are the exact Japanese values. */
export const DEAL_STATUS = {
  beforeNegotiation: '商談開始前',
  negotiationStarted: '商談開始後',
  buyerRequestedViewing: '買主から内覧予約',
  buyerChangedViewing: '買主から内覧変更',
  sellerChangedViewing: '売主から内覧変更',
  viewingConfirmed: '内覧確定後',
  viewingRejected: '内覧却下',
  applicationSentAfterViewing: '内覧後・購入申込書送付',
  applicationSubmitted: '購入申込書提出',
  applicationAdjusting: '購入申込書調整',
  applicationOnHold: '購入申込書保留',
  applicationRejected: '購入申込書却下',
  applicationAccepted: '購入申込書承諾',
  dealClosed: '商談成立後',
  paymentCompleted: '決済完了',
  cancelled: 'キャンセル',
  decidedElsewhere: '他決',
} as const;

export type DealStatusKey = keyof typeof DEAL_STATUS;
export type DealStatusName = (typeof DEAL_STATUS)[DealStatusKey];

/** The statuses in spec order, as `{ key, name }`. */
export const DEAL_STATUSES: readonly { key: DealStatusKey; name: DealStatusName }[] = (
  Object.keys(DEAL_STATUS) as DealStatusKey[]
).map((key) => ({ key, name: DEAL_STATUS[key] }));

const DEAL_STATUS_NAME_SET: ReadonlySet<string> = new Set(Object.values(DEAL_STATUS));

export function isDealStatusName(v: unknown): v is DealStatusName {
  return typeof v === 'string' && DEAL_STATUS_NAME_SET.has(v);
}

/** Property/enquiry root types (status_root_type) and their Japanese names (status_root_name). */
export const ROOT_TYPES = {
  'sales-pending': '商談中',
  published: '掲載中',
  'under-contract': '契約中',
  purchased: '購入済',
  sold: '売却済',
  paid: '決済完了',
  'stop-publish': '掲載中止',
  'sales-decline': '商談辞退',
  'sales-end': '商談終了',
} as const;

export type RootTypeKey = keyof typeof ROOT_TYPES;
export type RootTypeName = (typeof ROOT_TYPES)[RootTypeKey];
export const ROOT_TYPE_KEYS = Object.keys(ROOT_TYPES) as RootTypeKey[];

// ---------------------------------------------------------------------------
// Which buttons appear (docs/product.md §4)
// ---------------------------------------------------------------------------

/** Every deal button, in display order. */
export const DEAL_ACTIONS = [
  'buyerContact',
  'sellerRequestViewing',
  'sellerRespondViewing',
  'buyerRespondSellerChange',
  'changeViewing',
  'buyerPurchaseApplication',
  'buyerForcedApplication',
  'sellerApplicationResponse',
  'cancel',
] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

export interface DealMessageRef {
  send_from: number;
  send_to: number;
}

export interface DealContext {
  status: DealStatusName;
  /** The viewer's side of this enquiry (is_seller). */
  isSeller: boolean;
  /** preview.preview_date: 'YYYY-MM-DD' (a time part after the date is ignored), or null. */
  previewDate: string | null;
  /** Today's date, 'YYYY-MM-DD', in the user's time zone. */
  today: string;
  messages: readonly DealMessageRef[];
}

const S = DEAL_STATUS;

/** Buyer contact/request is hidden in these states unless the viewing was rejected. */
const BUYER_CONTACT_HIDDEN: readonly DealStatusName[] = [
  S.beforeNegotiation,
  S.decidedElsewhere,
  S.cancelled,
  S.paymentCompleted,
  S.dealClosed,
];

/** Forced application is hidden in these states. */
const FORCED_APPLICATION_HIDDEN: readonly DealStatusName[] = [
  S.applicationAccepted,
  S.applicationSubmitted,
  S.applicationAdjusting,
  S.applicationOnHold,
  S.applicationRejected,
  S.dealClosed,
  S.paymentCompleted,
  S.cancelled,
  S.decidedElsewhere,
];

/** The date part of a date or date-time string ('2024-05-01 10:00:00' → '2024-05-01'; '/' read as '-'). */
function datePart(s: string): string {
  return s.trim().slice(0, 10).replace(/\//g, '-');
}

/**
 * Whether one button appears. Each case is one bullet of docs/product.md §4, read literally.
 */
export function isDealActionAvailable(ctx: DealContext, action: DealAction): boolean {
  const { status, isSeller } = ctx;
  const buyer = !isSeller;
  switch (action) {
    // "Buyer contact/request: when not in before-start, decided-elsewhere, cancelled, paid or closed
    // states and there is no preview date; or when the viewing was rejected."
    case 'buyerContact':
      return (
        buyer &&
        ((!BUYER_CONTACT_HIDDEN.includes(status) && !ctx.previewDate) || status === S.viewingRejected)
      );
    // "Seller request-viewing: in 商談開始後."
    case 'sellerRequestViewing':
      return isSeller && status === S.negotiationStarted;
    // "Seller response-to-viewing: after a buyer reservation or buyer change."
    case 'sellerRespondViewing':
      return isSeller && (status === S.buyerRequestedViewing || status === S.buyerChangedViewing);
    // "Buyer response to seller's change: in 売主から内覧変更."
    case 'buyerRespondSellerChange':
      return buyer && status === S.sellerChangedViewing;
    // "Change-viewing: hidden when the viewing is today. Sellers: only in 内覧確定後.
    // Buyers: in 内覧確定後 or 買主から内覧予約." A missing preview date is not today.
    case 'changeViewing': {
      const viewingToday = ctx.previewDate !== null && datePart(ctx.previewDate) === datePart(ctx.today);
      if (viewingToday) return false;
      return isSeller
        ? status === S.viewingConfirmed
        : status === S.viewingConfirmed || status === S.buyerRequestedViewing;
    }
    // "Buyer purchase application: in 内覧後・購入申込書送付, 購入申込書調整 or 購入申込書却下."
    case 'buyerPurchaseApplication':
      return (
        buyer &&
        (status === S.applicationSentAfterViewing ||
          status === S.applicationAdjusting ||
          status === S.applicationRejected)
      );
    // "Forced application (buyers): not in accepted, submitted, adjustment, hold, rejected, closed, paid,
    // cancelled or decided-elsewhere, and only if some message has send_from 2 and send_to 1."
    case 'buyerForcedApplication':
      return (
        buyer &&
        !FORCED_APPLICATION_HIDDEN.includes(status) &&
        ctx.messages.some((m) => m.send_from === 2 && m.send_to === 1)
      );
    // "Seller application response: in 提出 or 保留."
    case 'sellerApplicationResponse':
      return isSeller && (status === S.applicationSubmitted || status === S.applicationOnHold);
    // "Cancel (buyer or seller): shown unless the status is 決済完了."
    case 'cancel':
      return status !== S.paymentCompleted;
  }
}

/** The buttons that appear for this enquiry and viewer, in DEAL_ACTIONS order. */
export function availableActions(ctx: DealContext): DealAction[] {
  return DEAL_ACTIONS.filter((action) => isDealActionAvailable(ctx, action));
}
