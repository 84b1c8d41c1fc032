import { Injectable } from '@nestjs/common';
import {
  CONSULTING_MESSAGES,
  consultingPaths,
  MESSAGES,
  type ConsultingMessage,
  type ConsultingMessagePage,
  type ConsultingSubject,
  type ConsultingThreadSummary,
  type ConsultingThreadType,
} from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { firstChars } from '../contacts/deal-errors';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import type { MessageFile } from '../message-threads/message-form';
import { MessageThreadService, type TypedFile } from '../message-threads/message-thread.service';
import type { UserEntity } from '../users/entities/user.entity';
import { ConsultingNotifier } from './consulting.notifier';
import { CONSULTING_THREAD, ConsultingRepository, type MessageRow, type ThreadRow } from './consulting.repository';
import { toConsultingMessage, toThreadSummary } from './consulting-rows';
import { consultingReplyMail, operatorConsultingMail } from './templates/consulting-mail';

const notFound = () => new ApiError(404, MESSAGES.notFound);

/** Who acts on a thread: its user, or a staff member (the operator). */
export interface ConsultingActor {
  user: UserEntity;
  staff: boolean;
}

export function attachmentFolder(threadId: number): string {
  return `consulting-${threadId}`;
}

/**
 * Consulting threads between a user and the operator (docs/consulting.md), partner threads among
 * them, on the message-thread core (api/src/message-threads): the lists, pages of messages, sends
 * with attachments (idempotent by clientId, the thread row locked first, the mail queued with the
 * message), read marks, and starting a thread about a listing or a Q&A answer. A user sees only their
 * own threads (anything else: 404); staff see every thread.
 */
