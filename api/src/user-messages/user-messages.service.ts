import { Injectable, Logger } from '@nestjs/common';
import { CLIENT_ID_RE, codePointLength, DEAL_MESSAGES, formatMessage, MESSAGES } from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { bool, isoOf, isoOrNull } from '../contacts/contact-rows';
import { run, sqlTime } from '../contacts/contacts.service';
import { ApiError } from '../http/api-error';
import { InquiriesService } from '../inquiries/inquiries.service';
import { RealtimeService } from '../realtime/realtime.service';
import type { UserEntity } from '../users/entities/user.entity';
import { operatorUserMessageMail } from './templates/operator-user-message';
import {
  USER_MESSAGE_LIMITS,
  type StaffUserLookup,
  type Topic,
  type TopicListResponse,
  type UserMessage,
  type UserMessageListResponse,
} from './user-messages.types';

interface MessageRow {
  id: number;
  from_operator: unknown;
  body: string;
  created_at: unknown;
  read_at: unknown;
}

interface TopicRow {
  id: number;
  title: string;
  body: string;
  published_at: unknown;
}

const notFound = () => new ApiError(404, MESSAGES.notFound);
const fieldError = (field: string, message: string) => new ApiError(400, MESSAGES.formError, { [field]: [message] });

function toMessage(r: MessageRow): UserMessage {
  return { id: Number(r.id), from_operator: bool(r.from_operator), body: r.body, created_at: isoOf(r.created_at), read_at: isoOrNull(r.read_at) };
}

function toTopic(r: TopicRow): Topic {
  return { id: Number(r.id), title: r.title, body: r.body, published_at: isoOf(r.published_at) };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** A required text of at most `max` characters (code points); returns it as written. */
function text(field: string, value: unknown, max: number, requiredMessage: string = MESSAGES.required): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw fieldError(field, requiredMessage);
  if (typeof value !== 'string') throw fieldError(field, MESSAGES.invalidValue);
  if (codePointLength(value) > max) throw fieldError(field, formatMessage(MESSAGES.maxLength, { length: max }));
  return value;
}

const SELECT_MESSAGE = 'SELECT id, from_operator, body, created_at, read_at FROM user_messages';

/**
 * The user's thread with 家いちば事務局 and the operator's topics (docs/deals-ui.md "Messages from the
 * operator"). Every user call reads and writes only the caller's own rows. A change that affects the
 * unread operator messages goes through RealtimeService.touch(…, null), which also drops the user's
 * cached contact list (its noReadUserMessageIds) and tells the user's open pages.
 */
@Injectable()
export class UserMessagesService {
  private readonly logger = new Logger('UserMessages');

  constructor(
    private readonly dataSource: DataSource,
    private readonly inquiries: InquiriesService,
    private readonly realtime: RealtimeService,
  ) {}

  /** GET /api/my-page/user/messages — the thread, newest first. */
  async list(user: UserEntity): Promise<UserMessageListResponse> {
    const rows: MessageRow[] = await this.dataSource.query(`${SELECT_MESSAGE} WHERE user_id = ? ORDER BY id DESC LIMIT ${USER_MESSAGE_LIMITS.threadSize}`, [
      user.id,
    ]);
    const items = rows.map(toMessage);
    return { items, unreadIds: await this.unreadIds(user.id) };
  }

