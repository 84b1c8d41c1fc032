import { Injectable } from '@nestjs/common';
import { ENDED_DEAL_STATUSES, SEND_PARTY, type DealStatusName } from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { bool, exec, forUpdate, insertRow, placeholders } from '../database/sql';
import { newThreadMessageColumns, type NewThreadMessage } from '../message-threads/message-rows';
import { CONTACT_ROW_COLUMNS, type ContactKeyColumns, type ContactRow } from './contact-rows';

/** The contact as stored (the columns the deal rules need). */
export interface ContactState extends ContactKeyColumns {
  application: string | null;
  last_reason: string | null;
  seller_messaged: boolean;
}

/** A listing as an enquiry needs it. */
export interface EnquirableProperty {
  id: number;
  title: string;
  seller_id: number;
  reception: boolean;
  is_suspension: boolean;
}

export interface NewMessage extends NewThreadMessage<DealStatusName> {
  contactId: number;
  from: number;
  to: number;
  senderId: number;
  recipientId: number;
}

/** Column values of a status move (besides status, version and the last message). */
export interface StatusMove {
  to: DealStatusName;
  side: number;
  now: string;
  note: string;
  preview?: { date: string; time: string | null };
  application?: string;
  reason?: string | null;
}

export type MemoColumn = 'buyer_memo' | 'seller_memo';

const STATE_COLUMNS =
  'id, buyer_id, seller_id, property_id, contact_status, version, preview_date, preview_time, application, last_reason, seller_messaged';

/** `open_key` of a contact in `status`: 1 while the deal has not ended (one per buyer and listing), else NULL. */
export function openKeyOf(status: DealStatusName): 1 | null {
  return ENDED_DEAL_STATUSES.includes(status) ? null : 1;
}

function toState(row: ContactState): ContactState {
  return { ...row, id: Number(row.id), version: Number(row.version), seller_messaged: bool(row.seller_messaged) };
}

