import { Injectable } from '@nestjs/common';
import type { ConsultingStatus, ConsultingThreadType } from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { forUpdate, insertRow } from '../database/sql';
import { moveVersionedStatus } from '../common/versioned-status';
import { activeStaffIds, userBrief, type UserBrief } from '../users/user-briefs.repository';
import type { ThreadTables } from '../message-threads/message-thread.repository';
import { newThreadMessageColumns, type NewThreadMessage, type ThreadMessageRow } from '../message-threads/message-rows';

export interface RequestRow {
  id: number;
  user_id: number;
  status: ConsultingStatus;
  version: number;
  requester_type: string;
  property_id: number | null;
  prefecture_code: string | null;
  place: string | null;
  property_description: string | null;
  property_label: string;
  problem: string;
  timing: string;
  phone: string | null;
  created_at: unknown;
  updated_at: unknown;
  thread_id: number | null;
}

export interface ThreadRow {
  id: number;
  user_id: number;
  type: ConsultingThreadType;
  subject_id: number | null;
  request_id: number | null;
  title: string;
  last_message_at: unknown;
  last_message_body: string | null;
  last_message_from_operator: unknown;
  created_at: unknown;
  updated_at: unknown;
  request_status: ConsultingStatus | null;
  unread: number | string;
  user_last_name?: string;
  user_first_name?: string;
}

export interface MessageRow extends ThreadMessageRow<ConsultingStatus> {
  thread_id: number;
  from_operator: unknown;
}

export interface NewRequest {
  userId: number;
  requesterType: string;
  propertyId: number | null;
  prefectureCode: string | null;
  place: string | null;
  propertyDescription: string | null;
  propertyLabel: string;
  problem: string;
  timing: string;
  phone: string | null;
  clientId: string;
  now: string;
}

export interface NewConsultingMessage extends NewThreadMessage<ConsultingStatus> {
  threadId: number;
  fromOperator: boolean;
  senderId: number | null;
}

const REQUEST_COLUMNS = `r.id, r.user_id, r.status, r.version, r.requester_type, r.property_id, r.prefecture_code, r.place, r.property_description,
  r.property_label, r.problem, r.timing, r.phone, r.created_at, r.updated_at, t.id AS thread_id`;
const REQUEST_FROM = 'consulting_requests r LEFT JOIN consulting_threads t ON t.request_id = r.id';

/** Unread for the viewer: the user reads the operator's messages, staff read the user's. */
const threadColumns = (unreadFromOperator: 0 | 1) => `t.id, t.user_id, t.type, t.subject_id, t.request_id, t.title, t.last_message_at,
  t.last_message_body, t.last_message_from_operator, t.created_at, t.updated_at, r.status AS request_status,
  (SELECT COUNT(*) FROM consulting_messages m WHERE m.thread_id = t.id AND m.from_operator = ${unreadFromOperator} AND m.read_at IS NULL) AS unread`;

export const MESSAGE_COLUMNS = 'm.id, m.thread_id, m.kind, m.from_operator, m.body, m.status_from, m.status_to, m.client_id, m.created_at, m.read_at';

export function consultingAttachmentUrl(id: number): string {
  return `/api/my-page/consulting/attachments/${id}`;
}

/** A consulting (or partner) thread in the message-thread core: `consulting_messages` and `consulting_attachments` by `thread_id`. */
export const CONSULTING_THREAD: ThreadTables = {
  messages: 'consulting_messages',
  thread: 'thread_id',
  sender: 'sender_id',
  attachments: 'consulting_attachments',
  columns: MESSAGE_COLUMNS,
  attachmentUrl: consultingAttachmentUrl,
};

/** The SQL of the consulting requests and threads (their messages' shared SQL: api/src/message-threads). */
@Injectable()
export class ConsultingRepository {
  constructor(private readonly dataSource: DataSource) {}

  // ---- requests -----------------------------------------------------------------------------------

  insertRequest(m: EntityManager, v: NewRequest): Promise<number> {
    return insertRow(m, 'consulting_requests', {
      user_id: v.userId,
      status: 'received',
      version: 1,
      requester_type: v.requesterType,
      property_id: v.propertyId,
      prefecture_code: v.prefectureCode,
      place: v.place,
      property_description: v.propertyDescription,
      property_label: v.propertyLabel,
      problem: v.problem,
      timing: v.timing,
      phone: v.phone,
      client_id: v.clientId,
      created_at: v.now,
      updated_at: v.now,
    });
  }

