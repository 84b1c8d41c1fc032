import { Injectable } from '@nestjs/common';
import type { MessageAttachment } from '@akiya/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { dealErrors, firstChars } from '../contacts/deal-errors';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { MailService } from '../mail/mail.service';
import type { MailContent } from '../mail/templates/layout';
import { sniffType } from '../posting/photo-type';
import { RealtimeService } from '../realtime/realtime.service';
import { AttachmentStore, ATTACHMENT_MIME_TYPES } from './attachment-store';
import type { MessageFile } from './message-form';
import { MessageThreadRepository, type ThreadTables } from './message-thread.repository';

/** A file whose type was read from its bytes. */
export interface TypedFile {
  file: MessageFile;
  mime: string;
  ext: string;
}

/** A mail notice, built before the send's transaction and queued inside it (sent only if it commits). */
export interface ThreadNotice {
  to: string;
  content: MailContent;
}

/** What the transaction of a send knows when its hooks run. */
export interface SendContext {
  now: string;
  typed: TypedFile[];
  /** The thread's last-message preview: the body, or 「（添付ファイル N件）」 for files alone. */
  preview: string;
}

/** One send: the thread, its clientId, the files and the hooks of the thread's kind. */
export interface ThreadSend<X> {
  tables: ThreadTables;
  threadId: number;
  senderId: number;
  clientId: string;
  /** The text (may be empty with files); it makes the preview. */
  body: string;
  files: MessageFile[];
  /** The attachments' folder under the attachment store. */
  folder: string;
  /** After the retry check, before anything is stored: refuse the send (throw) if the thread takes none now. */
  accept?(): void | Promise<void>;
  /** The mail notices, read before the transaction (so it holds no second connection). */
  notices?(typed: TypedFile[]): Promise<(ThreadNotice | null)[]>;
  /** In the transaction, first: lock the thread row; throw to refuse. */
  lock(m: EntityManager): Promise<void>;
  /** In the transaction: the message row; returns its id. */
  insert(m: EntityManager, ctx: SendContext): Promise<number>;
  /** In the transaction, after the message and its attachments: the thread's own rows (last message, moves …). */
  after?(m: EntityManager, messageId: number, ctx: SendContext): Promise<X>;
  /** After the commit: who is told through the realtime rows, and the contact they name (null: none). */
  touch(extra: X | undefined): Promise<{ userIds: readonly number[]; contactId: number | null }>;
}

export interface SendResult<X> {
  messageId: number;
  /** True when the clientId was already sent (a retry): nothing new was stored. */
  existing: boolean;
  extra?: X;
}

/**
 * The message-thread core (docs/architecture.md "Message threads"): the one send recipe — idempotent
 * by clientId (looked up before, again under the thread's lock, and after a unique-index violation),
 * attachments typed from their bytes and stored before the transaction (removed again when it fails
 * or was a retry), the message, its attachments and the mail notices in ONE transaction, the
 * realtime touch after the commit — and the reads every thread shares (pages, attachments, read marks).
 * The deals, the consulting and partner threads and the operator's messages give their tables and hooks.
 */
@Injectable()
export class MessageThreadService {
  readonly attachments: AttachmentStore;

  constructor(
    private readonly dataSource: DataSource,
    readonly repo: MessageThreadRepository,
    private readonly mail: MailService,
    private readonly realtime: RealtimeService,
    @InjectConfig() config: AppConfig,
  ) {
    this.attachments = new AttachmentStore(config.dataDir);
  }

  /** Reads each file's type from its bytes (images and PDF only; anything else: 400 on `files`). */
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

  /** Stores typed files under `folder` (before a transaction: a retried one must not store them twice). */
  async saveFiles(folder: string, typed: TypedFile[]): Promise<string[]> {
    const keys: string[] = [];
    for (const t of typed) keys.push(await this.attachments.save(folder, t.ext, t.file.bytes));
    return keys;
  }

  removeFiles(keys: string[]): Promise<void> {
    return this.attachments.remove(keys).catch(() => undefined);
  }

  /** The thread's last-message preview. */
  preview(body: string, files: number): string {
    return body.trim() === '' && files > 0 ? `（添付ファイル ${files}件）` : firstChars(body, 200);
  }

