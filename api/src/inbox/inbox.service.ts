import { Injectable } from '@nestjs/common';
import { isActiveEnquiry, SEND_PARTY, type ContactListResponse, type UnreadCountResponse } from '@akiya/contracts';
import { ConsultingRepository } from '../consulting/consulting.repository';
import { ContactsService } from '../contacts/contacts.service';
import { bool } from '../database/sql';
import { unreadIdsByThread } from '../message-threads/unread-ids';
import { PartnersService } from '../partners/partners.service';
import { RealtimeService } from '../realtime/realtime.service';
import { UserMessagesRepository } from '../user-messages/user-messages.repository';
import type { UserEntity } from '../users/entities/user.entity';
import { ContactListCache, toCachedList, type CachedList } from './contact-list-cache';
import { InboxRepository } from './inbox.repository';

/**
 * The combined inbox of the my-page (docs/deals.md): every contact of the user with unread ids and
 * counts, and the unread ids of the other threads — 家いちば事務局's messages, the consulting and
 * partner threads — plus the header's unread total. Each thread kind answers for its own rows.
 */
@Injectable()
export class InboxService {
  private readonly listCache = new ContactListCache();

  constructor(
    private readonly inbox: InboxRepository,
    private readonly contacts: ContactsService,
    private readonly userMessages: UserMessagesRepository,
    private readonly consulting: ConsultingRepository,
    private readonly partners: PartnersService,
    realtime: RealtimeService,
  ) {
    realtime.onUserChanged((userId) => this.listCache.invalidate(userId));
  }

  /** GET /api/my-page/all-contacts, serialised (kept per user until a change of theirs; contact-list-cache.ts). */
  listJson(user: UserEntity): Promise<CachedList> {
    return this.listCache.get(user.id, async () => toCachedList(Buffer.from(JSON.stringify(await this.list(user)), 'utf8')));
  }

  /** GET /api/my-page/all-contacts */
  async list(user: UserEntity): Promise<ContactListResponse> {
    // The reads are independent: run them side by side (MySQL pool; SQLite runs them in turn).
    const [rows, posted, unread, unreadOperator, unreadConsulting, partnerFields] = await Promise.all([
      this.inbox.contactRowsOf(user.id),
      this.inbox.postedPropertiesOf(user.id),
      this.inbox.unreadMessagesOf(user.id),
      // Unread messages from 家いちば事務局 (api/src/user-messages; their changes touch the realtime with contact null).
      this.userMessages.unreadOperatorIds(user.id),
      // Unread operator messages in the consulting threads, per thread id (api/src/consulting).
      this.consulting.unreadForUser(user.id),
      // The partner record and its reward requests waiting for the operator (api/src/partners).
      this.partners.contactListFields(user.id),
    ]);
    // ISO strings of one format compare as strings (no locale collation needed).
    const items = (await this.contacts.rowsToItems(rows, user.id)).sort((a, b) =>
      a.updated_at === b.updated_at ? b.id - a.id : a.updated_at < b.updated_at ? 1 : -1,
    );
    const byContact = (m: { contact_id: number }) => m.contact_id;
    const byThread = (m: { thread_id: number }) => m.thread_id;
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
      noReadContactMessageIds: unreadIdsByThread(unread, byContact),
      noReadUserMessageIds: unreadOperator.length > 0 ? { operator: unreadOperator } : {},
      noReadPropertyMessageIds: unreadIdsByThread(unread, byContact, (m) => Number(m.send_to) === SEND_PARTY.seller),
      noReadConsultingPropertyMessageIds: unreadIdsByThread(unreadConsulting, byThread, (m) => m.type === 'property'),
      noReadConsultingSolutionMessageIds: unreadIdsByThread(unreadConsulting, byThread, (m) => m.type === 'solution'),
      // A supporter's messages with the operator: its consulting thread of type 'partner'.
      noReadPartnerMessageIds: unreadIdsByThread(unreadConsulting, byThread, (m) => m.type === 'partner'),
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
      this.inbox.countUnreadMessages(user.id),
      this.userMessages.countUnreadOperator(user.id),
      this.consulting.countUnreadForUser(user.id),
    ]);
    return { total: messages + operator + consulting };
  }
}
