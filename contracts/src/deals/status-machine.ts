/**
 * The deal (contact) state machine: which side may move a contact from which status to which and what
 * each move requires. The docs/product.md §4 button rules live in deal-status.ts; every transition here is reached
 * through one of those buttons (or one of the three extra seller actions below, which docs/product.md §4 does not
 * list), so the API and the UI derive what is allowed from the same rules. docs/deals.md draws the table.
 */
import {
  DEAL_ACTIONS,
  DEAL_STATUS,
  isDealActionAvailable,
  type DealAction,
  type DealContext,
  type DealStatusName,
} from '../deal-status';

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
// Actions beyond docs/product.md §4
// ---------------------------------------------------------------------------

/**
 * Seller actions docs/product.md §4 does not list but a deal needs to reach its end: send the purchase application
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

/** Whether an extra seller action appears (same context as the docs/product.md §4 buttons). */
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

/** Every button name (docs/product.md §4 buttons and the extra seller actions). */
export const DEAL_BUTTONS_ALL: readonly DealButton[] = [...DEAL_ACTIONS, ...DEAL_EXTRA_ACTIONS];