  async requestIdByClient(userId: number, clientId: string): Promise<number | null> {
    const rows: { id: number }[] = await this.dataSource.query('SELECT id FROM consulting_requests WHERE user_id = ? AND client_id = ?', [userId, clientId]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** A request of the user (null: none, or another user's). */
  async requestOfUser(id: number, userId: number): Promise<RequestRow | null> {
    const rows: RequestRow[] = await this.dataSource.query(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = ? AND r.user_id = ?`, [id, userId]);
    return rows[0] ?? null;
  }

  async requestById(id: number): Promise<RequestRow | null> {
    const rows: RequestRow[] = await this.dataSource.query(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = ?`, [id]);
    return rows[0] ?? null;
  }

  requestsOfUser(userId: number): Promise<RequestRow[]> {
    return this.dataSource.query(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.user_id = ? ORDER BY r.id DESC`, [userId]);
  }

  /** Staff: every request (or those in `status`), newest first. */
  allRequests(status: ConsultingStatus | null, limit: number): Promise<RequestRow[]> {
    return this.dataSource.query(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM}${status ? ' WHERE r.status = ?' : ''} ORDER BY r.id DESC LIMIT ${Number(limit)}`,
      status ? [status] : [],
    );
  }

  /** The request row locked for the rest of the transaction. */
  async lockRequest(m: EntityManager, id: number): Promise<{ status: ConsultingStatus; version: number; user_id: number } | null> {
    const rows: { status: ConsultingStatus; version: number; user_id: number }[] = await m.query(
      `SELECT status, version, user_id FROM consulting_requests WHERE id = ?${forUpdate(m)}`,
      [id],
    );
    return rows[0] ? { status: rows[0].status, version: Number(rows[0].version), user_id: Number(rows[0].user_id) } : null;
  }

  /** Moves the request from `from` at `version`; false when another move came first. */
  moveRequest(m: EntityManager, id: number, from: ConsultingStatus, version: number, to: ConsultingStatus, now: string): Promise<boolean> {
    return moveVersionedStatus(m, 'consulting_requests', id, { from, version, to, now });
  }

  // ---- threads ------------------------------------------------------------------------------------

  insertThread(
    m: EntityManager,
    v: { userId: number; type: ConsultingThreadType; subjectId: number | null; subjectKey: string; requestId: number | null; title: string; now: string },
  ): Promise<number> {
    return insertRow(m, 'consulting_threads', {
      user_id: v.userId,
      type: v.type,
      subject_id: v.subjectId,
      subject_key: v.subjectKey,
      request_id: v.requestId,
      title: v.title,
      last_message_from_operator: 0,
      created_at: v.now,
      updated_at: v.now,
    });
  }

  async threadIdBySubject(userId: number, subjectKey: string, m: EntityManager = this.dataSource.manager): Promise<number | null> {
    const rows: { id: number }[] = await m.query('SELECT id FROM consulting_threads WHERE user_id = ? AND subject_key = ?', [userId, subjectKey]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** A thread as its user sees it (null: none, or another user's). */
  async threadOfUser(id: number, userId: number): Promise<ThreadRow | null> {
    const rows: ThreadRow[] = await this.dataSource.query(
      `SELECT ${threadColumns(1)} FROM consulting_threads t LEFT JOIN consulting_requests r ON r.id = t.request_id WHERE t.id = ? AND t.user_id = ?`,
      [id, userId],
    );
    return rows[0] ?? null;
  }

  /** A thread as staff see it. */
  async threadForStaff(id: number): Promise<ThreadRow | null> {
    const rows: ThreadRow[] = await this.dataSource.query(
      `SELECT ${threadColumns(0)}, u.last_name AS user_last_name, u.first_name AS user_first_name FROM consulting_threads t
       LEFT JOIN consulting_requests r ON r.id = t.request_id JOIN users u ON u.id = t.user_id WHERE t.id = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  threadsOfUser(userId: number): Promise<ThreadRow[]> {
    return this.dataSource.query(
      `SELECT ${threadColumns(1)} FROM consulting_threads t LEFT JOIN consulting_requests r ON r.id = t.request_id
       WHERE t.user_id = ? ORDER BY t.updated_at DESC, t.id DESC`,
      [userId],
    );
  }

  allThreads(limit: number): Promise<ThreadRow[]> {
    return this.dataSource.query(
      `SELECT ${threadColumns(0)}, u.last_name AS user_last_name, u.first_name AS user_first_name FROM consulting_threads t
       LEFT JOIN consulting_requests r ON r.id = t.request_id JOIN users u ON u.id = t.user_id
       ORDER BY t.updated_at DESC, t.id DESC LIMIT ${Number(limit)}`,
    );
  }

  /** Locks the thread row (sends take it first, like a deal send locks its contact). */
  async lockThread(m: EntityManager, id: number): Promise<{ id: number; user_id: number } | null> {
    const rows: { id: number; user_id: number }[] = await m.query(`SELECT id, user_id FROM consulting_threads WHERE id = ?${forUpdate(m)}`, [id]);
    return rows[0] ? { id: Number(rows[0].id), user_id: Number(rows[0].user_id) } : null;
  }

  async setLastMessage(m: EntityManager, id: number, v: { now: string; preview: string; fromOperator: boolean }): Promise<void> {
    await m.query('UPDATE consulting_threads SET last_message_at = ?, last_message_body = ?, last_message_from_operator = ?, updated_at = ? WHERE id = ?', [
      v.now,
      v.preview,
      v.fromOperator ? 1 : 0,
      v.now,
      id,
    ]);
  }

  // ---- messages -----------------------------------------------------------------------------------

  insertMessage(m: EntityManager, v: NewConsultingMessage): Promise<number> {
    return insertRow(m, 'consulting_messages', {
      thread_id: v.threadId,
      kind: v.kind,
      from_operator: v.fromOperator ? 1 : 0,
      sender_id: v.senderId,
      ...newThreadMessageColumns(v),
    });
  }

  /** Unread operator messages of a user, per thread and type (the contact list's consulting maps). */
  unreadForUser(userId: number): Promise<{ id: number; thread_id: number; type: ConsultingThreadType }[]> {
    return this.dataSource.query(
      `SELECT m.id, m.thread_id, t.type FROM consulting_threads t JOIN consulting_messages m ON m.thread_id = t.id
       WHERE t.user_id = ? AND m.from_operator = 1 AND m.read_at IS NULL ORDER BY m.id`,
      [userId],
    );
  }

  async countUnreadForUser(userId: number): Promise<number> {
    const [row]: { n: number | string }[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM consulting_threads t JOIN consulting_messages m ON m.thread_id = t.id
       WHERE t.user_id = ? AND m.from_operator = 1 AND m.read_at IS NULL`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  // ---- other tables -------------------------------------------------------------------------------

  /** The user's own listing (any state), for a request about it. */
  async ownListing(propertyId: number, userId: number): Promise<{ id: number; title: string } | null> {
    const rows: { id: number; title: string }[] = await this.dataSource.query('SELECT id, title FROM properties WHERE id = ? AND seller_id = ?', [
      propertyId,
      userId,
    ]);
    return rows[0] ? { id: Number(rows[0].id), title: rows[0].title } : null;
  }

  ownListings(userId: number): Promise<{ id: number; title: string }[]> {
    return this.dataSource.query('SELECT id, title FROM properties WHERE seller_id = ? ORDER BY id DESC', [userId]);
  }

  /** A published listing or a published Q&A answer: what a conversation can be about. */
  /** The subject's title, or null when there is none the user may talk about (a partner record: only their own). */
  async subjectTitle(type: ConsultingThreadType, id: number, userId: number): Promise<string | null> {
    const rows: { title: string }[] =
      type === 'property'
        ? await this.dataSource.query('SELECT title FROM properties WHERE id = ? AND is_published = 1 AND is_stop_published = 0', [id])
        : type === 'solution'
          ? await this.dataSource.query("SELECT question AS title FROM solutions WHERE id = ? AND status = 'published'", [id])
          : await this.dataSource.query('SELECT display_name AS title FROM partners WHERE id = ? AND user_id = ?', [id, userId]);
    if (!rows[0]) return null;
    return type === 'partner' ? `応援団「${rows[0].title}」について` : rows[0].title;
  }

  staffIds(): Promise<number[]> {
    return activeStaffIds(this.dataSource);
  }

  userBrief(userId: number): Promise<UserBrief | null> {
    return userBrief(this.dataSource, userId);
  }
}
