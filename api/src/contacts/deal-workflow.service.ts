import { Injectable } from '@nestjs/common';
import {
  dealContextFor,
  DEAL_STATUS,
  findAllowedRule,
  isOpenForDecidedElsewhere,
  SEND_PARTY,
  todayIn,
  validateDealActionInput,
  type DealActionRequest,
  type DealButton,
  type DealTransitionRule,
  type PurchaseApplication,
} from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { sqlTime, withTransaction } from '../database/sql';
import type { UserEntity } from '../users/entities/user.entity';
import { publicName } from './contact-rows';
import { ContactsRepository } from './contacts.repository';
import { dealErrors, firstChars } from './deal-errors';
import { DealNotifier } from './deal.notifier';
import { partyOf } from './party';
import { dealStatusMail } from './templates/deal-mail';

const S = DEAL_STATUS;
const ELSEWHERE_NOTE = 'この物件は、ほかの方との商談が成立しました。';

/**
 * POST /api/my-page/contacts/:id/actions — the status moves of contracts' DEAL_TRANSITION_RULES.
 * One transaction per move: the listing row locked, then the contact row (the lock order shared with
 * enquiries), the version compared (409 when another move came first), the move, its status message,
 * and for closeDeal / completePayment / cancel of a closed deal the other enquiries and the listing.
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

    const otherBuyers = await withTransaction(this.dataSource, async (m) => {
      const others: { id: number; buyer_id: number }[] = [];
      await this.contacts.lockProperty(m, c.property_id);
      const locked = await this.contacts.lockForParty(m, id, user.id);
      if (!locked || locked.version !== req.version) throw dealErrors.conflict();
      const now = sqlTime();
      const moved = await this.contacts.move(m, id, req.version, {
        to: rule.to,
        side: p.side,
        now,
        note: firstChars(note, 200),
        ...(rule.requires.includes('previewDate') ? { preview: { date: req.preview_date as string, time: req.preview_time || null } } : {}),
        ...(rule.requires.includes('application') ? { application: JSON.stringify(normalizeApplication(req.application as PurchaseApplication)) } : {}),
        ...(rule.requires.includes('reason') ? { reason: req.reason?.trim() ?? null } : {}),
      });
      if (!moved) throw dealErrors.conflict();
      await this.contacts.insertMessage(m, {
        contactId: id,
        kind: 'status',
        from: p.side,
        to: p.otherSide,
        senderId: user.id,
        recipientId: p.otherId,
        body: note,
        statusFrom: locked.contact_status,
        statusTo: rule.to,
        now,
      });
      if (rule.transition === 'closeDeal') {
        const rows = await this.contacts.otherContactsOfProperty(m, c.property_id, id);
        for (const o of rows.filter((x) => isOpenForDecidedElsewhere(x.contact_status))) {
          if (!(await this.contacts.endAsDecidedElsewhere(m, Number(o.id), o.contact_status, S.decidedElsewhere, ELSEWHERE_NOTE, now))) continue;
          others.push({ id: Number(o.id), buyer_id: Number(o.buyer_id) });
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
      // The closed deal fell through: the listing is open again (the 他決 enquiries stay ended).
      if (rule.transition === 'cancel' && locked.contact_status === S.dealClosed) await this.contacts.setPropertyDealState(m, c.property_id, 'published', now);
      return others;
    });
    if (['closeDeal', 'completePayment', 'cancel'].includes(rule.transition)) this.notifier.listingChanged();

    await this.notifier.changed([user.id, p.otherId], id);
    for (const o of otherBuyers) await this.notifier.changed([o.buyer_id, Number(c.seller_id)], o.id);
    const title = await this.contacts.propertyTitle(c.property_id);
    await this.notifier.mailTo(p.otherId, (site, to) =>
      dealStatusMail(site, { to, from: publicName(user.lastName), propertyTitle: title, contactId: id, statusTo: rule.to, note }),
    );
    for (const o of otherBuyers) {
      await this.notifier.mailTo(o.buyer_id, (site, to) =>
        dealStatusMail(site, { to, from: '売主', propertyTitle: title, contactId: o.id, statusTo: S.decidedElsewhere, note: null }),
      );
    }
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