  /** Ids of the user's unread operator messages, oldest first (all-contacts' noReadUserMessageIds). */
  async unreadIds(userId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM user_messages WHERE user_id = ? AND from_operator = ? AND read_at IS NULL ORDER BY id',
      [userId, 1],
    );
    return rows.map((r) => Number(r.id));
  }

  /** POST /api/my-page/user/messages — the user's reply; idempotent by clientId; mailed to the operator. */
  async reply(user: UserEntity, body: unknown, clientId: unknown): Promise<UserMessage> {
    const message = text('body', body, USER_MESSAGE_LIMITS.bodyMaxLength, DEAL_MESSAGES.messageRequired);
    if (typeof clientId !== 'string' || !CLIENT_ID_RE.test(clientId)) throw fieldError('clientId', DEAL_MESSAGES.clientIdInvalid);
    const existing = await this.byClientId(user.id, clientId);
    if (existing) return existing;
    const now = new Date();
    let id: number;
    try {
      ({ insertId: id } = await run(
        this.dataSource.manager,
        'INSERT INTO user_messages (user_id, from_operator, body, client_id, created_at) VALUES (?, ?, ?, ?, ?)',
        [user.id, 0, message, clientId, sqlTime(now)],
      ));
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = await this.byClientId(user.id, clientId);
        if (again) return again;
      }
      throw error;
    }
    // The reply is stored (the user sees it); a mail failure is logged, not shown (a retry would not re-send).
    try {
      await this.inquiries.toOperator(
        operatorUserMessageMail(this.inquiries.site, {
          userId: user.id,
          userName: `${user.lastName} ${user.firstName}`.trim(),
          email: user.email,
          body: message,
          receivedAt: now,
        }),
      );
    } catch {
      this.logger.error(`user message ${id}: mail to the operator failed`);
    }
    await this.realtime.touch([user.id], null);
    const [row]: MessageRow[] = await this.dataSource.query(`${SELECT_MESSAGE} WHERE id = ?`, [id]);
    return toMessage(row);
  }

  /**
   * POST /api/my-page/user/messages/read {ids?} — marks the given unread operator messages of the user
   * read (ids of other users are ignored); without ids, every one.
   */
  async markRead(user: UserEntity, ids: unknown): Promise<{ read: number }> {
    let only = '';
    let idList: number[] = [];
    if (ids !== undefined) {
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 500 || !ids.every((i) => Number.isSafeInteger(i) && (i as number) > 0)) {
        throw fieldError('ids', MESSAGES.invalidValue);
      }
      idList = [...new Set(ids as number[])];
      only = ` AND id IN (${idList.map(() => '?').join(', ')})`;
    }
    const { affected } = await run(
      this.dataSource.manager,
      `UPDATE user_messages SET read_at = ? WHERE user_id = ? AND from_operator = ? AND read_at IS NULL${only}`,
      [sqlTime(new Date()), user.id, 1, ...idList],
    );
    if (affected > 0) await this.realtime.touch([user.id], null);
    return { read: affected };
  }

  /** POST /api/staff/user-messages — the operator writes to a user (staff only; checked by the caller). */
  async operatorWrite(userId: unknown, body: unknown): Promise<UserMessage> {
    if (typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1) throw fieldError('userId', MESSAGES.invalidValue);
    const message = text('body', body, USER_MESSAGE_LIMITS.bodyMaxLength, DEAL_MESSAGES.messageRequired);
    const target: unknown[] = await this.dataSource.query('SELECT id FROM users WHERE id = ?', [userId]);
    if (target.length === 0) throw fieldError('userId', MESSAGES.notFound);
    const { insertId } = await run(
      this.dataSource.manager,
      'INSERT INTO user_messages (user_id, from_operator, body, created_at) VALUES (?, ?, ?, ?)',
      [userId, 1, message, sqlTime(new Date())],
    );
    await this.realtime.touch([userId], null);
    const [row]: MessageRow[] = await this.dataSource.query(`${SELECT_MESSAGE} WHERE id = ?`, [insertId]);
    return toMessage(row);
  }

  /** GET /api/staff/users?email= — one user by exact (case-insensitive) email address; unknown: 404 (staff only; checked by the caller). */
  async lookupUser(email: unknown): Promise<StaffUserLookup> {
    if (typeof email !== 'string' || email.trim() === '') throw fieldError('email', MESSAGES.required);
    if (email.length > 254) throw fieldError('email', MESSAGES.invalidValue);
    const rows: { id: number; email: string; last_name: string; first_name: string }[] = await this.dataSource.query(
      'SELECT id, email, last_name, first_name FROM users WHERE LOWER(email) = ?',
      [email.trim().toLowerCase()],
    );
    if (rows.length === 0) throw notFound();
    const r = rows[0];
    return { id: Number(r.id), name: `${r.last_name} ${r.first_name}`.trim(), email: r.email };
  }

  /** GET /api/my-page/topics — newest first. */
  async topics(): Promise<TopicListResponse> {
    const rows: TopicRow[] = await this.dataSource.query(
      `SELECT id, title, body, published_at FROM topics WHERE published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ${USER_MESSAGE_LIMITS.topicsListSize}`,
      [sqlTime(new Date())],
    );
    return { items: rows.map(toTopic) };
  }

  /** GET /api/my-page/topics/:id — unknown or not yet published: 404. */
  async topic(id: number): Promise<Topic> {
    const rows: TopicRow[] = await this.dataSource.query('SELECT id, title, body, published_at FROM topics WHERE id = ? AND published_at <= ?', [
      id,
      sqlTime(new Date()),
    ]);
    if (rows.length === 0) throw notFound();
    return toTopic(rows[0]);
  }

  /** POST /api/staff/topics — published at once. */
  async createTopic(title: unknown, body: unknown): Promise<Topic> {
    const t = text('title', title, USER_MESSAGE_LIMITS.topicTitleMaxLength);
    const b = text('body', body, USER_MESSAGE_LIMITS.topicBodyMaxLength);
    const { insertId } = await run(this.dataSource.manager, 'INSERT INTO topics (title, body, published_at) VALUES (?, ?, ?)', [
      t,
      b,
      sqlTime(new Date()),
    ]);
    return this.topic(insertId);
  }

  private async byClientId(userId: number, clientId: string): Promise<UserMessage | null> {
    const rows: MessageRow[] = await this.dataSource.query(`${SELECT_MESSAGE} WHERE user_id = ? AND client_id = ?`, [userId, clientId]);
    return rows.length > 0 ? toMessage(rows[0]) : null;
  }
}
