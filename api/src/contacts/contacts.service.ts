import { Injectable } from '@nestjs/common';
import {
  allowedTransitionRules,
  dealContextFor,
  isActiveEnquiry,
  MESSAGES,
  SEND_PARTY,
  todayIn,
  validateContactMemo,
  type ContactDetail,
  type ContactListItem,
  type ContactListResponse,
  type ContactMemoResponse,
  type PurchaseApplication,
  type UnreadCountResponse,
} from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { bool, withTransaction } from '../database/sql';
import { RealtimeService } from '../realtime/realtime.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UserMessagesRepository } from '../user-messages/user-messages.repository';
import { PartnersService } from '../partners/partners.service';
import { ConsultingRepository } from '../consulting/consulting.repository';
import { toListItem, type ContactRow } from './contact-rows';
import { ContactListCache, toCachedList, type CachedList } from './contact-list-cache';
import { ContactsRepository } from './contacts.repository';
import { dealErrors } from './deal-errors';
import { DealNotifier } from './deal.notifier';
import { partyOf } from './party';

/**
 * The viewer's contacts (docs/deals.md): the list with unread ids and counts, a listing's enquiries,
 * one contact with the moves allowed now, the header's unread total, and the viewer's own memo.
 * Every call sees only the contacts the user is a party of (anything else is 404).
 */
