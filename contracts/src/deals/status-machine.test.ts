import { DEAL_ACTIONS, DEAL_STATUS, DEAL_STATUSES, type DealContext, type DealStatusName, isDealActionAvailable } from '../deal-status';
import {
  allowedTransitionRules,
  DEAL_EXTRA_ACTIONS,
  DEAL_TRANSITION_RULES,
  dealContextFor,
  findAllowedRule,
  isExtraActionAvailable,
} from './status-machine';

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

describe('the deal transition table against the docs/product.md §4 buttons', () => {
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
