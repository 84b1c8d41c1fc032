import { DEAL_ACTIONS, DEAL_STATUS, DEAL_STATUSES, type DealContext, type DealStatusName, isDealActionAvailable } from './deal-status';
import {
  allowedTransitionRules,
  type ContactListItem,
  DEAL_EXTRA_ACTIONS,
  DEAL_MESSAGES,
  DEAL_TRANSITION_RULES,
  DEFAULT_ENQUIRY_FILTERS,
  dealContextFor,
  filterContacts,
  findAllowedRule,
  isExtraActionAvailable,
  todayIn,
  validateContactMemo,
  validateDealActionInput,
  validatePurchaseApplication,
} from './deals';
import { MESSAGES } from './messages';

const S = DEAL_STATUS;
const TODAY = '2026-11-22';
const PREVIEWS = { none: null, today: TODAY, past: '2026-11-01', future: '2026-12-24 10:00:00' } as const;

/**
 * The table of docs/deals.md written out once more, by hand and independently of DEAL_TRANSITION_RULES:
 * the moves (`transition→target`) a viewer may make in a context.
 */
function expectedMoves(ctx: DealContext): string[] {
  const { status: st, isSeller } = ctx;
  const viewingToday = ctx.previewDate !== null && ctx.previewDate.slice(0, 10) === TODAY;
  const out: string[] = [];
  if (!isSeller) {
    const hidden: DealStatusName[] = [S.beforeNegotiation, S.decidedElsewhere, S.cancelled, S.paymentCompleted, S.dealClosed];
    if ((!hidden.includes(st) && !ctx.previewDate) || st === S.viewingRejected) out.push(`requestViewing→${S.buyerRequestedViewing}`);
    if (st === S.sellerChangedViewing) out.push(`acceptViewing→${S.viewingConfirmed}`, `changeViewing→${S.buyerChangedViewing}`);
    if (!viewingToday && (st === S.viewingConfirmed || st === S.buyerRequestedViewing)) out.push(`changeViewing→${S.buyerChangedViewing}`);
    if ([S.applicationSentAfterViewing, S.applicationAdjusting, S.applicationRejected].includes(st as never)) out.push(`submitApplication→${S.applicationSubmitted}`);
    const forcedHidden: DealStatusName[] = [
      S.applicationAccepted, S.applicationSubmitted, S.applicationAdjusting, S.applicationOnHold, S.applicationRejected,
      S.dealClosed, S.paymentCompleted, S.cancelled, S.decidedElsewhere,
    ];
    if (!forcedHidden.includes(st) && ctx.messages.some((m) => m.send_from === 2 && m.send_to === 1)) out.push(`submitApplication→${S.applicationSubmitted}`);
    if (st !== S.paymentCompleted) out.push(`cancel→${S.cancelled}`);
  } else {
    if (st === S.beforeNegotiation) out.push(`startNegotiation→${S.negotiationStarted}`);
    if (st === S.negotiationStarted) out.push(`proposeViewing→${S.sellerChangedViewing}`);
    if (st === S.buyerRequestedViewing || st === S.buyerChangedViewing) {
      out.push(`acceptViewing→${S.viewingConfirmed}`, `changeViewing→${S.sellerChangedViewing}`, `rejectViewing→${S.viewingRejected}`);
    }
    if (st === S.viewingConfirmed && !viewingToday) out.push(`changeViewing→${S.sellerChangedViewing}`);
    if (st === S.viewingConfirmed && ctx.previewDate !== null && ctx.previewDate.slice(0, 10) <= TODAY) out.push(`sendApplicationForm→${S.applicationSentAfterViewing}`);
    if (st === S.applicationSubmitted || st === S.applicationOnHold) {
      out.push(
        `acceptApplication→${S.applicationAccepted}`,
        `adjustApplication→${S.applicationAdjusting}`,
        `holdApplication→${S.applicationOnHold}`,
        `rejectApplication→${S.applicationRejected}`,
      );
    }
    if (st === S.applicationAccepted) out.push(`closeDeal→${S.dealClosed}`);
    if (st === S.dealClosed) out.push(`completePayment→${S.paymentCompleted}`);
    if (st !== S.paymentCompleted) out.push(`cancel→${S.cancelled}`);
  }
  return [...new Set(out)].sort();
}

