import { Injectable } from '@nestjs/common';
import {
  dealContextFor,
  DEAL_STATUS,
  DEAL_TRANSITION_RULES,
  findAllowedRule,
  isDealEnded,
  isOpenForDecidedElsewhere,
  SEND_PARTY,
  todayIn,
  validateDealActionInput,
  type DealActionRequest,
  type DealButton,
  type DealTransitionRule,
  type DealStatusName,
  type PurchaseApplication,
  withdrawalDealNote,
} from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlTime, withTransaction } from '../database/sql';
import type { MailContent, MailSite } from '../mail/templates/layout';
import type { UserEntity } from '../users/entities/user.entity';
import { publicName } from './contact-rows';
import { ContactsRepository, type ContactState, type StatusMove } from './contacts.repository';
import { dealErrors, firstChars } from './deal-errors';
import { DealNotifier, type PreparedMail } from './deal.notifier';
import { partyOf, type Party } from './party';
import { dealStatusMail } from './templates/deal-mail';

const S = DEAL_STATUS;

/** A deal a move ended or changed, as it is announced after the transaction. */
export interface EndedDeal {
  id: number;
  propertyId: number;
  otherId: number;
  statusTo: DealStatusName;
  note: string;
}
const ELSEWHERE_NOTE = 'この物件は、ほかの方との商談が成立しました。';

/** The mail to a buyer whose enquiry closeDeal ended as 他決. */
function elsewhereMail(site: MailSite, to: string, propertyTitle: string, contactId: number): MailContent {
  return dealStatusMail(site, { to, from: '売主', propertyTitle, contactId, statusTo: DEAL_STATUS.decidedElsewhere, note: null });
}

/**
 * POST /api/my-page/contacts/:id/actions — the status moves of contracts' DEAL_TRANSITION_RULES.
 * One transaction per move: the listing row locked, then the contact row (the lock order shared with
 * enquiries), the version compared (409 when another move came first), the move, its status message,
 * its mails (queued with it), and for closeDeal / completePayment / cancel of a closed deal the other
 * enquiries and the listing.
 */
