import { Injectable, Logger } from '@nestjs/common';
import {
  allowedTransitionRules,
  canSendMessage,
  CLIENT_ID_RE,
  codePointLength,
  contactThreadPath,
  DEAL_BUTTONS_ALL,
  DEAL_LIMITS,
  DEAL_MESSAGES,
  DEAL_STATUS,
  DEAL_TRANSITIONS,
  dealContextFor,
  findAllowedRule,
  formatMessage,
  isActiveEnquiry,
  isOpenForDecidedElsewhere,
  MESSAGES,
  SEND_PARTY,
  todayIn,
  validateContactMemo,
  validateDealActionInput,
  type ContactDetail,
  type ContactListItem,
  type ContactListResponse,
  type ContactMemoResponse,
  type DealActionRequest,
  type DealButton,
  type DealMessage,
  type DealMessagePage,
  type DealStatusName,
  type DealTransition,
  type DealTransitionRule,
  type EnquiryResponse,
  type MessageAttachment,
  type PurchaseApplication,
} from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import type { MailContent, MailSite } from '../mail/templates/layout';
import { MailPreferencesService } from '../mail-preferences/mail-preferences.service';
import { sniffType } from '../posting/photo-type';
import { PropertiesService } from '../properties/properties.service';
import { RealtimeService } from '../realtime/realtime.service';
import type { UserEntity } from '../users/entities/user.entity';
import { AttachmentStore, ATTACHMENT_MIME_TYPES } from './attachment-store';
import {
  attachmentUrl,
  bool,
  CONTACT_ROW_COLUMNS,
  MESSAGE_COLUMNS,
  publicName,
  toListItem,
  toMessage,
  type ContactRow,
  type MessageRow,
} from './contact-rows';
import type { MessageFile } from './message-form';
import { ContactListCache, toCachedList, type CachedList } from './contact-list-cache';
import { dealMessageMail, dealStatusMail, enquiryMail } from './templates/deal-mail';

const S = DEAL_STATUS;

/** The contact as stored (the columns the rules need). */
interface ContactState {
  id: number;
  buyer_id: number;
  seller_id: number;
  property_id: number;
  contact_status: DealStatusName;
  version: number;
  preview_date: string | null;
  preview_time: string | null;
  application: string | null;
  last_reason: string | null;
  seller_messaged: boolean;
}

interface Party {
  isSeller: boolean;
  side: number;
  otherSide: number;
  otherId: number;
}

function partyOf(c: ContactState, userId: number): Party {
  const isSeller = Number(c.seller_id) === userId;
  return {
    isSeller,
    side: isSeller ? SEND_PARTY.seller : SEND_PARTY.buyer,
    otherSide: isSeller ? SEND_PARTY.buyer : SEND_PARTY.seller,
    otherId: isSeller ? Number(c.buyer_id) : Number(c.seller_id),
  };
}