@Injectable()
export class ContactsService {
  private readonly listCache = new ContactListCache();

  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly userMessages: UserMessagesRepository,
    private readonly consulting: ConsultingRepository,
    private readonly partners: PartnersService,
    private readonly notifier: DealNotifier,
    realtime: RealtimeService,
  ) {
    realtime.onUserChanged((userId) => this.listCache.invalidate(userId));
  }

  /** GET /api/my-page/all-contacts, serialised (kept per user until a change of theirs; contact-list-cache.ts). */
  listJson(user: UserEntity): Promise<CachedList> {
    return this.listCache.get(user.id, async () => toCachedList(Buffer.from(JSON.stringify(await this.list(user)), 'utf8')));
  }

  private async rowsToItems(rows: ContactRow[], userId: number): Promise<ContactListItem[]> {
    const covers = await this.contacts.coverImages(rows.map((r) => Number(r.property_id)));
    return rows.map((r) => toListItem(r, userId, covers));
  }

  /** GET /api/my-page/all-contacts */
  async list(user: UserEntity): Promise<ContactListResponse> {
    // The reads are independent: run them side by side (MySQL pool; SQLite runs them in turn).
    const [rows, posted, unread, unreadOperator, unreadConsulting, partnerFields] = await Promise.all([
      this.contacts.contactRowsOf(user.id),
      this.contacts.postedPropertiesOf(user.id),
      this.contacts.unreadMessagesOf(user.id),
      // Unread messages from 家いちば事務局 (api/src/user-messages; their changes touch the realtime with contact null).
      this.userMessages.unreadOperatorIds(user.id),
      // Unread operator messages in the consulting threads, per thread id (api/src/consulting).
      this.consulting.unreadForUser(user.id),
      // The partner record and its reward requests waiting for the operator (api/src/partners).
      this.partners.contactListFields(user.id),
    ]);
    // ISO strings of one format compare as strings (no locale collation needed).
    const items = (await this.rowsToItems(rows, user.id)).sort((a, b) =>
      a.updated_at === b.updated_at ? b.id - a.id : a.updated_at < b.updated_at ? 1 : -1,
    );
    const all: Record<string, number[]> = {};
    const asSeller: Record<string, number[]> = {};
    for (const m of unread) {
      const key = String(m.contact_id);
      (all[key] ??= []).push(Number(m.id));
      if (Number(m.send_to) === SEND_PARTY.seller) (asSeller[key] ??= []).push(Number(m.id));
    }
    const consulting: Record<'property' | 'solution' | 'partner', Record<string, number[]>> = { property: {}, solution: {}, partner: {} };
    for (const m of unreadConsulting) (consulting[m.type][String(m.thread_id)] ??= []).push(Number(m.id));
    const sellerCount = items.filter((i) => i.is_seller).length;
    return {
      items,
      postedProperties: posted.map((p) => ({
        property_id: Number(p.id),
        title: p.title,
        is_published: bool(p.is_published),
        is_suspension: bool(p.is_suspension),
        is_stop_published: bool(p.is_stop_published),
      })),
      counts: {
        all: items.length,
        buyer: items.length - sellerCount,
        seller: sellerCount,
        active: items.filter((i) => isActiveEnquiry(i)).length,
        unread: unread.length,
      },
      noReadContactMessageIds: all,
      noReadUserMessageIds: unreadOperator.length > 0 ? { operator: unreadOperator } : {},
      noReadPropertyMessageIds: asSeller,
      noReadConsultingPropertyMessageIds: consulting.property,
      noReadConsultingSolutionMessageIds: consulting.solution,
      // A supporter's messages with the operator: its consulting thread of type 'partner'.
      noReadPartnerMessageIds: consulting.partner,
      noResponsePartnerRewardCount: partnerFields.noResponsePartnerRewardCount,
      partner: partnerFields.partner,
    };
  }

  /**
   * GET /api/my-page/unread-count — the header total, `unreadTotalOf` of the list above without
   * building it: unread deal messages to the user + unread messages from 家いちば事務局 + unread
   * operator messages in the consulting threads (the partner maps are always empty here).
   */
  async unreadCount(user: UserEntity): Promise<UnreadCountResponse> {
    const [messages, operator, consulting] = await Promise.all([
      this.contacts.countUnreadMessages(user.id),
      this.userMessages.countUnreadOperator(user.id),
      this.consulting.countUnreadForUser(user.id),
    ]);
    return { total: messages + operator + consulting };
  }

  /** GET /api/my-page/projects/:propertyId/contacts — the seller's enquiries on one of their listings. */
  async propertyContacts(user: UserEntity, propertyId: number): Promise<{ items: ContactListItem[] }> {
    if (!(await this.contacts.isOwnProperty(propertyId, user.id))) throw dealErrors.notFound();
    return { items: await this.rowsToItems(await this.contacts.propertyContactRows(user.id, propertyId), user.id) };
  }

  /** GET /api/my-page/contacts/:id */
  async detail(user: UserEntity, id: number): Promise<ContactDetail> {
    const row = await this.contacts.detailRow(id, user.id);
    if (!row) throw dealErrors.notFound();
    const [item] = await this.rowsToItems([row], user.id);
    const ctx = dealContextFor(
      { contact_status: row.contact_status, preview_date: row.preview_date, seller_messaged: bool(row.seller_messaged) },
      item.is_seller,
      todayIn(new Date()),
    );
    let application: PurchaseApplication | null = null;
    try {
      application = row.application ? (JSON.parse(row.application) as PurchaseApplication) : null;
    } catch {
      application = null;
    }
    return {
      ...item,
      application,
      last_reason: row.last_reason ?? null,
      allowed: allowedTransitionRules(ctx).map((r) => ({ transition: r.transition, via: r.via, label: r.label, requires: [...r.requires] })),
    };
  }

  /** POST /api/my-page/post-contact-memo — the viewer's own memo; per-field errors with 200 (§8). */
  async saveMemo(user: UserEntity, rawId: unknown, memo: unknown): Promise<ContactMemoResponse> {
    const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^[0-9]{1,10}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isInteger(id) || id < 1) return { success: false, errors: { contact_id: [MESSAGES.invalidId] } as { memo?: string[] } };
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const errors = validateContactMemo(memo);
    if (Object.keys(errors).length > 0) return { success: false, errors };
    const column = partyOf(c, user.id).isSeller ? 'seller_memo' : 'buyer_memo';
    await withTransaction(this.dataSource, async (m) => {
      if (!(await this.contacts.lockForParty(m, id, user.id))) throw dealErrors.notFound();
      await this.contacts.saveMemo(m, id, column, memo as string);
    });
    await this.notifier.changed([user.id], id);
    return { success: true, memo: memo as string };
  }
}