/**
 * Every SQL statement of the deal workflow: contacts, their status and enquiry messages, and the few
 * listing columns a deal moves. Methods taking an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class ContactsRepository {
  constructor(private readonly dataSource: DataSource) {}

  // ---- contacts ---------------------------------------------------------------------------------

  /** The contact if `userId` is one of its two parties. */
  async findForParty(id: number, userId: number, m: EntityManager = this.dataSource.manager): Promise<ContactState | null> {
    const rows: ContactState[] = await m.query(`SELECT ${STATE_COLUMNS} FROM contacts WHERE id = ? AND (buyer_id = ? OR seller_id = ?)`, [
      id,
      userId,
      userId,
    ]);
    return rows[0] ? toState(rows[0]) : null;
  }

  /** The contact, its row locked for the rest of the transaction (MySQL: FOR UPDATE; SQLite: the write transaction). */
  async lockForParty(m: EntityManager, id: number, userId: number): Promise<ContactState | null> {
    const rows: ContactState[] = await m.query(
      `SELECT ${STATE_COLUMNS} FROM contacts WHERE id = ? AND (buyer_id = ? OR seller_id = ?)${forUpdate(m)}`,
      [id, userId, userId],
    );
    return rows[0] ? toState(rows[0]) : null;
  }

  /** Locks the listing row: every deal write that touches a listing takes it first (the lock order). */
  async lockProperty(m: EntityManager, propertyId: number): Promise<void> {
    await m.query(`SELECT id FROM properties WHERE id = ?${forUpdate(m)}`, [propertyId]);
  }

  /** The buyer's contact on the listing whose deal has not ended. */
  async findOpenEnquiry(m: EntityManager, buyerId: number, propertyId: number): Promise<{ id: number } | null> {
    const rows: { id: number }[] = await m.query('SELECT id FROM contacts WHERE buyer_id = ? AND property_id = ? AND open_key = 1', [
      buyerId,
      propertyId,
    ]);
    return rows[0] ? { id: Number(rows[0].id) } : null;
  }

  /** A new contact in `status` (its open_key set); the unique index refuses a second open one. */
  insertContact(
    m: EntityManager,
    v: { buyerId: number; sellerId: number; propertyId: number; status: DealStatusName; lastFrom: number; lastBody: string; now: string },
  ): Promise<number> {
    return insertRow(m, 'contacts', {
      buyer_id: v.buyerId,
      seller_id: v.sellerId,
      property_id: v.propertyId,
      contact_status: v.status,
      open_key: openKeyOf(v.status),
      version: 1,
      seller_messaged: 0,
      last_message_from: v.lastFrom,
      last_message_at: v.now,
      last_message_body: v.lastBody,
      created_at: v.now,
      updated_at: v.now,
    });
  }

  /** The denormalised last message of a contact (and seller_messaged when the seller wrote it). */
  async setLastMessage(
    m: EntityManager,
    id: number,
    v: { messageId: number; from: number; now: string; preview: string; touch: boolean; sellerMessaged: boolean },
  ): Promise<void> {
    const sets = ['last_message_id = ?', 'last_message_from = ?', 'last_message_at = ?', 'last_message_body = ?'];
    const params: unknown[] = [v.messageId, v.from, v.now, v.preview];
    if (v.touch) {
      sets.push('updated_at = ?');
      params.push(v.now);
    }
    if (v.sellerMessaged) sets.push('seller_messaged = 1');
    await m.query(`UPDATE contacts SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
  }

  /** Moves the contact from `from` to `to` without a version check (implicit moves); true when it moved. */
  async moveFrom(m: EntityManager, id: number, from: DealStatusName, to: DealStatusName): Promise<boolean> {
    const r = await exec(m, 'UPDATE contacts SET contact_status = ?, open_key = ?, version = version + 1 WHERE id = ? AND contact_status = ?', [
      to,
      openKeyOf(to),
      id,
      from,
    ]);
    return r.affected > 0;
  }

  /** A status move of `version` (the optimistic lock); false when the contact is at another version. */
  async move(m: EntityManager, id: number, version: number, v: StatusMove): Promise<boolean> {
    const sets = ['contact_status = ?', 'open_key = ?', 'version = version + 1', 'updated_at = ?'];
    const params: unknown[] = [v.to, openKeyOf(v.to), v.now];
    if (v.preview) {
      sets.push('preview_date = ?', 'preview_time = ?');
      params.push(v.preview.date, v.preview.time);
    }
    if (v.application !== undefined) {
      sets.push('application = ?');
      params.push(v.application);
    }
    if (v.reason !== undefined) {
      sets.push('last_reason = ?');
      params.push(v.reason);
    }
    sets.push('last_message_from = ?', 'last_message_at = ?', 'last_message_body = ?');
    params.push(v.side, v.now, v.note);
    const r = await exec(m, `UPDATE contacts SET ${sets.join(', ')} WHERE id = ? AND version = ?`, [...params, id, version]);
    return r.affected === 1;
  }

  /** The user's contacts whose deal has not ended, as buyer and as seller (withdrawal ends them), oldest first. */
  openContactsOf(m: EntityManager, userId: number): Promise<{ id: number; property_id: number }[]> {
    return m
      .query('SELECT id, property_id FROM contacts WHERE (buyer_id = ? OR seller_id = ?) AND open_key = 1 ORDER BY id', [userId, userId])
      .then((rows: { id: number | string; property_id: number | string }[]) => rows.map((r) => ({ id: Number(r.id), property_id: Number(r.property_id) })));
  }

  /** The other contacts of a listing (closeDeal turns the open ones into 他決), locked. */
  otherContactsOfProperty(m: EntityManager, propertyId: number, exceptId: number): Promise<{ id: number; buyer_id: number; contact_status: DealStatusName }[]> {
    return m.query(`SELECT id, buyer_id, contact_status FROM contacts WHERE property_id = ? AND id <> ? ORDER BY id${forUpdate(m)}`, [
      propertyId,
      exceptId,
    ]);
  }

  /** Ends another buyer's contact as 他決 with the seller's note; false if it moved meanwhile. */
  async endAsDecidedElsewhere(m: EntityManager, id: number, from: DealStatusName, to: DealStatusName, note: string, now: string): Promise<boolean> {
    const r = await exec(
      m,
      `UPDATE contacts SET contact_status = ?, open_key = ?, version = version + 1, updated_at = ?, last_message_from = ?, last_message_at = ?,
       last_message_body = ? WHERE id = ? AND contact_status = ?`,
      [to, openKeyOf(to), now, SEND_PARTY.seller, now, note, id, from],
    );
    return r.affected === 1;
  }

  async saveMemo(m: EntityManager, id: number, column: MemoColumn, memo: string): Promise<void> {
    await m.query(`UPDATE contacts SET ${column === 'seller_memo' ? 'seller_memo' : 'buyer_memo'} = ? WHERE id = ?`, [memo, id]);
  }

  // ---- listings -----------------------------------------------------------------------------------

  /** A published listing open to the public (reception and suspension are checked by the caller). */
  async findEnquirableProperty(propertyId: number): Promise<EnquirableProperty | null> {
    const rows: { id: number; title: string; seller_id: number; reception: unknown; is_suspension: unknown }[] = await this.dataSource.query(
      `SELECT id, title, seller_id, reception, is_suspension FROM properties
       WHERE id = ? AND is_published = 1 AND is_stop_published = 0 AND published_at IS NOT NULL`,
      [propertyId],
    );
    const r = rows[0];
    return r ? { id: Number(r.id), title: r.title, seller_id: Number(r.seller_id), reception: bool(r.reception), is_suspension: bool(r.is_suspension) } : null;
  }

  async countEnquiry(m: EntityManager, propertyId: number): Promise<void> {
    await m.query('UPDATE properties SET contact_count = contact_count + 1 WHERE id = ?', [propertyId]);
  }

  /** The listing's state after a deal move: under contract / sold (closed to enquiries) or published again. */
  async setPropertyDealState(m: EntityManager, propertyId: number, rootType: 'under-contract' | 'sold' | 'published', now: string): Promise<void> {
    await m.query('UPDATE properties SET root_type = ?, reception = ?, updated_at = ? WHERE id = ?', [rootType, rootType === 'published' ? 1 : 0, now, propertyId]);
  }

  async propertyTitle(propertyId: number): Promise<string> {
    const rows: { title: string }[] = await this.dataSource.query('SELECT title FROM properties WHERE id = ?', [propertyId]);
    return rows[0]?.title ?? '';
  }

  async isOwnProperty(propertyId: number, userId: number): Promise<boolean> {
    const own: unknown[] = await this.dataSource.query('SELECT id FROM properties WHERE id = ? AND seller_id = ?', [propertyId, userId]);
    return own.length > 0;
  }

  async coverImages(propertyIds: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const ids = [...new Set(propertyIds)];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const rows: { property_id: number; path: string }[] = await this.dataSource.query(
        `SELECT property_id, path FROM property_images WHERE property_id IN (${placeholders(chunk.length)}) ORDER BY property_id, sort, id`,
        chunk,
      );
      for (const r of rows) if (!out.has(Number(r.property_id))) out.set(Number(r.property_id), r.path);
    }
    return out;
  }

  // ---- lists ----------------------------------------------------------------------------------------

  /** The seller's contacts on one listing, newest first. */
  propertyContactRows(sellerId: number, propertyId: number): Promise<ContactRow[]> {
    return this.dataSource.query(
      `SELECT ${CONTACT_ROW_COLUMNS} FROM contacts c JOIN properties p ON p.id = c.property_id JOIN users o ON o.id = c.buyer_id
       WHERE c.seller_id = ? AND c.property_id = ? ORDER BY c.id DESC`,
      [sellerId, propertyId],
    );
  }

  async detailRow(id: number, userId: number): Promise<(ContactRow & { application: string | null; last_reason: string | null }) | null> {
    const rows: (ContactRow & { application: string | null; last_reason: string | null })[] = await this.dataSource.query(
      `SELECT ${CONTACT_ROW_COLUMNS}, c.application, c.last_reason FROM contacts c JOIN properties p ON p.id = c.property_id
       JOIN users o ON o.id = (CASE WHEN c.seller_id = ? THEN c.buyer_id ELSE c.seller_id END)
       WHERE c.id = ? AND (c.buyer_id = ? OR c.seller_id = ?)`,
      [userId, id, userId, userId],
    );
    return rows[0] ?? null;
  }

  // ---- messages ----------------------------------------------------------------------------------

  insertMessage(m: EntityManager, v: NewMessage): Promise<number> {
    return insertRow(m, 'contact_messages', {
      contact_id: v.contactId,
      kind: v.kind,
      send_from: v.from,
      send_to: v.to,
      sender_id: v.senderId,
      recipient_id: v.recipientId,
      ...newThreadMessageColumns(v),
    });
  }

  /** The buyer's enquiry message with this clientId on any of their contacts of the listing. */
  async enquiryByClient(buyerId: number, propertyId: number, clientId: string, m: EntityManager = this.dataSource.manager): Promise<{ id: number; contact_id: number } | null> {
    const rows: { id: number; contact_id: number }[] = await m.query(
      `SELECT m.id, m.contact_id FROM contact_messages m JOIN contacts c ON c.id = m.contact_id
       WHERE c.buyer_id = ? AND c.property_id = ? AND m.sender_id = ? AND m.client_id = ?`,
      [buyerId, propertyId, buyerId, clientId],
    );
    return rows[0] ? { id: Number(rows[0].id), contact_id: Number(rows[0].contact_id) } : null;
  }

  /** Marks the messages to `recipientId` in the thread read; returns how many. */
  async markRead(m: EntityManager, contactId: number, recipientId: number, now: string): Promise<number> {
    const r = await exec(m, 'UPDATE contact_messages SET read_at = ? WHERE contact_id = ? AND recipient_id = ? AND read_at IS NULL', [now, contactId, recipientId]);
    return r.affected;
  }

  // ---- mail ----------------------------------------------------------------------------------------

  /** The addressee of a deal mail; a withdrawn account counts as disabled (its address is a placeholder). */
  async mailRecipient(userId: number): Promise<{ email: string; last_name: string; disabled: boolean } | null> {
    const rows: { email: string; last_name: string; disabled: unknown; withdrawn_at: unknown }[] = await this.dataSource.query(
      'SELECT email, last_name, disabled, withdrawn_at FROM users WHERE id = ?',
      [userId],
    );
    const u = rows[0];
    return u ? { email: u.email, last_name: u.last_name, disabled: bool(u.disabled) || (u.withdrawn_at !== null && u.withdrawn_at !== undefined) } : null;
  }
}