const notFound = () => new ApiError(404, MESSAGES.notFound);
const formError = (errors: Record<string, string>) =>
  new ApiError(400, MESSAGES.formError, Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

function firstChars(s: string, n: number): string {
  const chars = [...s];
  return chars.length > n ? chars.slice(0, n).join('') : s;
}

/** A mail to send once the transaction committed. */
interface PendingMail {
  userId: number;
  build: (site: MailSite, to: string) => MailContent;
}

/**
 * The deal workflow (docs/deals.md): enquiries, the contact list, threads, messages with attachments,
 * memos and the status moves of contracts' DEAL_TRANSITION_RULES. Every call is made as one user and
 * sees only the contacts that user is a party of (anything else is 404).
 */
@Injectable()
export class ContactsService {
  private readonly logger = new Logger('Deals');
  readonly attachments: AttachmentStore;
  /** Serialises the enquiries of one buyer on one property in this process (no duplicate contact). */
  private readonly enquiryLocks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly properties: PropertiesService,
    private readonly mail: MailService,
    private readonly prefs: MailPreferencesService,
    private readonly realtime: RealtimeService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.attachments = new AttachmentStore(config.dataDir);
    realtime.onUserChanged((userId) => this.listCache.invalidate(userId));
  }

  private readonly listCache = new ContactListCache();

  /** GET /api/my-page/all-contacts, serialised (kept per user until a change of theirs; contact-list-cache.ts). */
  listJson(user: UserEntity): Promise<CachedList> {
    return this.listCache.get(user.id, async () => toCachedList(Buffer.from(JSON.stringify(await this.list(user)), 'utf8')));
  }

  private get site(): MailSite {
    return { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail };
  }

  private today(): string {
    return todayIn(new Date());
  }

  // -------------------------------------------------------------------------
  // Reading
  // -------------------------------------------------------------------------

  private async state(id: number, userId: number, manager: EntityManager = this.dataSource.manager): Promise<ContactState> {
    const rows: ContactState[] = await manager.query(
      `SELECT id, buyer_id, seller_id, property_id, contact_status, version, preview_date, preview_time, application, last_reason, seller_messaged
       FROM contacts WHERE id = ? AND (buyer_id = ? OR seller_id = ?)`,
      [id, userId, userId],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return { ...row, id: Number(row.id), version: Number(row.version), seller_messaged: bool(row.seller_messaged) };
  }

  private async coverImages(propertyIds: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const ids = [...new Set(propertyIds)];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows: { property_id: number; path: string }[] = await this.dataSource.query(
        `SELECT property_id, path FROM property_images WHERE property_id IN (${chunk.map(() => '?').join(',')}) ORDER BY property_id, sort, id`,
        chunk,
      );
      for (const r of rows) if (!out.has(Number(r.property_id))) out.set(Number(r.property_id), r.path);
    }
    return out;
  }

  private async rowsToItems(rows: ContactRow[], userId: number): Promise<ContactListItem[]> {
    const covers = await this.coverImages(rows.map((r) => Number(r.property_id)));
    return rows.map((r) => toListItem(r, userId, covers));
  }

  /** GET /api/my-page/all-contacts */
  async list(user: UserEntity): Promise<ContactListResponse> {
    // The three reads are independent: run them side by side (MySQL pool; SQLite runs them in turn).
    const [rows, posted, unread, unreadOperator] = await Promise.all([
      this.dataSource.query(
        `SELECT ${CONTACT_ROW_COLUMNS} FROM contacts c JOIN properties p ON p.id = c.property_id JOIN users o ON o.id = c.seller_id WHERE c.buyer_id = ?
         UNION ALL
         SELECT ${CONTACT_ROW_COLUMNS} FROM contacts c JOIN properties p ON p.id = c.property_id JOIN users o ON o.id = c.buyer_id WHERE c.seller_id = ?`,
        [user.id, user.id],
      ) as Promise<ContactRow[]>,
      this.dataSource.query('SELECT id, title, is_published, is_suspension, is_stop_published FROM properties WHERE seller_id = ? ORDER BY id DESC', [
        user.id,
      ]) as Promise<{ id: number; title: string; is_published: unknown; is_suspension: unknown; is_stop_published: unknown }[]>,
      this.dataSource.query('SELECT id, contact_id, send_to FROM contact_messages WHERE recipient_id = ? AND read_at IS NULL ORDER BY id', [
        user.id,
      ]) as Promise<{ id: number; contact_id: number; send_to: number }[]>,
      // Unread messages from 家いちば事務局 (api/src/user-messages; their changes touch the realtime with contact null).
      this.dataSource.query('SELECT id FROM user_messages WHERE user_id = ? AND from_operator = ? AND read_at IS NULL ORDER BY id', [
        user.id,
        1,
      ]) as Promise<{ id: number }[]>,
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
      noReadUserMessageIds: unreadOperator.length > 0 ? { operator: unreadOperator.map((m) => Number(m.id)) } : {},
      noReadPropertyMessageIds: asSeller,
      noReadConsultingPropertyMessageIds: {},
      noReadConsultingSolutionMessageIds: {},
      noReadPartnerMessageIds: {},
      noResponsePartnerRewardCount: 0,
      partner: null,
    };
  }

  /** GET /api/my-page/projects/:propertyId/contacts — the seller's enquiries on one of their listings. */
  async propertyContacts(user: UserEntity, propertyId: number): Promise<{ items: ContactListItem[] }> {
    const own: unknown[] = await this.dataSource.query('SELECT id FROM properties WHERE id = ? AND seller_id = ?', [propertyId, user.id]);
    if (own.length === 0) throw notFound();
    const rows: ContactRow[] = await this.dataSource.query(
      `SELECT ${CONTACT_ROW_COLUMNS} FROM contacts c JOIN properties p ON p.id = c.property_id JOIN users o ON o.id = c.buyer_id
       WHERE c.seller_id = ? AND c.property_id = ? ORDER BY c.id DESC`,
      [user.id, propertyId],
    );
    return { items: await this.rowsToItems(rows, user.id) };
  }

  /** GET /api/my-page/contacts/:id */
  async detail(user: UserEntity, id: number): Promise<ContactDetail> {
    const rows: (ContactRow & { application: string | null; last_reason: string | null })[] = await this.dataSource.query(
      `SELECT ${CONTACT_ROW_COLUMNS}, c.application, c.last_reason FROM contacts c JOIN properties p ON p.id = c.property_id
       JOIN users o ON o.id = (CASE WHEN c.seller_id = ? THEN c.buyer_id ELSE c.seller_id END)
       WHERE c.id = ? AND (c.buyer_id = ? OR c.seller_id = ?)`,
      [user.id, id, user.id, user.id],
    );
    const row = rows[0];
    if (!row) throw notFound();
    const [item] = await this.rowsToItems([row], user.id);
    const ctx = dealContextFor(
      { contact_status: row.contact_status, preview_date: row.preview_date, seller_messaged: bool(row.seller_messaged) },
      item.is_seller,
      this.today(),
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

  private async attachmentsOf(messageIds: number[]): Promise<Map<number, MessageAttachment[]>> {
    const out = new Map<number, MessageAttachment[]>();
    if (messageIds.length === 0) return out;
    const rows: { id: number; message_id: number; name: string; size: number; mime: string }[] = await this.dataSource.query(
      `SELECT id, message_id, name, size, mime FROM message_attachments WHERE message_id IN (${messageIds.map(() => '?').join(',')}) ORDER BY id`,
      messageIds,
    );
    for (const r of rows) {
      const list = out.get(Number(r.message_id)) ?? [];
      list.push({ id: Number(r.id), name: r.name, size: Number(r.size), mime: r.mime, url: attachmentUrl(Number(r.id)) });
      out.set(Number(r.message_id), list);
    }
    return out;
  }

  private async messagesByIds(ids: number[]): Promise<DealMessage[]> {
    if (ids.length === 0) return [];
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM contact_messages m WHERE m.id IN (${ids.map(() => '?').join(',')}) ORDER BY m.id`,
      ids,
    );
    const att = await this.attachmentsOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => toMessage(r, att.get(Number(r.id)) ?? []));
  }

  /** GET /api/my-page/contacts/:id/messages — newest page first; items oldest → newest. */
  async messages(user: UserEntity, id: number, before: number | null, limit: number): Promise<DealMessagePage> {
    await this.state(id, user.id);
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT ${MESSAGE_COLUMNS} FROM contact_messages m WHERE m.contact_id = ?${before ? ' AND m.id < ?' : ''} ORDER BY m.id DESC LIMIT ${limit + 1}`,
      before ? [id, before] : [id],
    );
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    const att = await this.attachmentsOf(page.map((r) => Number(r.id)));
    return { items: page.map((r) => toMessage(r, att.get(Number(r.id)) ?? [])), hasMore };
  }

  /** GET /api/my-page/attachments/:id — the file, for the two parties only. */
  async attachment(user: UserEntity, id: number): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const rows: { name: string; mime: string; storage_key: string }[] = await this.dataSource.query(
      `SELECT a.name, a.mime, a.storage_key FROM message_attachments a JOIN contacts c ON c.id = a.contact_id
       WHERE a.id = ? AND (c.buyer_id = ? OR c.seller_id = ?)`,
      [id, user.id, user.id],
    );
    const row = rows[0];
    if (!row) throw notFound();
    try {
      return { name: row.name, mime: row.mime, bytes: await this.attachments.read(row.storage_key) };
    } catch {
      throw notFound();
    }
  }

  // -------------------------------------------------------------------------
  // Enquiry
  // -------------------------------------------------------------------------

  private checkMessageInput(body: unknown, clientId: unknown, max: number, allowEmpty: boolean): { body: string; clientId: string } {
    const errors: Record<string, string> = {};
    if (typeof body !== 'string' || (!allowEmpty && body.trim() === '')) errors[allowEmpty ? 'body' : 'message'] = DEAL_MESSAGES.messageRequired;
    else if (codePointLength(body) > max) errors[allowEmpty ? 'body' : 'message'] = formatMessage(MESSAGES.maxLength, { length: max });
    if (typeof clientId !== 'string' || !CLIENT_ID_RE.test(clientId)) errors.clientId = DEAL_MESSAGES.clientIdInvalid;
    if (Object.keys(errors).length > 0) throw formError(errors);
    return { body: (body as string).replace(/\r\n?/g, '\n'), clientId: clientId as string };
  }

  /** POST /api/contact/project/:id — a buyer's enquiry: a new contact in 商談開始前, or a message on their open one. */
  async enquire(user: UserEntity, propertyId: number, rawMessage: unknown, rawClientId: unknown): Promise<EnquiryResponse> {
    const input = this.checkMessageInput(rawMessage, rawClientId, DEAL_LIMITS.enquiryMaxLength, false);
    const props: { id: number; title: string; seller_id: number; reception: unknown; is_suspension: unknown }[] = await this.dataSource.query(
      `SELECT id, title, seller_id, reception, is_suspension FROM properties
       WHERE id = ? AND is_published = 1 AND is_stop_published = 0 AND published_at IS NOT NULL`,
      [propertyId],
    );
    const property = props[0];
    if (!property) throw notFound();
    if (Number(property.seller_id) === user.id) throw new ApiError(400, DEAL_MESSAGES.ownProperty, undefined, { code: 'own-property' });

    const key = `${user.id}:${propertyId}`;
    const previous = this.enquiryLocks.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => this.enquireLocked(user, property, input));
    this.enquiryLocks.set(key, run);
    try {
      return await run;
    } finally {
      if (this.enquiryLocks.get(key) === run) this.enquiryLocks.delete(key);
    }
  }

  private async enquireLocked(
    user: UserEntity,
    property: { id: number; title: string; seller_id: number; reception: unknown; is_suspension: unknown },
    input: { body: string; clientId: string },
  ): Promise<EnquiryResponse> {
    const propertyId = Number(property.id);
    const sellerId = Number(property.seller_id);
    // A retry of an enquiry already made returns it.
    const done: { id: number; contact_id: number }[] = await this.dataSource.query(
      `SELECT m.id, m.contact_id FROM contact_messages m JOIN contacts c ON c.id = m.contact_id
       WHERE c.buyer_id = ? AND c.property_id = ? AND m.sender_id = ? AND m.client_id = ?`,
      [user.id, propertyId, user.id, input.clientId],
    );
    if (done[0]) {
      const [message] = await this.messagesByIds([Number(done[0].id)]);
      return { success: true, contact_id: Number(done[0].contact_id), redirect: contactThreadPath(Number(done[0].contact_id)), message };
    }
    const open: { id: number; contact_status: DealStatusName }[] = await this.dataSource.query(
      'SELECT id, contact_status FROM contacts WHERE buyer_id = ? AND property_id = ? ORDER BY id DESC',
      [user.id, propertyId],
    );
    const existing = open.find((c) => canSendMessage(c.contact_status));
    if (existing) {
      const message = await this.send(user, Number(existing.id), input.body, input.clientId, []);
      return { success: true, contact_id: Number(existing.id), redirect: contactThreadPath(Number(existing.id)), message };
    }
    if (!bool(property.reception) || bool(property.is_suspension)) {
      throw new ApiError(400, DEAL_MESSAGES.notReceiving, undefined, { code: 'not-receiving' });
    }
    const now = sqlTime(new Date());
    const { contactId, messageId } = await this.dataSource.transaction(async (m) => {
      const contactId = await insertRow(m, 'contacts', {
          buyer_id: user.id,
          seller_id: sellerId,
          property_id: propertyId,
          contact_status: S.beforeNegotiation,
          version: 1,
          seller_messaged: 0,
          last_message_from: SEND_PARTY.buyer,
          last_message_at: now,
          last_message_body: firstChars(input.body, 200),
          created_at: now,
          updated_at: now,
      });
      const messageId = await this.insertMessage(m, {
        contactId,
        kind: 'text',
        from: SEND_PARTY.buyer,
        to: SEND_PARTY.seller,
        senderId: user.id,
        recipientId: sellerId,
        body: input.body,
        clientId: input.clientId,
        now,
      });
      await m.query('UPDATE contacts SET last_message_id = ? WHERE id = ?', [messageId, contactId]);
      await m.query('UPDATE properties SET contact_count = contact_count + 1 WHERE id = ?', [propertyId]);
      return { contactId, messageId };
    });
    this.properties.invalidate();
    await this.realtime.touch([user.id, sellerId], contactId);
    await this.mailTo(sellerId, (site, to) =>
      enquiryMail(site, { to, from: publicName(user.lastName), propertyTitle: property.title, contactId, body: input.body }),
    );
    const [message] = await this.messagesByIds([messageId]);
    return { success: true, contact_id: contactId, redirect: contactThreadPath(contactId), message };
  }

  private async insertMessage(
    m: EntityManager,
    v: {
      contactId: number;
      kind: 'text' | 'status';
      from: number;
      to: number;
      senderId: number;
      recipientId: number;
      body: string;
      clientId?: string | null;
      statusFrom?: DealStatusName | null;
      statusTo?: DealStatusName | null;
      now: string;
    },
  ): Promise<number> {
    return insertRow(m, 'contact_messages', {
        contact_id: v.contactId,
        kind: v.kind,
        send_from: v.from,
        send_to: v.to,
        sender_id: v.senderId,
        recipient_id: v.recipientId,
        body: v.body,
        status_from: v.statusFrom ?? null,
        status_to: v.statusTo ?? null,
        client_id: v.clientId ?? null,
        created_at: v.now,
        read_at: null,
    });
  }

  // -------------------------------------------------------------------------
  // Messages
  // -------------------------------------------------------------------------

  /** POST /api/my-page/contacts/:id/messages (already validated by `sendForm`). Idempotent by clientId. */
  async send(user: UserEntity, id: number, body: string, clientId: string, files: MessageFile[]): Promise<DealMessage> {
    const c = await this.state(id, user.id);
    const p = partyOf(c, user.id);
    const retry = await this.byClientId(id, user.id, clientId);
    if (retry) return retry;
    if (!canSendMessage(c.contact_status)) throw new ApiError(400, DEAL_MESSAGES.ended, undefined, { code: 'deal-ended' });

    const typed: { file: MessageFile; mime: string; ext: string }[] = [];
    for (const file of files) {
      const type = await sniffType(file.bytes);
      const ext = type ? ATTACHMENT_MIME_TYPES[type.mime] : undefined;
      if (!type || !ext) throw new ApiError(400, MESSAGES.formError, { files: [DEAL_MESSAGES.attachmentType] });
      typed.push({ file, mime: type.mime, ext });
    }
    const keys: string[] = [];
    for (const t of typed) keys.push(await this.attachments.save(id, t.ext, t.file.bytes));

    const now = sqlTime(new Date());
    let started = false;
    let messageId: number;
    try {
      messageId = await this.dataSource.transaction(async (m) => {
        const messageId = await this.insertMessage(m, {
          contactId: id,
          kind: 'text',
          from: p.side,
          to: p.otherSide,
          senderId: user.id,
          recipientId: p.otherId,
          body,
          clientId,
          now,
        });
        for (let i = 0; i < typed.length; i++) {
          await insertRow(m, 'message_attachments', {
              message_id: messageId,
              contact_id: id,
              name: firstChars(typed[i].file.filename || `attachment.${typed[i].ext}`, 255),
              mime: typed[i].mime,
              size: typed[i].file.bytes.length,
              storage_key: keys[i],
              created_at: now,
          });
        }
        const preview = body.trim() === '' && typed.length > 0 ? `（添付ファイル ${typed.length}件）` : firstChars(body, 200);
        await m.query(
          `UPDATE contacts SET last_message_id = ?, last_message_from = ?, last_message_at = ?, last_message_body = ?, updated_at = ?${
            p.isSeller ? ', seller_messaged = 1' : ''
          } WHERE id = ?`,
          [messageId, p.side, now, preview, now, id],
        );
        // The seller's first message starts the negotiation (startNegotiation, implicit).
        if (p.isSeller && c.contact_status === S.beforeNegotiation) {
          const moved = await run(
            m,
            'UPDATE contacts SET contact_status = ?, version = version + 1 WHERE id = ? AND contact_status = ?',
            [S.negotiationStarted, id, S.beforeNegotiation],
          );
          if (moved.affected > 0) {
            started = true;
            await this.insertMessage(m, {
              contactId: id,
              kind: 'status',
              from: SEND_PARTY.seller,
              to: SEND_PARTY.buyer,
              senderId: user.id,
              recipientId: p.otherId,
              body: '売主が返信し、商談が始まりました。',
              statusFrom: S.beforeNegotiation,
              statusTo: S.negotiationStarted,
              now,
            });
          }
        }
        return messageId;
      });
    } catch (error) {
      await this.attachments.remove(keys).catch(() => undefined);
      if (isUniqueViolation(error)) {
        const again = await this.byClientId(id, user.id, clientId);
        if (again) return again;
      }
      throw error;
    }
    await this.realtime.touch([user.id, p.otherId], id);
    const [message] = await this.messagesByIds([messageId]);
    const title = await this.propertyTitle(c.property_id);
    await this.mailTo(p.otherId, (site, to) =>
      dealMessageMail(site, { to, from: publicName(user.lastName), propertyTitle: title, contactId: id, body, attachments: typed.length }),
    );
    if (started) this.logger.log(`contact ${id}: negotiation started by the seller's first message`);
    return message;
  }

  /** Validates the raw form of a message and sends it. */
  async sendForm(user: UserEntity, id: number, fields: Record<string, string>, files: MessageFile[]): Promise<DealMessage> {
    for (const k of Object.keys(fields)) {
      if (k !== 'body' && k !== 'clientId') throw formError({ [k]: MESSAGES.unknownParameter });
    }
    const body = fields.body ?? '';
    if (body.trim() === '' && files.length === 0) {
      const errors: Record<string, string> = { body: DEAL_MESSAGES.messageRequired };
      if (!CLIENT_ID_RE.test(fields.clientId ?? '')) errors.clientId = DEAL_MESSAGES.clientIdInvalid;
      throw formError(errors);
    }
    const input = this.checkMessageInput(body, fields.clientId, DEAL_LIMITS.messageMaxLength, true);
    return this.send(user, id, input.body, input.clientId, files);
  }

  private async byClientId(contactId: number, senderId: number, clientId: string): Promise<DealMessage | null> {
    const rows: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM contact_messages WHERE contact_id = ? AND sender_id = ? AND client_id = ?',
      [contactId, senderId, clientId],
    );
    if (!rows[0]) return null;
    const [message] = await this.messagesByIds([Number(rows[0].id)]);
    return message ?? null;
  }

  /** POST /api/my-page/contacts/:id/read — marks the messages to the viewer read. */
  async markRead(user: UserEntity, id: number): Promise<{ success: true; read: number }> {
    const c = await this.state(id, user.id);
    const read = (
      await run(this.dataSource.manager, 'UPDATE contact_messages SET read_at = ? WHERE contact_id = ? AND recipient_id = ? AND read_at IS NULL', [
        sqlTime(new Date()),
        id,
        user.id,
      ])
    ).affected;
    if (read > 0) await this.realtime.touch([user.id, partyOf(c, user.id).otherId], id);
    return { success: true, read };
  }

  /** POST /api/my-page/post-contact-memo — the viewer's own memo; per-field errors with 200 (§8). */
  async saveMemo(user: UserEntity, rawId: unknown, memo: unknown): Promise<ContactMemoResponse> {
    const id = typeof rawId === 'number' ? rawId : typeof rawId === 'string' && /^[0-9]{1,10}$/.test(rawId) ? Number(rawId) : NaN;
    if (!Number.isInteger(id) || id < 1) return { success: false, errors: { contact_id: [MESSAGES.invalidId] } as { memo?: string[] } };
    const c = await this.state(id, user.id);
    const errors = validateContactMemo(memo);
    if (Object.keys(errors).length > 0) return { success: false, errors };
    const column = partyOf(c, user.id).isSeller ? 'seller_memo' : 'buyer_memo';
    await this.dataSource.query(`UPDATE contacts SET ${column} = ? WHERE id = ?`, [memo, id]);
    await this.realtime.touch([user.id], id);
    return { success: true, memo: memo as string };
  }

  // -------------------------------------------------------------------------
  // Actions (status moves)
  // -------------------------------------------------------------------------

  /** POST /api/my-page/contacts/:id/actions */
  async act(user: UserEntity, id: number, raw: unknown): Promise<ContactDetail> {
    const req = parseActionRequest(raw);
    const c = await this.state(id, user.id);
    const p = partyOf(c, user.id);
    if (req.version !== c.version) throw conflict();
    const ctx = dealContextFor(c, p.isSeller, this.today());
    const rule = findAllowedRule(ctx, req.transition, req.via);
    if (!rule || rule.via === null) throw new ApiError(400, DEAL_MESSAGES.notAllowed, undefined, { code: 'not-allowed' });
    const errors = validateDealActionInput(req, rule.requires, ctx.today);
    if (Object.keys(errors).length > 0) throw formError(errors);

    const now = sqlTime(new Date());
    const otherBuyers: { id: number; buyer_id: number }[] = [];
    await this.dataSource.transaction(async (m) => {
      const sets: string[] = ['contact_status = ?', 'version = version + 1', 'updated_at = ?'];
      const params: unknown[] = [rule.to, now];
      if (rule.requires.includes('previewDate')) {
        sets.push('preview_date = ?', 'preview_time = ?');
        params.push(req.preview_date, req.preview_time || null);
      }
      if (rule.requires.includes('application')) {
        sets.push('application = ?');
        params.push(JSON.stringify(normalizeApplication(req.application as PurchaseApplication)));
      }
      if (rule.requires.includes('reason')) {
        sets.push('last_reason = ?');
        params.push(req.reason?.trim() ?? null);
      }
      const note = statusNote(rule, req);
      sets.push('last_message_from = ?', 'last_message_at = ?', 'last_message_body = ?');
      params.push(p.side, now, firstChars(note, 200));
      const moved = await run(m, `UPDATE contacts SET ${sets.join(', ')} WHERE id = ? AND version = ?`, [...params, id, req.version]);
      if (moved.affected !== 1) throw conflict();
      await this.insertMessage(m, {
        contactId: id,
        kind: 'status',
        from: p.side,
        to: p.otherSide,
        senderId: user.id,
        recipientId: p.otherId,
        body: note,
        statusFrom: c.contact_status,
        statusTo: rule.to,
        now,
      });
      if (rule.transition === 'closeDeal') {
        const others: { id: number; buyer_id: number; contact_status: DealStatusName }[] = await m.query(
          'SELECT id, buyer_id, contact_status FROM contacts WHERE property_id = ? AND id <> ?',
          [c.property_id, id],
        );
        const elsewhereNote = 'この物件は、ほかの方との商談が成立しました。';
        for (const o of others.filter((x) => isOpenForDecidedElsewhere(x.contact_status))) {
          const r = await run(
            m,
            `UPDATE contacts SET contact_status = ?, version = version + 1, updated_at = ?, last_message_from = ?, last_message_at = ?, last_message_body = ?
             WHERE id = ? AND contact_status = ?`,
            [S.decidedElsewhere, now, SEND_PARTY.seller, now, elsewhereNote, o.id, o.contact_status],
          );
          if (r.affected !== 1) continue;
          otherBuyers.push({ id: Number(o.id), buyer_id: Number(o.buyer_id) });
          await this.insertMessage(m, {
            contactId: Number(o.id),
            kind: 'status',
            from: SEND_PARTY.seller,
            to: SEND_PARTY.buyer,
            senderId: Number(c.seller_id),
            recipientId: Number(o.buyer_id),
            body: elsewhereNote,
            statusFrom: o.contact_status,
            statusTo: S.decidedElsewhere,
            now,
          });
        }
        await m.query('UPDATE properties SET root_type = ?, reception = 0, updated_at = ? WHERE id = ?', ['under-contract', now, c.property_id]);
      }
      if (rule.transition === 'completePayment') {
        await m.query('UPDATE properties SET root_type = ?, reception = 0, updated_at = ? WHERE id = ?', ['sold', now, c.property_id]);
      }
      if (rule.transition === 'cancel' && c.contact_status === S.dealClosed) {
        // The closed deal fell through: the listing is open again (the 他決 enquiries stay ended).
        await m.query('UPDATE properties SET root_type = ?, reception = 1, updated_at = ? WHERE id = ?', ['published', now, c.property_id]);
      }
    });
    if (['closeDeal', 'completePayment', 'cancel'].includes(rule.transition)) this.properties.invalidate();

    await this.realtime.touch([user.id, p.otherId], id);
    for (const o of otherBuyers) await this.realtime.touch([o.buyer_id, Number(c.seller_id)], o.id);
    const title = await this.propertyTitle(c.property_id);
    const note = statusNote(rule, req);
    await this.mailTo(p.otherId, (site, to) =>
      dealStatusMail(site, { to, from: publicName(user.lastName), propertyTitle: title, contactId: id, statusTo: rule.to, note }),
    );
    for (const o of otherBuyers) {
      await this.mailTo(o.buyer_id, (site, to) =>
        dealStatusMail(site, { to, from: '売主', propertyTitle: title, contactId: o.id, statusTo: S.decidedElsewhere, note: null }),
      );
    }
    return this.detail(user, id);
  }

  // -------------------------------------------------------------------------
  // Mail
  // -------------------------------------------------------------------------

  private async propertyTitle(propertyId: number): Promise<string> {
    const rows: { title: string }[] = await this.dataSource.query('SELECT title FROM properties WHERE id = ?', [propertyId]);
    return rows[0]?.title ?? '';
  }

  /**
   * Mails a party about their deal unless they turned off 'others' (商談の進み具合のお知らせ,
   * MailPreferencesService). A failed mail is logged; the move or message stays done.
   */
  private async mailTo(userId: number, build: PendingMail['build']): Promise<void> {
    try {
      if (!(await this.prefs.allows(userId, 'others'))) return;
      const rows: { email: string; last_name: string; disabled: unknown }[] = await this.dataSource.query(
        'SELECT email, last_name, disabled FROM users WHERE id = ?',
        [userId],
      );
      const u = rows[0];
      if (!u || bool(u.disabled)) return;
      await this.mail.send(u.email, build(this.site, publicName(u.last_name).replace(/さん$/, ' 様')));
    } catch (error) {
      this.logger.error(`deal mail to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** A UTC time as both engines store and compare it: 'YYYY-MM-DD HH:MM:SS'. */
export function sqlTime(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Runs one write and returns the rows it changed and the new row's id, from either driver. */
export async function run(m: EntityManager, sql: string, params: unknown[]): Promise<{ affected: number; insertId: number }> {
  const qr = m.queryRunner ?? m.connection.createQueryRunner();
  try {
    const r = await qr.query(sql, params, true);
    const raw = r.raw as unknown;
    const insertId =
      typeof raw === 'number' || typeof raw === 'bigint' ? Number(raw) : Number((raw as { insertId?: number } | null)?.insertId ?? 0);
    return { affected: r.affected ?? 0, insertId };
  } finally {
    if (!m.queryRunner) await qr.release();
  }
}

/** An INSERT of one row from a column → value object. */
async function insertRow(m: EntityManager, table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const r = await run(m, `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, Object.values(values));
  return r.insertId;
}

function conflict(): ApiError {
  return new ApiError(409, DEAL_MESSAGES.conflict, undefined, { code: 'conflict' });
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
function statusNote(rule: DealTransitionRule, req: DealActionRequest): string {
  const who = rule.side === 'seller' ? '売主' : '買主';
  const lines = [`${who}が「${rule.label}」を行いました。（${rule.to}）`];
  if (rule.requires.includes('previewDate') && req.preview_date) lines.push(`内覧希望日：${req.preview_date}${req.preview_time ? ` ${req.preview_time}` : ''}`);
  if (rule.requires.includes('application') && req.application) lines.push(`購入希望価格：${req.application.offer_price_man_yen}万円`);
  if (req.reason && req.reason.trim() !== '') lines.push(`理由：${req.reason.trim()}`);
  if (req.message && req.message.trim() !== '') lines.push(req.message.trim());
  return lines.join('\n');
}

const ACTION_KEYS = new Set(['transition', 'via', 'version', 'preview_date', 'preview_time', 'reason', 'application', 'message']);

/** The shape of DealActionRequest (values are checked by the rules afterwards). */
export function parseActionRequest(raw: unknown): DealActionRequest & { via?: DealButton } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw formError({ transition: MESSAGES.required });
  const r = raw as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const k of Object.keys(r)) if (!ACTION_KEYS.has(k)) errors[k] = MESSAGES.unknownParameter;
  if (typeof r.transition !== 'string' || !(DEAL_TRANSITIONS as readonly string[]).includes(r.transition)) errors.transition = MESSAGES.invalidValue;
  if (r.via !== undefined && r.via !== null && (typeof r.via !== 'string' || !DEAL_BUTTONS_ALL.includes(r.via as DealButton))) errors.via = MESSAGES.invalidValue;
  if (typeof r.version !== 'number' || !Number.isInteger(r.version) || r.version < 1) errors.version = MESSAGES.invalidValue;
  for (const k of ['preview_date', 'reason', 'message'] as const) {
    if (r[k] !== undefined && r[k] !== null && typeof r[k] !== 'string') errors[k] = MESSAGES.invalidValue;
  }
  if (r.preview_time !== undefined && r.preview_time !== null && typeof r.preview_time !== 'string') errors.preview_time = MESSAGES.invalidValue;
  if (Object.keys(errors).length > 0) throw formError(errors);
  return {
    transition: r.transition as DealTransition,
    ...(r.via === undefined || r.via === null ? {} : { via: r.via as DealButton }),
    version: r.version as number,
    preview_date: (r.preview_date as string | undefined) ?? undefined,
    preview_time: (r.preview_time as string | null | undefined) ?? null,
    reason: (r.reason as string | undefined) ?? undefined,
    application: r.application as PurchaseApplication | undefined,
    message: (r.message as string | undefined) ?? undefined,
  };
}