describe('the deal transition table against the §4 buttons', () => {
  const contexts: DealContext[] = [];
  for (const { name: status } of DEAL_STATUSES) {
    for (const isSeller of [false, true]) {
      for (const previewDate of Object.values(PREVIEWS)) {
        for (const sellerWrote of [false, true]) {
          contexts.push({
            status,
            isSeller,
            previewDate,
            today: TODAY,
            messages: sellerWrote ? [{ send_from: 1, send_to: 2 }, { send_from: 2, send_to: 1 }] : [{ send_from: 1, send_to: 2 }],
          });
        }
      }
    }
  }

  it('walks every status × side × preview date (none/today/past/future) × seller message', () => {
    expect(contexts).toHaveLength(17 * 2 * 4 * 2);
    let buttonsSeen = 0;
    let movesSeen = 0;
    for (const ctx of contexts) {
      const label = `${ctx.status} ${ctx.isSeller ? 'seller' : 'buyer'} preview=${ctx.previewDate} sellerWrote=${ctx.messages.length > 1}`;
      const side = ctx.isSeller ? 'seller' : 'buyer';
      const shown = [
        ...DEAL_ACTIONS.filter((a) => isDealActionAvailable(ctx, a)),
        ...DEAL_EXTRA_ACTIONS.filter((a) => isExtraActionAvailable(ctx, a)),
      ];
      const rules = allowedTransitionRules(ctx);
      // Every shown button offers at least one move of the viewer's side.
      for (const button of shown) {
        buttonsSeen++;
        expect({ label, button, offered: rules.some((r) => r.via === button && r.side === side) }).toEqual({ label, button, offered: true });
      }
      // Every move is reached only through a shown button (or is the implicit start from its `from`).
      for (const rule of rules) {
        movesSeen++;
        expect(rule.side).toBe(side);
        const reachable = rule.via === null ? (rule.from ?? []).includes(ctx.status) : (shown as string[]).includes(rule.via);
        expect({ label, rule: rule.transition, reachable }).toEqual({ label, rule: rule.transition, reachable: true });
        expect(findAllowedRule(ctx, rule.transition, rule.via)).toBe(rule);
      }
      // Moves not offered are refused.
      for (const rule of DEAL_TRANSITION_RULES.filter((r) => !rules.includes(r))) {
        const other = findAllowedRule(ctx, rule.transition, rule.via);
        expect(other === null || other === rule ? other : null).toBeNull();
      }
      // Targets are those of the table.
      expect({ label, moves: [...new Set(rules.map((r) => `${r.transition}→${r.to}`))].sort() }).toEqual({ label, moves: expectedMoves(ctx) });
    }
    expect(buttonsSeen).toBeGreaterThan(100);
    expect(movesSeen).toBeGreaterThan(100);
  });

  it('has no rule that can never be taken', () => {
    for (const rule of DEAL_TRANSITION_RULES) {
      expect({ rule: `${rule.side} ${rule.transition} via ${rule.via}`, used: contexts.some((c) => allowedTransitionRules(c).includes(rule)) }).toEqual({
        rule: `${rule.side} ${rule.transition} via ${rule.via}`,
        used: true,
      });
    }
  });

  it('builds the server context from a contact row', () => {
    const ctx = dealContextFor({ contact_status: S.negotiationStarted, preview_date: null, seller_messaged: true }, false, TODAY);
    expect(findAllowedRule(ctx, 'submitApplication', 'buyerForcedApplication')?.to).toBe(S.applicationSubmitted);
    const quiet = dealContextFor({ contact_status: S.negotiationStarted, preview_date: null, seller_messaged: false }, false, TODAY);
    expect(findAllowedRule(quiet, 'submitApplication')).toBeNull();
  });
});