@Injectable()
export class DealWorkflowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly notifier: DealNotifier,
  ) {}

  async act(user: UserEntity, id: number, req: DealActionRequest & { via?: DealButton }): Promise<void> {
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const p = partyOf(c, user.id);
    if (req.version !== c.version) throw dealErrors.conflict();
    const ctx = dealContextFor(c, p.isSeller, todayIn(new Date()));
    const rule = findAllowedRule(ctx, req.transition, req.via);
    if (!rule || rule.via === null) throw dealErrors.notAllowed();
    const errors = validateDealActionInput(req, rule.requires, ctx.today);
    if (Object.keys(errors).length > 0) throw dealErrors.form(errors);
    const note = statusNote(rule, req);

    // The mails are read before the transaction and queued inside it (sent only if the move commits;
    // docs/mail.md): the other party's, and for closeDeal each open enquiry's buyer the move may end.
    const title = await this.contacts.propertyTitle(c.property_id);
    const fromName = publicName(user.lastName);
    const moveMail = await this.notifier.prepareMail(p.otherId, (site, to) =>
      dealStatusMail(site, { to, from: fromName, propertyTitle: title, contactId: id, statusTo: rule.to, note }),
    );
    const elsewhereMails = new Map<number, PreparedMail | null>();
    if (rule.transition === 'closeDeal') {
      for (const o of await this.contacts.otherContactsOfProperty(this.dataSource.manager, c.property_id, id)) {
        if (!isOpenForDecidedElsewhere(o.contact_status)) continue;
        elsewhereMails.set(Number(o.id), await this.notifier.prepareMail(Number(o.buyer_id), (site, to) => elsewhereMail(site, to, title, Number(o.id))));
      }
    }

    const otherBuyers = await withTransaction(this.dataSource, async (m) => {
      const others: { id: number; buyer_id: number; mailed: boolean }[] = [];
      await this.contacts.lockProperty(m, c.property_id);
      const locked = await this.contacts.lockForParty(m, id, user.id);
      if (!locked || locked.version !== req.version) throw dealErrors.conflict();
      const now = sqlTime();
      const moved = await this.applyMove(m, locked, user.id, p, rule, note, now, {
        ...(rule.requires.includes('previewDate') ? { preview: { date: req.preview_date as string, time: req.preview_time || null } } : {}),
        ...(rule.requires.includes('application') ? { application: JSON.stringify(normalizeApplication(req.application as PurchaseApplication)) } : {}),
        ...(rule.requires.includes('reason') ? { reason: req.reason?.trim() ?? null } : {}),
      });
      if (!moved) throw dealErrors.conflict();
      await this.notifier.queueMail(m, moveMail);
      if (rule.transition === 'closeDeal') {
        const rows = await this.contacts.otherContactsOfProperty(m, c.property_id, id);
        for (const o of rows.filter((x) => isOpenForDecidedElsewhere(x.contact_status))) {
          if (!(await this.contacts.endAsDecidedElsewhere(m, Number(o.id), o.contact_status, S.decidedElsewhere, ELSEWHERE_NOTE, now))) continue;
          const mail = elsewhereMails.get(Number(o.id));
          others.push({ id: Number(o.id), buyer_id: Number(o.buyer_id), mailed: mail !== undefined });
          if (mail) await this.notifier.queueMail(m, mail);
          await this.contacts.insertMessage(m, {
            contactId: Number(o.id),
            kind: 'status',
            from: SEND_PARTY.seller,
            to: SEND_PARTY.buyer,
            senderId: Number(c.seller_id),
            recipientId: Number(o.buyer_id),
            body: ELSEWHERE_NOTE,
            statusFrom: o.contact_status,
            statusTo: S.decidedElsewhere,
            now,
          });
        }
        await this.contacts.setPropertyDealState(m, c.property_id, 'under-contract', now);
      }
      if (rule.transition === 'completePayment') await this.contacts.setPropertyDealState(m, c.property_id, 'sold', now);
      return others;
    });
    if (['closeDeal', 'completePayment', 'cancel'].includes(rule.transition)) this.notifier.listingChanged();

    await this.notifier.changed([user.id, p.otherId], id);
    for (const o of otherBuyers) await this.notifier.changed([o.buyer_id, Number(c.seller_id)], o.id);
    // An enquiry made between the mails' reading and the move's lock is mailed after the commit.
    for (const o of otherBuyers.filter((x) => !x.mailed)) await this.notifier.mailTo(o.buyer_id, (site, to) => elsewhereMail(site, to, title, o.id));
  }

  /**
   * Withdrawal (退会, docs/accounts.md): ends every open deal of `userId`, as buyer and as seller,
   * with the cancel move — in the caller's transaction, each listing then contact locked in the
   * usual order, the move's status message (withdrawalDealNote) to the other party. Returns the
   * ended deals for `announceEnded` once the transaction committed.
   */
  async cancelAllOf(m: EntityManager, userId: number): Promise<EndedDeal[]> {
    const ended: EndedDeal[] = [];
    for (const open of await this.contacts.openContactsOf(m, userId)) {
      await this.contacts.lockProperty(m, open.property_id);
      const locked = await this.contacts.lockForParty(m, open.id, userId);
      if (!locked || isDealEnded(locked.contact_status)) continue;
      const p = partyOf(locked, userId);
      const rule = DEAL_TRANSITION_RULES.find((r) => r.transition === 'cancel' && r.side === (p.isSeller ? 'seller' : 'buyer')) as DealTransitionRule;
      const note = withdrawalDealNote(p.isSeller);
      if (!(await this.applyMove(m, locked, userId, p, rule, note, sqlTime(), {}))) continue;
      ended.push({ id: locked.id, propertyId: locked.property_id, otherId: p.otherId, statusTo: rule.to, note });
    }
    return ended;
  }

  /** After `cancelAllOf` committed: both parties' pages and lists reload, the listings cache drops, the other party is mailed. */
  async announceEnded(userId: number, fromName: string, ended: readonly EndedDeal[]): Promise<void> {
    if (ended.length > 0) this.notifier.listingChanged();
    for (const e of ended) await this.announce(userId, fromName, e);
  }

  /**
   * A status move of `locked` and its status message (one transaction, the caller's). A cancel of a
   * closed deal opens the listing again (the 他決 enquiries stay ended). False when another move came first.
   */
  private async applyMove(
    m: EntityManager,
    locked: ContactState,
    userId: number,
    p: Party,
    rule: DealTransitionRule,
    note: string,
    now: string,
    extra: Pick<StatusMove, 'preview' | 'application' | 'reason'>,
  ): Promise<boolean> {
    const moved = await this.contacts.move(m, locked.id, locked.version, { to: rule.to, side: p.side, now, note: firstChars(note, 200), ...extra });
    if (!moved) return false;
    await this.contacts.insertMessage(m, {
      contactId: locked.id,
      kind: 'status',
      from: p.side,
      to: p.otherSide,
      senderId: userId,
      recipientId: p.otherId,
      body: note,
      statusFrom: locked.contact_status,
      statusTo: rule.to,
      now,
    });
    if (rule.transition === 'cancel' && locked.contact_status === S.dealClosed) await this.contacts.setPropertyDealState(m, locked.property_id, 'published', now);
    return true;
  }

  /** A committed move told: both parties' pages (realtime) and a mail to the other party. */
  private async announce(userId: number, fromName: string, e: EndedDeal): Promise<void> {
    await this.notifier.changed([userId, e.otherId], e.id);
    const title = await this.contacts.propertyTitle(e.propertyId);
    await this.notifier.mailTo(e.otherId, (site, to) =>
      dealStatusMail(site, { to, from: fromName, propertyTitle: title, contactId: e.id, statusTo: e.statusTo, note: e.note }),
    );
  }
}

function normalizeApplication(a: PurchaseApplication): PurchaseApplication {
  return {
    offer_price_man_yen: a.offer_price_man_yen,
    name: a.name.trim(),
    name_kana: a.name_kana.trim(),
    zipcode: a.zipcode,
    address: a.address.trim(),
    phone: a.phone,
    payment_method: a.payment_method,
    desired_settlement_date: a.desired_settlement_date,
    note: (a.note ?? '').trim(),
  };
}

/** The text of the status message recorded for a move (plain text). */
export function statusNote(rule: DealTransitionRule, req: DealActionRequest): string {
  const who = rule.side === 'seller' ? '売主' : '買主';
  const lines = [`${who}が「${rule.label}」を行いました。（${rule.to}）`];
  if (rule.requires.includes('previewDate') && req.preview_date) lines.push(`内覧希望日：${req.preview_date}${req.preview_time ? ` ${req.preview_time}` : ''}`);
  if (rule.requires.includes('application') && req.application) lines.push(`購入希望価格：${req.application.offer_price_man_yen}万円`);
  if (req.reason && req.reason.trim() !== '') lines.push(`理由：${req.reason.trim()}`);
  if (req.message && req.message.trim() !== '') lines.push(req.message.trim());
  return lines.join('\n');
}
