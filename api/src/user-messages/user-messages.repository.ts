import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, placeholders } from '../database/sql';
import type { ThreadTables } from '../message-threads/message-thread.repository';

export interface UserMessageRow {
  id: number;
  from_operator: unknown;
  body: string;
  created_at: unknown;
  read_at: unknown;
}

export interface TopicRow {
  id: number;
  title: string;
  body: string;
  published_at: unknown;
}

const SELECT_MESSAGE = 'SELECT id, from_operator, body, created_at, read_at FROM user_messages';

/** The operator thread in the message-thread core: one per user (`user_id`), no attachments; only the user sends with a clientId. */
export const USER_MESSAGE_THREAD: ThreadTables = {
  messages: 'user_messages',
  thread: 'user_id',
  sender: null,
  attachments: null,
  columns: 'm.id, m.from_operator, m.body, m.created_at, m.read_at',
  attachmentUrl: () => '',
};

/** Every SQL statement of the operator thread (`user_messages`) and the topics. */
@Injectable()
export class UserMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  threadOf(userId: number, limit: number): Promise<UserMessageRow[]> {
    return this.dataSource.query(`${SELECT_MESSAGE} WHERE user_id = ? ORDER BY id DESC LIMIT ${Number(limit)}`, [userId]);
  }

  async byId(id: number, m: EntityManager = this.dataSource.manager): Promise<UserMessageRow | null> {
    const rows: UserMessageRow[] = await m.query(`${SELECT_MESSAGE} WHERE id = ?`, [id]);
    return rows[0] ?? null;
  }

  /** Ids of the user's unread operator messages, oldest first. */
  async unreadOperatorIds(userId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM user_messages WHERE user_id = ? AND from_operator = ? AND read_at IS NULL ORDER BY id',
      [userId, 1],
    );
    return rows.map((r) => Number(r.id));
  }

  async countUnreadOperator(userId: number): Promise<number> {
    const [row]: { n: number | string }[] = await this.dataSource.query(
      'SELECT COUNT(*) AS n FROM user_messages WHERE user_id = ? AND from_operator = ? AND read_at IS NULL',
      [userId, 1],
    );
    return Number(row?.n ?? 0);
  }

  async insert(m: EntityManager, v: { userId: number; fromOperator: boolean; body: string; clientId: string | null; now: string }): Promise<number> {
    const r = await exec(m, 'INSERT INTO user_messages (user_id, from_operator, body, client_id, created_at) VALUES (?, ?, ?, ?, ?)', [
      v.userId,
      v.fromOperator ? 1 : 0,
      v.body,
      v.clientId,
      v.now,
    ]);
    return r.insertId;
  }

  /** Marks the user's unread operator messages read (only `ids` when given); returns how many. */
  async markOperatorRead(m: EntityManager, userId: number, ids: number[] | null, now: string): Promise<number> {
    const only = ids ? ` AND id IN (${placeholders(ids.length)})` : '';
    const r = await exec(m, `UPDATE user_messages SET read_at = ? WHERE user_id = ? AND from_operator = ? AND read_at IS NULL${only}`, [
      now,
      userId,
      1,
      ...(ids ?? []),
    ]);
    return r.affected;
  }

  async userExists(userId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT id FROM users WHERE id = ?', [userId]);
    return rows.length > 0;
  }

  async userByEmail(email: string): Promise<{ id: number; email: string; last_name: string; first_name: string; withdrawn_at: unknown } | null> {
    const rows: { id: number; email: string; last_name: string; first_name: string; withdrawn_at: unknown }[] = await this.dataSource.query(
      'SELECT id, email, last_name, first_name, withdrawn_at FROM users WHERE LOWER(email) = ?',
      [email],
    );
    return rows[0] ?? null;
  }

  publishedTopics(now: string, limit: number): Promise<TopicRow[]> {
    return this.dataSource.query(
      `SELECT id, title, body, published_at FROM topics WHERE published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ${Number(limit)}`,
      [now],
    );
  }

  async publishedTopic(id: number, now: string): Promise<TopicRow | null> {
    const rows: TopicRow[] = await this.dataSource.query('SELECT id, title, body, published_at FROM topics WHERE id = ? AND published_at <= ?', [id, now]);
    return rows[0] ?? null;
  }

  async insertTopic(v: { title: string; body: string; now: string }): Promise<number> {
    const r = await exec(this.dataSource.manager, 'INSERT INTO topics (title, body, published_at) VALUES (?, ?, ?)', [v.title, v.body, v.now]);
    return r.insertId;
  }
}
