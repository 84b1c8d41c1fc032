import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { escapeLike, type InquiryCategory, type StaffInboxKind, type StaffInboxListItem, type StaffInboxState } from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { exec, insertRow, numOrNull, SqlConditions, sqlTime } from '../database/sql';
import { activeStaffIds } from '../users/user-briefs.repository';

/** What is stored of one arriving item (docs/accounts.md "Staff inbox"): what the list shows of it, and more. */
export interface NewInboxItem extends Pick<StaffInboxListItem, 'kind' | 'category' | 'name' | 'email' | 'userId' | 'propertyId'> {
  /** The `user_messages` row of a user's reply. */
  sourceId: number | null;
  body: string;
  receivedAt: Date;
}

export interface InboxItemRow {
  id: number;
  kind: StaffInboxKind;
  category: InquiryCategory | null;
  name: string;
  email: string;
  user_id: number | null;
  property_id: number | null;
  body: string;
  state: StaffInboxState;
  handled_by: number | null;
  handled_at: unknown;
  created_at: unknown;
  reply_count: number;
}

export interface InboxReplyRow {
  id: number;
  channel: 'message' | 'mail';
  body: string;
  staff_last_name: string | null;
  staff_first_name: string | null;
  created_at: unknown;
}

export interface InboxFilter {
  kind: StaffInboxKind | null;
  state: StaffInboxState | null;
  q: string;
}

const ITEM_COLUMNS = `i.id, i.kind, i.category, i.name, i.email, i.user_id, i.property_id, i.state, i.handled_by, i.handled_at, i.created_at,
  (SELECT COUNT(*) FROM staff_inbox_replies r WHERE r.item_id = i.id) AS reply_count`;

function numeric(r: InboxItemRow): InboxItemRow {
  return { ...r, id: Number(r.id), user_id: numOrNull(r.user_id), property_id: numOrNull(r.property_id), handled_by: numOrNull(r.handled_by), reply_count: Number(r.reply_count) };
}

/** SQL of the staff inbox (tables of migration 1764000000030-StaffInbox). */
@Injectable()
export class StaffInboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores one arriving item (unread); returns its id. */
  insert(m: EntityManager, item: NewInboxItem): Promise<number> {
    return insertRow(m, 'staff_inbox_items', {
      kind: item.kind,
      category: item.category,
      name: item.name.slice(0, 100),
      email: item.email.slice(0, 254),
      user_id: item.userId,
      property_id: item.propertyId,
      source_id: item.sourceId,
      body: item.body,
      state: 'unread',
      created_at: sqlTime(item.receivedAt),
    });
  }

  async propertyExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT id FROM properties WHERE id = ?', [id]);
    return rows.length > 0;
  }

  async propertyTitle(id: number): Promise<string | null> {
    const rows: { title: string }[] = await this.dataSource.query('SELECT title FROM properties WHERE id = ?', [id]);
    return rows[0]?.title ?? null;
  }

  /** Ids of the staff accounts that can open the inbox (they get the realtime event). */
  staffIds(): Promise<number[]> {
    return activeStaffIds(this.dataSource);
  }

  private where(filter: InboxFilter): { sql: string; params: unknown[] } {
    const where = new SqlConditions().addIfSet('i.kind = ?', filter.kind).addIfSet('i.state = ?', filter.state);
    for (const word of filter.q.split(' ').filter((w) => w !== '')) {
      const like = `%${escapeLike(word.toLowerCase())}%`;
      where.add('(LOWER(i.name) LIKE ? ESCAPE ? OR LOWER(i.email) LIKE ? ESCAPE ? OR LOWER(i.body) LIKE ? ESCAPE ?)', like, '\\', like, '\\', like, '\\');
    }
    return { sql: where.where, params: where.params };
  }

  /** One page of items matching the filter, newest first, with the first `excerpt` characters of each body. */
  async page(filter: InboxFilter, offset: number, limit: number, excerpt: number): Promise<{ rows: InboxItemRow[]; total: number }> {
    const { sql, params } = this.where(filter);
    const count: { n: number | string }[] = await this.dataSource.query(`SELECT COUNT(*) AS n FROM staff_inbox_items i ${sql}`, params);
    const rows: InboxItemRow[] = await this.dataSource.query(
      `SELECT ${ITEM_COLUMNS}, SUBSTR(i.body, 1, ?) AS body FROM staff_inbox_items i ${sql} ORDER BY i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`,
      [excerpt, ...params, limit, offset],
    );
    return { rows: rows.map(numeric), total: Number(count[0]?.n ?? 0) };
  }

  async unreadCount(): Promise<number> {
    const rows: { n: number | string }[] = await this.dataSource.query("SELECT COUNT(*) AS n FROM staff_inbox_items WHERE state = 'unread'");
    return Number(rows[0]?.n ?? 0);
  }

  async byId(id: number): Promise<InboxItemRow | null> {
    const rows: InboxItemRow[] = await this.dataSource.query(`SELECT ${ITEM_COLUMNS}, i.body FROM staff_inbox_items i WHERE i.id = ?`, [id]);
    return rows[0] ? numeric(rows[0]) : null;
  }

  /** Sets the state; handled records who and when, unread clears both. Returns the rows changed. */
  async setState(m: EntityManager, id: number, state: StaffInboxState, staffId: number, now: Date): Promise<number> {
    const r =
      state === 'handled'
        ? await exec(m, "UPDATE staff_inbox_items SET state = 'handled', handled_by = ?, handled_at = ? WHERE id = ?", [staffId, sqlTime(now), id])
        : await exec(m, "UPDATE staff_inbox_items SET state = 'unread', handled_by = NULL, handled_at = NULL WHERE id = ?", [id]);
    return r.affected;
  }

  insertReply(m: EntityManager, r: { itemId: number; staffId: number; channel: 'message' | 'mail'; userMessageId: number | null; body: string; now: Date }): Promise<number> {
    return insertRow(m, 'staff_inbox_replies', {
      item_id: r.itemId,
      staff_id: r.staffId,
      channel: r.channel,
      user_message_id: r.userMessageId,
      body: r.body,
      created_at: sqlTime(r.now),
    });
  }

  /** An item's replies, oldest first, with the replying staff member's name. */
  async replies(itemId: number): Promise<InboxReplyRow[]> {
    const rows: InboxReplyRow[] = await this.dataSource.query(
      `SELECT r.id, r.channel, r.body, u.last_name AS staff_last_name, u.first_name AS staff_first_name, r.created_at
         FROM staff_inbox_replies r LEFT JOIN users u ON u.id = r.staff_id WHERE r.item_id = ? ORDER BY r.id`,
      [itemId],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  /** Name of an account (the staff member who handled an item). */
  async userName(id: number): Promise<string | null> {
    const rows: { last_name: string; first_name: string; email: string }[] = await this.dataSource.query(
      'SELECT last_name, first_name, email FROM users WHERE id = ?',
      [id],
    );
    const r = rows[0];
    return r ? `${r.last_name} ${r.first_name}`.trim() || r.email : null;
  }

  /** Whether an operator message can reach the account: it exists, is not withdrawn. */
  async messageable(userId: number): Promise<boolean> {
    const rows: { withdrawn_at: unknown }[] = await this.dataSource.query('SELECT withdrawn_at FROM users WHERE id = ?', [userId]);
    return rows.length > 0 && (rows[0].withdrawn_at === null || rows[0].withdrawn_at === undefined);
  }
}
