import { Injectable } from '@nestjs/common';
import type { MessageAttachment } from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { exec, insertRow, placeholders } from '../database/sql';

/**
 * Where one kind of thread is stored. Every thread table family has the same shape: a messages table
 * whose rows name their thread (`thread`), their sender and an optional clientId, and an attachments
 * table whose rows name their message and the same thread.
 */
export interface ThreadTables {
  /** The messages table (aliased `m` in `columns`). */
  messages: string;
  /** The column naming the thread, in the messages and the attachments table. */
  thread: string;
  /** The sender column the clientId is unique with; null when only the thread's owner sends with one. */
  sender: string | null;
  /** The attachments table; null for a thread without attachments. */
  attachments: string | null;
  /** The select list of a message row (alias `m`). */
  columns: string;
  /** The URL of an attachment (the route that serves it to the thread's parties). */
  attachmentUrl(id: number): string;
}

export interface NewThreadAttachment {
  messageId: number;
  threadId: number;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
  now: string;
}

/** The SQL every message thread shares (deals, consulting and partner threads, the operator's messages). */
@Injectable()
export class MessageThreadRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The id of the message the sender already sent in the thread with this clientId. */
  async messageIdByClient(t: ThreadTables, threadId: number, senderId: number, clientId: string, m: EntityManager = this.dataSource.manager): Promise<number | null> {
    const rows: { id: number }[] = t.sender
      ? await m.query(`SELECT id FROM ${t.messages} WHERE ${t.thread} = ? AND ${t.sender} = ? AND client_id = ?`, [threadId, senderId, clientId])
      : await m.query(`SELECT id FROM ${t.messages} WHERE ${t.thread} = ? AND client_id = ?`, [threadId, clientId]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  insertAttachment(t: ThreadTables, m: EntityManager, v: NewThreadAttachment): Promise<number> {
    if (!t.attachments) throw new Error(`${t.messages}: no attachments`);
    return insertRow(m, t.attachments, {
      message_id: v.messageId,
      [t.thread]: v.threadId,
      name: v.name,
      mime: v.mime,
      size: v.size,
      storage_key: v.storageKey,
      created_at: v.now,
    });
  }

  /** Message rows by id, oldest first. */
  rowsByIds<R>(t: ThreadTables, ids: number[]): Promise<R[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.query(`SELECT ${t.columns} FROM ${t.messages} m WHERE m.id IN (${placeholders(ids.length)}) ORDER BY m.id`, ids);
  }

  /** Up to `limit + 1` messages of a thread before `before`, newest first. */
  pageRows<R>(t: ThreadTables, threadId: number, before: number | null, limit: number): Promise<R[]> {
    return this.dataSource.query(
      `SELECT ${t.columns} FROM ${t.messages} m WHERE m.${t.thread} = ?${before ? ' AND m.id < ?' : ''} ORDER BY m.id DESC LIMIT ${Number(limit) + 1}`,
      before ? [threadId, before] : [threadId],
    );
  }

  /** Marks a thread's unread messages where `column` = `value` (the reader's side) read; returns how many. */
  async markRead(t: ThreadTables, m: EntityManager, threadId: number, side: { column: string; value: number }, now: string): Promise<number> {
    const r = await exec(m, `UPDATE ${t.messages} SET read_at = ? WHERE ${t.thread} = ? AND ${side.column} = ? AND read_at IS NULL`, [
      now,
      threadId,
      side.value,
    ]);
    return r.affected;
  }

  /** The attachments of these messages, per message id. */
  async attachmentsOf(t: ThreadTables, messageIds: number[]): Promise<Map<number, MessageAttachment[]>> {
    const out = new Map<number, MessageAttachment[]>();
    if (messageIds.length === 0 || !t.attachments) return out;
    const rows: { id: number; message_id: number; name: string; size: number; mime: string }[] = await this.dataSource.query(
      `SELECT id, message_id, name, size, mime FROM ${t.attachments} WHERE message_id IN (${placeholders(messageIds.length)}) ORDER BY id`,
      messageIds,
    );
    for (const r of rows) {
      const list = out.get(Number(r.message_id)) ?? [];
      list.push({ id: Number(r.id), name: r.name, size: Number(r.size), mime: r.mime, url: t.attachmentUrl(Number(r.id)) });
      out.set(Number(r.message_id), list);
    }
    return out;
  }

  /**
   * One attachment, if its thread (table `threads`) has `userId` in one of `partyColumns`; with
   * `userId` null (staff) any thread's.
   */
  async attachmentFor(
    t: ThreadTables,
    threads: string,
    id: number,
    userId: number | null,
    partyColumns: readonly string[],
  ): Promise<{ name: string; mime: string; storage_key: string } | null> {
    if (!t.attachments) return null;
    const party = userId === null ? '' : ` AND (${partyColumns.map((c) => `x.${c} = ?`).join(' OR ')})`;
    const rows: { name: string; mime: string; storage_key: string }[] = await this.dataSource.query(
      `SELECT a.name, a.mime, a.storage_key FROM ${t.attachments} a JOIN ${threads} x ON x.id = a.${t.thread} WHERE a.id = ?${party}`,
      userId === null ? [id] : [id, ...partyColumns.map(() => userId)],
    );
    return rows[0] ?? null;
  }
}
