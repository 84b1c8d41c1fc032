import { Injectable } from '@nestjs/common';
import { MESSAGES, WITHDRAWN_USER_NAME } from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { bool, isoOf, isoOrNull, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { InquiriesService } from '../inquiries/inquiries.service';
import { MessageThreadService } from '../message-threads/message-thread.service';
import { StaffInboxRecorder } from '../staff-inbox/staff-inbox-recorder.service';
import type { UserEntity } from '../users/entities/user.entity';
import { operatorUserMessageMail } from './templates/operator-user-message';
import { USER_MESSAGE_THREAD, UserMessagesRepository, type TopicRow, type UserMessageRow } from './user-messages.repository';
import {
  USER_MESSAGE_LIMITS,
  type StaffUserLookup,
  type Topic,
  type TopicListResponse,
  type UserMessage,
  type UserMessageListResponse,
} from '@akiya/contracts';

const notFound = () => new ApiError(404, MESSAGES.notFound);
const fieldError = (field: string, message: string) => new ApiError(400, MESSAGES.formError, { [field]: [message] });

function toMessage(r: UserMessageRow): UserMessage {
  return { id: Number(r.id), from_operator: bool(r.from_operator), body: r.body, created_at: isoOf(r.created_at), read_at: isoOrNull(r.read_at) };
}

function toTopic(r: TopicRow): Topic {
  return { id: Number(r.id), title: r.title, body: r.body, published_at: isoOf(r.published_at) };
}

/**
 * The user's thread with 家いちば事務局 and the operator's topics (docs/deals-ui.md "Messages from the
 * operator"). Every user call reads and writes only the caller's own rows. A change that affects the
 * unread operator messages goes through the message-thread core's touch(…, null), which also drops
 * the user's cached contact list (its noReadUserMessageIds) and tells the user's open pages.
 */
@Injectable()
export class UserMessagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: UserMessagesRepository,
    private readonly inquiries: InquiriesService,
    private readonly threads: MessageThreadService,
    private readonly inbox: StaffInboxRecorder,
  ) {}

  /** GET /api/my-page/user/messages — the thread, newest first. */
  async list(user: UserEntity): Promise<UserMessageListResponse> {
    const rows = await this.repo.threadOf(user.id, USER_MESSAGE_LIMITS.threadSize);
    return { items: rows.map(toMessage), unreadIds: await this.unreadIds(user.id) };
  }

  /** Ids of the user's unread operator messages, oldest first (all-contacts' noReadUserMessageIds). */
  unreadIds(userId: number): Promise<number[]> {
    return this.repo.unreadOperatorIds(userId);
  }

  /**
   * POST /api/my-page/user/messages (validated by UserMessageReplyDto) — idempotent by clientId, on
   * the message-thread core: the reply, its staff inbox item (docs/accounts.md "Staff inbox") and the
   * operator's mail are stored in one transaction.
   */
  async reply(user: UserEntity, message: string, clientId: string): Promise<UserMessage> {
    const now = new Date();
    const sent = await this.threads.send({
      tables: USER_MESSAGE_THREAD,
      threadId: user.id,
      senderId: user.id,
      clientId,
      body: message,
      files: [],
      folder: `operator-${user.id}`,
      notices: async () => [
        {
          to: this.inquiries.site.operatorEmail,
          content: operatorUserMessageMail(this.inquiries.site, {
            userId: user.id,
            userName: `${user.lastName} ${user.firstName}`.trim(),
            email: user.email,
            body: message,
            receivedAt: now,
          }),
        },
      ],
      // One thread per user, no thread row: the unique (user_id, client_id) index decides a race.
      lock: async () => undefined,
      insert: (m, ctx) => this.repo.insert(m, { userId: user.id, fromOperator: false, body: message, clientId, now: ctx.now }),
      after: async (m, messageId) => {
        await this.inbox.insertIn(m, {
          kind: 'user_reply',
          category: null,
          name: `${user.lastName} ${user.firstName}`.trim() || user.email,
          email: user.email,
          userId: user.id,
          propertyId: null,
          sourceId: messageId,
          body: message,
          receivedAt: now,
        });
      },
      touch: async () => ({ userIds: [user.id], contactId: null }),
    });
    if (!sent.existing) await this.inbox.notifyStaff();
    return toMessage((await this.repo.byId(sent.messageId)) as UserMessageRow);
  }

  /**
   * POST /api/my-page/user/messages/read {ids?} — marks the given unread operator messages of the user
   * read (ids of other users are ignored); without ids, every one.
   */
  async markRead(user: UserEntity, ids: number[] | undefined): Promise<{ read: number }> {
    const idList = ids ? [...new Set(ids)] : null;
    const affected = await withTransaction(this.dataSource, (m) => this.repo.markOperatorRead(m, user.id, idList, sqlTime()));
    if (affected > 0) await this.threads.touch([user.id], null);
    return { read: affected };
  }

  /** POST /api/staff/user-messages — the operator writes to a user (staff only; checked by the caller). */
  async operatorWrite(userId: number, message: string): Promise<UserMessage> {
    if (!(await this.repo.userExists(userId))) throw fieldError('userId', MESSAGES.notFound);
    const id = await withTransaction(this.dataSource, (m) => this.repo.insert(m, { userId, fromOperator: true, body: message, clientId: null, now: sqlTime() }));
    await this.threads.touch([userId], null);
    return toMessage((await this.repo.byId(id)) as UserMessageRow);
  }

  /** GET /api/staff/users?email= — one user by exact (case-insensitive) email address; unknown: 404 (staff only; checked by the caller). */
  async lookupUser(email: unknown): Promise<StaffUserLookup> {
    if (typeof email !== 'string' || email.trim() === '') throw fieldError('email', MESSAGES.required);
    if (email.length > 254) throw fieldError('email', MESSAGES.invalidValue);
    const r = await this.repo.userByEmail(email.trim().toLowerCase());
    if (!r) throw notFound();
    const withdrawnAt = isoOrNull(r.withdrawn_at);
    return { id: Number(r.id), name: withdrawnAt ? WITHDRAWN_USER_NAME : `${r.last_name} ${r.first_name}`.trim(), email: r.email, withdrawn_at: withdrawnAt };
  }

  /** GET /api/my-page/topics — newest first. */
  async topics(): Promise<TopicListResponse> {
    return { items: (await this.repo.publishedTopics(sqlTime(), USER_MESSAGE_LIMITS.topicsListSize)).map(toTopic) };
  }

  /** GET /api/my-page/topics/:id — unknown or not yet published: 404. */
  async topic(id: number): Promise<Topic> {
    const row = await this.repo.publishedTopic(id, sqlTime());
    if (!row) throw notFound();
    return toTopic(row);
  }

  /** POST /api/staff/topics (validated by TopicDto) — published at once. */
  async createTopic(title: string, body: string): Promise<Topic> {
    return this.topic(await this.repo.insertTopic({ title, body, now: sqlTime() }));
  }
}