@Injectable()
export class ConsultingThreadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ConsultingRepository,
    private readonly notifier: ConsultingNotifier,
    private readonly threads: MessageThreadService,
  ) {}

  private async thread(actor: ConsultingActor, id: number): Promise<ThreadRow> {
    const row = actor.staff ? await this.repo.threadForStaff(id) : await this.repo.threadOfUser(id, actor.user.id);
    if (!row) throw notFound();
    return row;
  }

  async list(actor: ConsultingActor): Promise<{ items: ConsultingThreadSummary[] }> {
    const rows = actor.staff ? await this.repo.allThreads(200) : await this.repo.threadsOfUser(actor.user.id);
    return { items: rows.map((r) => toThreadSummary(r, actor.staff)) };
  }

  async detail(actor: ConsultingActor, id: number): Promise<ConsultingThreadSummary> {
    return toThreadSummary(await this.thread(actor, id), actor.staff);
  }

  byIds(ids: number[]): Promise<ConsultingMessage[]> {
    return this.threads.byIds<MessageRow, ConsultingMessage>(CONSULTING_THREAD, ids, toConsultingMessage);
  }

  async page(actor: ConsultingActor, id: number, before: number | null, limit: number): Promise<ConsultingMessagePage> {
    await this.thread(actor, id);
    return this.threads.page<MessageRow, ConsultingMessage>(CONSULTING_THREAD, id, before, limit, toConsultingMessage);
  }

  async attachment(actor: ConsultingActor, id: number): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const row = await this.threads.repo.attachmentFor(CONSULTING_THREAD, 'consulting_threads', id, actor.staff ? null : actor.user.id, ['user_id']);
    return this.threads.file(row, notFound);
  }

  /**
   * Inside the caller's transaction (thread row locked): the message, its attachments (already on
   * disk under `keys`) and the thread's last message.
   */
  async insertMessage(
    m: EntityManager,
    v: { threadId: number; fromOperator: boolean; senderId: number; body: string; clientId: string; typed: TypedFile[]; keys: string[]; now: string },
  ): Promise<number> {
    const messageId = await this.insertText(m, v);
    await this.threads.insertAttachments(CONSULTING_THREAD, m, { messageId, threadId: v.threadId, typed: v.typed, keys: v.keys, now: v.now });
    await this.repo.setLastMessage(m, v.threadId, { now: v.now, preview: this.threads.preview(v.body, v.typed.length), fromOperator: v.fromOperator });
    return messageId;
  }

  private insertText(m: EntityManager, v: { threadId: number; fromOperator: boolean; senderId: number; body: string; clientId: string; now: string }): Promise<number> {
    return this.repo.insertMessage(m, { threadId: v.threadId, kind: 'text', fromOperator: v.fromOperator, senderId: v.senderId, body: v.body, clientId: v.clientId, now: v.now });
  }

  /**
   * POST …/threads/:id/messages (body validated by the caller). A retry with the same clientId returns
   * the first message. The other side's mail (the user's reply mail, or the operator's) is queued
   * with the message.
   */
  async send(actor: ConsultingActor, id: number, body: string, clientId: string, files: MessageFile[]): Promise<ConsultingMessage> {
    const thread = await this.thread(actor, id);
    const userId = Number(thread.user_id);
    const sent = await this.threads.send({
      tables: CONSULTING_THREAD,
      threadId: id,
      senderId: actor.user.id,
      clientId,
      body,
      files,
      folder: attachmentFolder(id),
      notices: async (typed) => [
        actor.staff
          ? await this.notifier.userNotice(userId, (to) => consultingReplyMail(this.notifier.site, { to, title: thread.title, threadId: id, body, attachments: typed.length }))
          : this.notifier.operatorNotice(
              operatorConsultingMail(this.notifier.site, {
                kind: 'message',
                userId,
                userName: `${actor.user.lastName} ${actor.user.firstName}`.trim(),
                email: actor.user.email,
                title: thread.title,
                body: body || `（添付ファイル ${typed.length}件）`,
                receivedAt: new Date(),
                path: consultingPaths.staffThread(id),
              }),
            ),
      ],
      lock: async (m) => {
        if (!(await this.repo.lockThread(m, id))) throw notFound();
      },
      insert: (m, ctx) => this.insertText(m, { threadId: id, fromOperator: actor.staff, senderId: actor.user.id, body, clientId, now: ctx.now }),
      after: (m, _messageId, ctx) => this.repo.setLastMessage(m, id, { now: ctx.now, preview: ctx.preview, fromOperator: actor.staff }),
      touch: async () => ({ userIds: [userId, ...(await this.repo.staffIds())], contactId: null }),
    });
    return (await this.byIds([sent.messageId]))[0];
  }

  /** POST …/threads/:id/read: the viewer read the other side's messages. */
  async markRead(actor: ConsultingActor, id: number): Promise<{ success: true; read: number }> {
    const thread = await this.thread(actor, id);
    // The user reads the operator's messages; staff read the user's.
    const read = await withTransaction(this.dataSource, (m) =>
      this.threads.repo.markRead(CONSULTING_THREAD, m, id, { column: 'from_operator', value: actor.staff ? 0 : 1 }, sqlTime()),
    );
    if (read > 0) await this.notifier.changed(Number(thread.user_id));
    return { success: true, read };
  }

  /** GET /api/my-page/consulting/subjects/:type/:id — the listing / Q&A and the user's thread about it. */
  async subject(user: UserEntity, type: ConsultingThreadType, subjectId: number): Promise<ConsultingSubject> {
    const threadId = await this.repo.threadIdBySubject(user.id, `${type}:${subjectId}`);
    if (threadId !== null) {
      const row = await this.repo.threadOfUser(threadId, user.id);
      if (row) return { type, subject_id: subjectId, title: row.title, thread: toThreadSummary(row, false) };
    }
    const title = await this.repo.subjectTitle(type, subjectId, user.id);
    if (title === null) throw new ApiError(404, CONSULTING_MESSAGES.subjectNotFound);
    return { type, subject_id: subjectId, title, thread: null };
  }

  /**
   * POST /api/my-page/consulting/subjects/:type/:id/messages — the first (or a further) message about
   * a listing or a Q&A answer: the thread is made once per user and subject (the unique subject key
   * decides across instances), then the message is sent like any other.
   */
  async startAbout(user: UserEntity, type: ConsultingThreadType, subjectId: number, body: string, clientId: string, files: MessageFile[]): Promise<ConsultingMessage> {
    const key = `${type}:${subjectId}`;
    let threadId = await this.repo.threadIdBySubject(user.id, key);
    if (threadId === null) {
      const title = await this.repo.subjectTitle(type, subjectId, user.id);
      if (title === null) throw new ApiError(404, CONSULTING_MESSAGES.subjectNotFound);
      try {
        threadId = await withTransaction(this.dataSource, async (m) => {
          const again = await this.repo.threadIdBySubject(user.id, key, m);
          if (again !== null) return again;
          return this.repo.insertThread(m, { userId: user.id, type, subjectId, subjectKey: key, requestId: null, title: firstChars(title, 200), now: sqlTime() });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        threadId = await this.repo.threadIdBySubject(user.id, key);
        if (threadId === null) throw error;
      }
    }
    return this.send({ user, staff: false }, threadId, body, clientId, files);
  }
}
