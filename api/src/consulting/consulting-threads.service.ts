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
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { AttachmentStore, ATTACHMENT_MIME_TYPES } from '../contacts/attachment-store';
import { dealErrors, firstChars } from '../contacts/deal-errors';
import type { MessageFile } from '../contacts/message-form';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { sniffType } from '../posting/photo-type';
import type { UserEntity } from '../users/entities/user.entity';
import { ConsultingNotifier } from './consulting.notifier';
import { ConsultingRepository, type ThreadRow } from './consulting.repository';
import { toConsultingMessage, toThreadSummary } from './consulting-rows';
import { consultingReplyMail, operatorConsultingMail } from './templates/consulting-mail';

const notFound = () => new ApiError(404, MESSAGES.notFound);

/** Who acts on a thread: its user, or a staff member (the operator). */
export interface ConsultingActor {
  user: UserEntity;
  staff: boolean;
}

/** A file whose type was read from its bytes. */
export interface TypedFile {
  file: MessageFile;
  mime: string;
  ext: string;
}

export function attachmentFolder(threadId: number): string {
  return `consulting-${threadId}`;
}

/**
 * Consulting threads between a user and the operator (docs/consulting.md): the lists, pages of
 * messages, sends with attachments (idempotent by clientId, the thread row locked first — the deal
 * send's recipe, with the deals' AttachmentStore and message form), read marks, and starting a thread
 * about a listing or a Q&A answer. A user sees only their own threads (anything else: 404); staff see
 * every thread.
 */
@Injectable()
export class ConsultingThreadsService {
  readonly attachments: AttachmentStore;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ConsultingRepository,
    private readonly notifier: ConsultingNotifier,
    @InjectConfig() config: AppConfig,
  ) {
    this.attachments = new AttachmentStore(config.dataDir);
  }

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

  async byIds(ids: number[]): Promise<ConsultingMessage[]> {
    const rows = await this.repo.messageRowsByIds(ids);
    const att = await this.repo.attachmentsOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => toConsultingMessage(r, att.get(Number(r.id)) ?? []));
  }

  async page(actor: ConsultingActor, id: number, before: number | null, limit: number): Promise<ConsultingMessagePage> {
    await this.thread(actor, id);
    const rows = await this.repo.threadRows(id, before, limit);
    const page = rows.slice(0, limit).reverse();
    const att = await this.repo.attachmentsOf(page.map((r) => Number(r.id)));
    return { items: page.map((r) => toConsultingMessage(r, att.get(Number(r.id)) ?? [])), hasMore: rows.length > limit };
  }

  async attachment(actor: ConsultingActor, id: number): Promise<{ name: string; mime: string; bytes: Buffer }> {
    const row = await this.repo.attachmentFor(id, actor.staff ? null : actor.user.id);
    if (!row) throw notFound();
    try {
      return { name: row.name, mime: row.mime, bytes: await this.attachments.read(row.storage_key) };
    } catch {
      throw notFound();
    }
  }

  /** Reads each file's type from its bytes (images and PDF only). */
  async typeFiles(files: MessageFile[]): Promise<TypedFile[]> {
    const typed: TypedFile[] = [];
    for (const file of files) {
      const type = await sniffType(file.bytes);
      const ext = type ? ATTACHMENT_MIME_TYPES[type.mime] : undefined;
      if (!type || !ext) throw dealErrors.attachmentType();
      typed.push({ file, mime: type.mime, ext });
    }
    return typed;
  }

  /**
   * Inside the caller's transaction (thread row locked): the message, its attachments (already on
   * disk under `keys`) and the thread's last message.
   */
  async insertMessage(
    m: EntityManager,
    v: { threadId: number; fromOperator: boolean; senderId: number; body: string; clientId: string; typed: TypedFile[]; keys: string[]; now: string },
  ): Promise<number> {
    const messageId = await this.repo.insertMessage(m, {
      threadId: v.threadId,
      kind: 'text',
      fromOperator: v.fromOperator,
      senderId: v.senderId,
      body: v.body,
      clientId: v.clientId,
      now: v.now,
    });
    for (let i = 0; i < v.typed.length; i++) {
      await this.repo.insertAttachment(m, {
        messageId,
        threadId: v.threadId,
        name: firstChars(v.typed[i].file.filename || `attachment.${v.typed[i].ext}`, 255),
        mime: v.typed[i].mime,
        size: v.typed[i].file.bytes.length,
        storageKey: v.keys[i],
        now: v.now,
      });
    }
    const preview = v.body.trim() === '' && v.typed.length > 0 ? `（添付ファイル ${v.typed.length}件）` : firstChars(v.body, 200);
    await this.repo.setLastMessage(m, v.threadId, { now: v.now, preview, fromOperator: v.fromOperator });
    return messageId;
  }

  /** POST …/threads/:id/messages (body validated by the caller). A retry with the same clientId returns the first message. */
  async send(actor: ConsultingActor, id: number, body: string, clientId: string, files: MessageFile[]): Promise<ConsultingMessage> {
    const thread = await this.thread(actor, id);
    const retry = await this.repo.messageIdByClient(id, actor.user.id, clientId);
    if (retry !== null) return (await this.byIds([retry]))[0];
    const typed = await this.typeFiles(files);
    const keys: string[] = [];
    for (const t of typed) keys.push(await this.attachments.save(attachmentFolder(id), t.ext, t.file.bytes));
    let result: { messageId: number; existing: boolean };
    try {
      result = await withTransaction(this.dataSource, async (m) => {
        if (!(await this.repo.lockThread(m, id))) throw notFound();
        const again = await this.repo.messageIdByClient(id, actor.user.id, clientId, m);
        if (again !== null) return { messageId: again, existing: true };
        const messageId = await this.insertMessage(m, { threadId: id, fromOperator: actor.staff, senderId: actor.user.id, body, clientId, typed, keys, now: sqlTime() });
        return { messageId, existing: false };
      });
    } catch (error) {
      await this.attachments.remove(keys).catch(() => undefined);
      if (isUniqueViolation(error)) {
        const again = await this.repo.messageIdByClient(id, actor.user.id, clientId);
        if (again !== null) return (await this.byIds([again]))[0];
      }
      throw error;
    }
    if (result.existing) {
      await this.attachments.remove(keys).catch(() => undefined);
      return (await this.byIds([result.messageId]))[0];
    }
    const userId = Number(thread.user_id);
    await this.notifier.changed(userId);
    if (actor.staff) {
      await this.notifier.mailUser(userId, (to) =>
        consultingReplyMail(this.notifier.site, { to, title: thread.title, threadId: id, body, attachments: typed.length }),
      );
    } else {
      await this.notifier.mailOperator(
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
      );
    }
    return (await this.byIds([result.messageId]))[0];
  }

  /** POST …/threads/:id/read: the viewer read the other side's messages. */
  async markRead(actor: ConsultingActor, id: number): Promise<{ success: true; read: number }> {
    const thread = await this.thread(actor, id);
    // The user reads the operator's messages; staff read the user's.
    const read = await withTransaction(this.dataSource, (m) => this.repo.markRead(m, id, !actor.staff, sqlTime()));
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