  /** In the caller's transaction: the attachment rows of a message (files already stored under `keys`). */
  async insertAttachments(t: ThreadTables, m: EntityManager, v: { messageId: number; threadId: number; typed: TypedFile[]; keys: string[]; now: string }): Promise<void> {
    for (let i = 0; i < v.typed.length; i++) {
      await this.repo.insertAttachment(t, m, {
        messageId: v.messageId,
        threadId: v.threadId,
        name: firstChars(v.typed[i].file.filename || `attachment.${v.typed[i].ext}`, 255),
        mime: v.typed[i].mime,
        size: v.typed[i].file.bytes.length,
        storageKey: v.keys[i],
        now: v.now,
      });
    }
  }

  /** Queues mail notices in the caller's transaction (docs/mail.md). */
  async queue(m: EntityManager, notices: readonly (ThreadNotice | null)[]): Promise<void> {
    for (const n of notices) if (n) await this.mail.send(n.to, n.content, m);
  }

  /** The realtime touch: `updated_user_contacts` rows and the SSE / Redis push (RealtimeService). */
  async touch(userIds: readonly number[], contactId: number | null): Promise<void> {
    await this.realtime.touch(userIds, contactId);
  }

  /** The send recipe (see the class comment). */
  async send<X>(s: ThreadSend<X>): Promise<SendResult<X>> {
    const retry = await this.repo.messageIdByClient(s.tables, s.threadId, s.senderId, s.clientId);
    if (retry !== null) return { messageId: retry, existing: true };
    await s.accept?.();
    const typed = await this.typeFiles(s.files);
    const keys = await this.saveFiles(s.folder, typed);
    let result: SendResult<X>;
    try {
      const notices = s.notices ? await s.notices(typed) : [];
      result = await withTransaction(this.dataSource, async (m) => {
        await s.lock(m);
        const again = await this.repo.messageIdByClient(s.tables, s.threadId, s.senderId, s.clientId, m);
        if (again !== null) return { messageId: again, existing: true };
        const ctx: SendContext = { now: sqlTime(), typed, preview: this.preview(s.body, typed.length) };
        const messageId = await s.insert(m, ctx);
        await this.insertAttachments(s.tables, m, { messageId, threadId: s.threadId, typed, keys, now: ctx.now });
        const extra = s.after ? await s.after(m, messageId, ctx) : undefined;
        await this.queue(m, notices);
        return { messageId, existing: false, extra };
      });
    } catch (error) {
      await this.removeFiles(keys);
      if (isUniqueViolation(error)) {
        const again = await this.repo.messageIdByClient(s.tables, s.threadId, s.senderId, s.clientId);
        if (again !== null) return { messageId: again, existing: true };
      }
      throw error;
    }
    if (result.existing) {
      await this.removeFiles(keys);
      return result;
    }
    const told = await s.touch(result.extra);
    await this.touch(told.userIds, told.contactId);
    return result;
  }

  /** A page of a thread: up to `limit` messages before `before`, items oldest → newest. */
  async page<R extends { id: number | string }, M>(
    t: ThreadTables,
    threadId: number,
    before: number | null,
    limit: number,
    toMessage: (row: R, attachments: MessageAttachment[]) => M,
  ): Promise<{ items: M[]; hasMore: boolean }> {
    const rows = await this.repo.pageRows<R>(t, threadId, before, limit);
    const page = rows.slice(0, limit).reverse();
    const att = await this.repo.attachmentsOf(t, page.map((r) => Number(r.id)));
    return { items: page.map((r) => toMessage(r, att.get(Number(r.id)) ?? [])), hasMore: rows.length > limit };
  }

  /** Messages by id, oldest first, with their attachments. */
  async byIds<R extends { id: number | string }, M>(t: ThreadTables, ids: number[], toMessage: (row: R, attachments: MessageAttachment[]) => M): Promise<M[]> {
    const rows = await this.repo.rowsByIds<R>(t, ids);
    const att = await this.repo.attachmentsOf(t, rows.map((r) => Number(r.id)));
    return rows.map((r) => toMessage(r, att.get(Number(r.id)) ?? []));
  }

  /** An attachment's file (the caller found its row for the viewer); a missing file is 404 as `notFound` says. */
  async file(row: { name: string; mime: string; storage_key: string } | null, notFound: () => Error): Promise<{ name: string; mime: string; bytes: Buffer }> {
    if (!row) throw notFound();
    try {
      return { name: row.name, mime: row.mime, bytes: await this.attachments.read(row.storage_key) };
    } catch {
      throw notFound();
    }
  }
}
