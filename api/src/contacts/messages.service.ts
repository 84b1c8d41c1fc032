import { Injectable } from '@nestjs/common';
import {
  canSendMessage,
  DEAL_STATUS,
  SEND_PARTY,
  type DealMessage,
  type DealMessagePage,
} from '@akiya/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { sniffType } from '../posting/photo-type';
import type { UserEntity } from '../users/entities/user.entity';
import { AttachmentStore, ATTACHMENT_MIME_TYPES } from './attachment-store';
import { partyOf } from './party';
import { publicName, toMessage } from './contact-rows';
import { ContactsRepository } from './contacts.repository';
import { dealErrors, firstChars } from './deal-errors';
import { DealNotifier } from './deal.notifier';
import type { MessageFile } from './message-form';
import { dealMessageMail } from './templates/deal-mail';

/**
 * The thread of a deal: pages of messages, sending (text and attachments; idempotent by clientId),
 * read marks and the attachment files. Every call sees only contacts the user is a party of.
 */
@Injectable()
export class MessagesService {
  readonly attachments: AttachmentStore;

  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly notifier: DealNotifier,
    @InjectConfig() config: AppConfig,
  ) {
    this.attachments = new AttachmentStore(config.dataDir);
  }

  /** Messages by id, oldest first, with their attachments. */
  async byIds(ids: number[]): Promise<DealMessage[]> {
    const rows = await this.contacts.messageRowsByIds(ids);
    const att = await this.contacts.attachmentsOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => toMessage(r, att.get(Number(r.id)) ?? []));
  }

  /** GET /api/my-page/contacts/:id/messages — newest page first; items oldest → newest. */
  async page(user: UserEntity, id: number, before: number | null, limit: number): Promise<DealMessagePage> {
    if (!(await this.contacts.findForParty(id, user.id))) throw dealErrors.notFound();
    const rows = await this.contacts.threadRows(id, before, limit);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    const att = await this.contacts.attachmentsOf(page.map((r) => Number(r.id)));
    return { items: page.map((r) => toMessage(r, att.get(Number(r.id)) ?? [])), hasMore };
  }

  /** GET /api/my-page/attachments/:id — the file, for the two parties only. */
  async attachment(user: UserEntity, id: number): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const row = await this.contacts.attachmentForParty(id, user.id);
    if (!row) throw dealErrors.notFound();
    try {
      return { name: row.name, mime: row.mime, bytes: await this.attachments.read(row.storage_key) };
    } catch {
      throw dealErrors.notFound();
    }
  }

  private async byClientId(contactId: number, senderId: number, clientId: string): Promise<DealMessage | null> {
    const id = await this.contacts.messageIdByClient(contactId, senderId, clientId);
    if (id === null) return null;
    const [message] = await this.byIds([id]);
    return message ?? null;
  }

  /**
   * POST /api/my-page/contacts/:id/messages (body already validated). One transaction: the contact
   * row locked first, then the message, its attachments and the contact's last message; retried on a
   * deadlock. The seller's first message starts the negotiation. A retry with the same clientId
   * returns the message already sent.
   */
  async send(user: UserEntity, id: number, body: string, clientId: string, files: MessageFile[]): Promise<DealMessage> {
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const p = partyOf(c, user.id);
    const retry = await this.byClientId(id, user.id, clientId);
    if (retry) return retry;
    if (!canSendMessage(c.contact_status)) throw dealErrors.ended();

    const typed: { file: MessageFile; mime: string; ext: string }[] = [];
    for (const file of files) {
      const type = await sniffType(file.bytes);
      const ext = type ? ATTACHMENT_MIME_TYPES[type.mime] : undefined;
      if (!type || !ext) throw dealErrors.attachmentType();
      typed.push({ file, mime: type.mime, ext });
    }
    const keys: string[] = [];
    for (const t of typed) keys.push(await this.attachments.save(id, t.ext, t.file.bytes));

    // The mail to the other party is read before and queued inside the transaction (docs/mail.md).
    const title = await this.contacts.propertyTitle(c.property_id);
    const mail = await this.notifier.prepareMail(p.otherId, (site, to) =>
      dealMessageMail(site, { to, from: publicName(user.lastName), propertyTitle: title, contactId: id, body, attachments: typed.length }),
    );
    let result: { messageId: number; started: boolean; existing: boolean };
    try {
      result = await withTransaction(this.dataSource, async (m) => {
        const locked = await this.contacts.lockForParty(m, id, user.id);
        if (!locked) throw dealErrors.notFound();
        const again = await this.contacts.messageIdByClient(id, user.id, clientId, m);
        if (again !== null) return { messageId: again, started: false, existing: true };
        if (!canSendMessage(locked.contact_status)) throw dealErrors.ended();
        const now = sqlTime();
        const messageId = await this.contacts.insertMessage(m, {
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
          await this.contacts.insertAttachment(m, {
            messageId,
            contactId: id,
            name: firstChars(typed[i].file.filename || `attachment.${typed[i].ext}`, 255),
            mime: typed[i].mime,
            size: typed[i].file.bytes.length,
            storageKey: keys[i],
            now,
          });
        }
        const preview = body.trim() === '' && typed.length > 0 ? `（添付ファイル ${typed.length}件）` : firstChars(body, 200);
        await this.contacts.setLastMessage(m, id, { messageId, from: p.side, now, preview, touch: true, sellerMessaged: p.isSeller });
        // The seller's first message starts the negotiation (startNegotiation, implicit).
        let started = false;
        if (p.isSeller && locked.contact_status === DEAL_STATUS.beforeNegotiation) {
          started = await this.contacts.moveFrom(m, id, DEAL_STATUS.beforeNegotiation, DEAL_STATUS.negotiationStarted);
          if (started) {
            await this.contacts.insertMessage(m, {
              contactId: id,
              kind: 'status',
              from: SEND_PARTY.seller,
              to: SEND_PARTY.buyer,
              senderId: user.id,
              recipientId: p.otherId,
              body: '売主が返信し、商談が始まりました。',
              statusFrom: DEAL_STATUS.beforeNegotiation,
              statusTo: DEAL_STATUS.negotiationStarted,
              now,
            });
          }
        }
        await this.notifier.queueMail(m, mail);
        return { messageId, started, existing: false };
      });
    } catch (error) {
      await this.attachments.remove(keys).catch(() => undefined);
      if (isUniqueViolation(error)) {
        const again = await this.byClientId(id, user.id, clientId);
        if (again) return again;
      }
      throw error;
    }
    if (result.existing) {
      await this.attachments.remove(keys).catch(() => undefined);
      const [message] = await this.byIds([result.messageId]);
      return message;
    }
    await this.notifier.changed([user.id, p.otherId], id);
    const [message] = await this.byIds([result.messageId]);
    if (result.started) this.notifier.log(`contact ${id}: negotiation started by the seller's first message`);
    return message;
  }

  /** POST /api/my-page/contacts/:id/read — marks the messages to the viewer read. */
  async markRead(user: UserEntity, id: number): Promise<{ success: true; read: number }> {
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const read = await withTransaction(this.dataSource, (m) => this.contacts.markRead(m, id, user.id, sqlTime()));
    if (read > 0) await this.notifier.changed([user.id, partyOf(c, user.id).otherId], id);
    return { success: true, read };
  }
}
