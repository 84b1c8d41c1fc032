import { Injectable } from '@nestjs/common';
import { contactThreadPath, DEAL_STATUS, SEND_PARTY, type EnquiryResponse } from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import type { UserEntity } from '../users/entities/user.entity';
import { publicName } from './contact-rows';
import { ContactsRepository, type EnquirableProperty } from './contacts.repository';
import { dealErrors, firstChars } from './deal-errors';
import { DealNotifier, type PreparedMail } from './deal.notifier';
import { MessagesService } from './messages.service';
import { enquiryMail } from './templates/deal-mail';

type Outcome = { kind: 'done'; contactId: number; messageId: number } | { kind: 'created'; contactId: number; messageId: number } | { kind: 'open'; contactId: number };

/**
 * POST /api/contact/project/:id — a buyer's enquiry: a new contact in 商談開始前, or a message on
 * their open one. One open enquiry per buyer and listing is the database's guarantee (the unique
 * index on contacts (buyer_id, property_id, open_key)), so two API instances cannot both create one;
 * a retry with the same clientId answers the same deal and message.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly messages: MessagesService,
    private readonly notifier: DealNotifier,
  ) {}

  async enquire(user: UserEntity, propertyId: number, input: { message: string; clientId: string }): Promise<EnquiryResponse> {
    const property = await this.contacts.findEnquirableProperty(propertyId);
    if (!property) throw dealErrors.notFound();
    if (property.seller_id === user.id) throw dealErrors.ownProperty();
    const body = input.message.replace(/\r\n?/g, '\n');

    // The seller's mail of a new enquiry is read before and queued in its transaction (docs/mail.md).
    const seller = await this.notifier.recipient(property.seller_id);
    const mail = (contactId: number): PreparedMail | null =>
      seller && { to: seller.to, content: enquiryMail(this.notifier.site, { to: seller.name, from: publicName(user.lastName), propertyTitle: property.title, contactId, body }) };
    const createOrFind = (m: EntityManager) => this.createOrFind(m, user, property, body, input.clientId, mail);
    let outcome: Outcome;
    try {
      outcome = await withTransaction(this.dataSource, createOrFind);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another instance created the open enquiry (or stored this clientId) between our check and insert.
      outcome = await withTransaction(this.dataSource, createOrFind);
    }
    if (outcome.kind === 'open') {
      const message = await this.messages.send(user, outcome.contactId, body, input.clientId, []);
      return this.answer(outcome.contactId, message);
    }
    if (outcome.kind === 'created') {
      this.notifier.listingChanged();
      await this.notifier.changed([user.id, property.seller_id], outcome.contactId);
    }
    const [message] = await this.messages.byIds([outcome.messageId]);
    return this.answer(outcome.contactId, message);
  }

  private answer(contactId: number, message: EnquiryResponse['message']): EnquiryResponse {
    return { success: true, contact_id: contactId, redirect: contactThreadPath(contactId), message };
  }

  /**
   * In one transaction, the listing row locked first (the lock order of every deal write touching a
   * listing): the enquiry this clientId already made, else the open contact, else a new one counted once.
   */
  private async createOrFind(
    m: EntityManager,
    user: UserEntity,
    property: EnquirableProperty,
    body: string,
    clientId: string,
    mail: (contactId: number) => PreparedMail | null,
  ): Promise<Outcome> {
    await this.contacts.lockProperty(m, property.id);
    const done = await this.contacts.enquiryByClient(user.id, property.id, clientId, m);
    if (done) return { kind: 'done', contactId: done.contact_id, messageId: done.id };
    const open = await this.contacts.findOpenEnquiry(m, user.id, property.id);
    if (open) return { kind: 'open', contactId: open.id };
    if (!property.reception || property.is_suspension) throw dealErrors.notReceiving();
    const now = sqlTime();
    const contactId = await this.contacts.insertContact(m, {
      buyerId: user.id,
      sellerId: property.seller_id,
      propertyId: property.id,
      status: DEAL_STATUS.beforeNegotiation,
      lastFrom: SEND_PARTY.buyer,
      lastBody: firstChars(body, 200),
      now,
    });
    const messageId = await this.contacts.insertMessage(m, {
      contactId,
      kind: 'text',
      from: SEND_PARTY.buyer,
      to: SEND_PARTY.seller,
      senderId: user.id,
      recipientId: property.seller_id,
      body,
      clientId,
      now,
    });
    await this.contacts.setLastMessage(m, contactId, { messageId, from: SEND_PARTY.buyer, now, preview: firstChars(body, 200), touch: false, sellerMessaged: false });
    await this.contacts.countEnquiry(m, property.id);
    await this.notifier.queueMail(m, mail(contactId));
    return { kind: 'created', contactId, messageId };
  }
}