describe('action input rules', () => {
  const app = {
    offer_price_man_yen: 300,
    name: '山田 太郎',
    name_kana: 'やまだ　たろう',
    zipcode: '3900811',
    address: '長野県松本市中央1-1',
    phone: '090-1234-5678',
    payment_method: 'cash',
    desired_settlement_date: '2027-01-31',
    note: '',
  };

  it('needs a viewing date from today on, a reason, and a valid application', () => {
    expect(validateDealActionInput({}, ['previewDate'], TODAY)).toEqual({ preview_date: DEAL_MESSAGES.previewDateRequired });
    expect(validateDealActionInput({ preview_date: '2026-11-21' }, ['previewDate'], TODAY)).toEqual({ preview_date: DEAL_MESSAGES.previewDatePast });
    expect(validateDealActionInput({ preview_date: TODAY, preview_time: '25:00' }, ['previewDate'], TODAY)).toEqual({ preview_time: DEAL_MESSAGES.timeInvalid });
    expect(validateDealActionInput({ preview_date: '2026-02-30' }, ['previewDate'], TODAY)).toEqual({ preview_date: DEAL_MESSAGES.dateInvalid });
    expect(validateDealActionInput({ preview_date: TODAY, preview_time: '10:30' }, ['previewDate'], TODAY)).toEqual({});
    expect(validateDealActionInput({ reason: ' 　' }, ['reason'], TODAY)).toEqual({ reason: DEAL_MESSAGES.reasonRequired });
    expect(validateDealActionInput({ application: app as never }, ['application'], TODAY)).toEqual({});
    expect(validateDealActionInput({}, ['application'], TODAY)).toEqual({ application: MESSAGES.required });
  });

  it('applies the §5 rules to the purchase application, first message per field', () => {
    expect(
      validatePurchaseApplication({ ...app, name_kana: 'ヤマダ', zipcode: '390-0811', phone: '09012345678', offer_price_man_yen: 0, payment_method: 'card', extra: 1 }),
    ).toEqual({
      'application.name_kana': MESSAGES.hiragana,
      'application.zipcode': MESSAGES.zipcode,
      'application.phone': MESSAGES.phone,
      'application.offer_price_man_yen': DEAL_MESSAGES.offerPriceInvalid,
      'application.payment_method': DEAL_MESSAGES.paymentMethodInvalid,
      'application.extra': MESSAGES.unknownParameter,
    });
  });

  it('checks the memo length', () => {
    expect(validateContactMemo('メモ')).toEqual({});
    expect(validateContactMemo('あ'.repeat(1001)).memo?.[0]).toBe('1000文字以内にしてください');
    expect(validateContactMemo(3)).toEqual({ memo: [MESSAGES.invalidValue] });
  });

  it('computes today in Japan time', () => {
    expect(todayIn(new Date('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
    expect(todayIn(new Date('2026-11-21T14:59:00Z'))).toBe('2026-11-21');
  });
});

function item(id: number, over: Partial<ContactListItem>): ContactListItem {
  return {
    id,
    contact_id: id,
    property: { property_id: 1, title: 't', cover_image: null, price_man_yen: null, prefecture_name: '長野県', municipality: '松本市' },
    contact_status: S.negotiationStarted,
    status_root_type: 'sales-pending',
    status_root_name: '商談中',
    status_name: '商談中',
    is_seller: false,
    preview: null,
    memo: '',
    other_user: { id: 9, name: '佐藤さん' },
    post_date: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    last_message: null,
    replied: false,
    version: 1,
    ...over,
  };
}

describe('filterContacts', () => {
  const items = [
    item(1, { post_date: '2026-11-03T00:00:00.000Z', updated_at: '2026-11-10T00:00:00.000Z', is_seller: true, replied: true }),
    item(2, { post_date: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-05T00:00:00.000Z', contact_status: S.cancelled }),
    item(3, { post_date: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z', property: { ...item(0, {}).property, property_id: 7 } }),
    item(4, { post_date: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', contact_status: S.paymentCompleted, is_seller: true }),
  ];
  const ids = (xs: ContactListItem[]) => xs.map((x) => x.contact_id);
  const unread = { '3': [11, 12], '1': [] };

  it('sorts by enquiry date (oldest first by default, ties by id), newest, or last update', () => {
    expect(ids(filterContacts(items, DEFAULT_ENQUIRY_FILTERS, {}))).toEqual([2, 3, 4, 1]);
    expect(ids(filterContacts(items, { ...DEFAULT_ENQUIRY_FILTERS, sort: 'post_date_desc' }, {}))).toEqual([1, 4, 3, 2]);
    expect(ids(filterContacts(items, { ...DEFAULT_ENQUIRY_FILTERS, sort: 'updated_desc' }, {}))).toEqual([3, 1, 2, 4]);
  });

  it('filters ended, unread, unreplied, side, status and property', () => {
    const f = DEFAULT_ENQUIRY_FILTERS;
    expect(ids(filterContacts(items, { ...f, hideEnded: true }, {}))).toEqual([3, 1]);
    expect(ids(filterContacts(items, { ...f, onlyUnread: true }, unread))).toEqual([3]);
    expect(ids(filterContacts(items, { ...f, onlyUnreplied: true }, {}))).toEqual([2, 3, 4]);
    expect(ids(filterContacts(items, { ...f, showSeller: false }, {}))).toEqual([2, 3]);
    expect(ids(filterContacts(items, { ...f, showBuyer: false }, {}))).toEqual([4, 1]);
    expect(ids(filterContacts(items, { ...f, status: S.cancelled }, {}))).toEqual([2]);
    expect(ids(filterContacts(items, { ...f, propertyId: 7 }, {}))).toEqual([3]);
    expect(filterContacts(items, { ...f, showBuyer: false, showSeller: false }, {})).toEqual([]);
  });

  it('does not change its input', () => {
    const before = ids(items);
    filterContacts(items, { ...DEFAULT_ENQUIRY_FILTERS, sort: 'post_date_desc' }, {});
    expect(ids(items)).toEqual(before);
  });
});
