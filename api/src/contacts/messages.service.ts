import { Injectable } from '@nestjs/common';
import { canSendMessage, DEAL_STATUS, SEND_PARTY, type DealMessage, type DealMessagePage } from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { sqlTime, withTransaction } from '../database/sql';
import type { MessageFile } from '../message-threads/message-form';
import { MessageThreadService } from '../message-threads/message-thread.service';
import type { UserEntity } from '../users/entities/user.entity';
import { partyOf } from './party';
import { DEAL_THREAD, publicName, toMessage, type MessageRow } from './contact-rows';
import { ContactsRepository } from './contacts.repository';
import { dealErrors } from './deal-errors';
import { DealNotifier } from './deal.notifier';
import { dealMessageMail } from './templates/deal-mail';

/**
 * The thread of a deal on the message-thread core (api/src/message-threads): pages of messages,
 * sending (text and attachments; idempotent by clientId), read marks and the attachment files. Every
 * call sees only contacts the user is a party of.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly notifier: DealNotifier,
    private readonly threads: MessageThreadService,
  ) {}

  /** Messages by id, oldest first, with their attachments. */
  byIds(ids: number[]): Promise<DealMessage[]> {
    return this.threads.byIds<MessageRow, DealMessage>(DEAL_THREAD, ids, toMessage);
  }

  /** GET /api/my-page/contacts/:id/messages — newest page first; items oldest → newest. */
  async page(user: UserEntity, id: number, before: number | null, limit: number): Promise<DealMessagePage> {
    if (!(await this.contacts.findForParty(id, user.id))) throw dealErrors.notFound();
    return this.threads.page<MessageRow, DealMessage>(DEAL_THREAD, id, before, limit, toMessage);
  }

  /** GET /api/my-page/attachments/:id — the file, for the two parties only. */
  async attachment(user: UserEntity, id: number): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const row = await this.threads.repo.attachmentFor(DEAL_THREAD, 'contacts', id, user.id, ['buyer_id', 'seller_id']);
    return this.threads.file(row, dealErrors.notFound);
  }

  /**
   * POST /api/my-page/contacts/:id/messages (body already validated). One transaction: the contact
   * row locked first, then the message, its attachments, the contact's last message and the mail to
   * the other party; retried on a deadlock. The seller's first message starts the negotiation. A
   * retry with the same clientId returns the message already sent.
   */
  async send(user: UserEntity, id: number, body: string, clientId: string, files: MessageFile[]): Promise<DealMessage> {
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const p = partyOf(c, user.id);
    const sent = await this.threads.send({
      tables: DEAL_THREAD,
      threadId: id,
      senderId: user.id,
      clientId,
      body,
      files,
      folder: String(id),
      accept: () => {
        if (!canSendMessage(c.contact_status)) throw dealErrors.ended();
      },
      // The mail to the other party is read before and queued inside the transaction (docs/mail.md).
      notices: async (typed) => {
        const title = await this.contacts.propertyTitle(c.property_id);
        return [
          await this.notifier.prepareMail(p.otherId, (site, to) =>
            dealMessageMail(site, { to, from: publicName(user.lastName), propertyTitle: title, contactId: id, body, attachments: typed.length }),
          ),
        ];
      },
      lock: async (m) => {
        const locked = await this.contacts.lockForParty(m, id, user.id);
        if (!locked) throw dealErrors.notFound();
        if (!canSendMessage(locked.contact_status)) throw dealErrors.ended();
        c.contact_status = locked.contact_status;
      },
      insert: (m, ctx) =>
        this.contacts.insertMessage(m, {
          contactId: id,
          kind: 'text',
          from: p.side,
          to: p.otherSide,
          senderId: user.id,
          recipientId: p.otherId,
          body,
          clientId,
          now: ctx.now,
        }),
      after: async (m, messageId, ctx) => {
        await this.contacts.setLastMessage(m, id, { messageId, from: p.side, now: ctx.now, preview: ctx.preview, touch: true, sellerMessaged: p.isSeller });
        // The seller's first message starts the negotiation (startNegotiation, implicit).
        if (!p.isSeller || c.contact_status !== DEAL_STATUS.beforeNegotiation) return false;
        const started = await this.contacts.moveFrom(m, id, DEAL_STATUS.beforeNegotiation, DEAL_STATUS.negotiationStarted);
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
            now: ctx.now,
          });
        }
        return started;
      },
      touch: async () => ({ userIds: [user.id, p.otherId], contactId: id }),
    });
    const [message] = await this.byIds([sent.messageId]);
    if (sent.extra) this.notifier.log(`contact ${id}: negotiation started by the seller's first message`);
    return message;
  }

  /** POST /api/my-page/contacts/:id/read — marks the messages to the viewer read. */
  async markRead(user: UserEntity, id: number): Promise<{ success: true; read: number }> {
    const c = await this.contacts.findForParty(id, user.id);
    if (!c) throw dealErrors.notFound();
    const read = await withTransaction(this.dataSource, (m) =>
      this.threads.repo.markRead(DEAL_THREAD, m, id, { column: 'recipient_id', value: user.id }, sqlTime()),
    );
    if (read > 0) await this.threads.touch([user.id, partyOf(c, user.id).otherId], id);
    return { success: true, read };
  }
}
