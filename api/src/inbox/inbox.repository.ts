import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTACT_ROW_COLUMNS, type ContactRow } from '../contacts/contact-rows';

/** The combined inbox's own reads: every contact of a user, their listings and their unread deal messages. */
@Injectable()
export class InboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every contact of the user, as buyer and as seller (o = the other party). */
  contactRowsOf(userId: number): Promise<ContactRow[]> {
    return this.dataSource.query(
      `SELECT ${CONTACT_ROW_COLUMNS} FROM contacts c JOIN properties p ON p.id = c.property_id JOIN users o ON o.id = c.seller_id WHERE c.buyer_id = ?
       UNION ALL
       SELECT ${CONTACT_ROW_COLUMNS} FROM contacts c JOIN properties p ON p.id = c.property_id JOIN users o ON o.id = c.buyer_id WHERE c.seller_id = ?`,
      [userId, userId],
    );
  }

  postedPropertiesOf(userId: number): Promise<{ id: number; title: string; is_published: unknown; is_suspension: unknown; is_stop_published: unknown }[]> {
    return this.dataSource.query('SELECT id, title, is_published, is_suspension, is_stop_published FROM properties WHERE seller_id = ? ORDER BY id DESC', [
      userId,
    ]);
  }

  unreadMessagesOf(userId: number): Promise<{ id: number; contact_id: number; send_to: number }[]> {
    return this.dataSource.query('SELECT id, contact_id, send_to FROM contact_messages WHERE recipient_id = ? AND read_at IS NULL ORDER BY id', [userId]);
  }

  /** Unread deal messages to the user (the same rows as `unreadMessagesOf`, counted). */
  async countUnreadMessages(userId: number): Promise<number> {
    const [row]: { n: number | string }[] = await this.dataSource.query(
      'SELECT COUNT(*) AS n FROM contact_messages WHERE recipient_id = ? AND read_at IS NULL',
      [userId],
    );
    return Number(row?.n ?? 0);
  }
}
