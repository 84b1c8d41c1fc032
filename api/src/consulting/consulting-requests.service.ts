import { Injectable } from '@nestjs/common';
import {
  canMoveConsulting,
  CLIENT_ID_RE,
  CONSULTING_FIELD_LABELS,
  CONSULTING_MESSAGES,
  CONSULTING_STATUS_LABELS,
  consultingPaths,
  DEAL_MESSAGES,
  isConsultingStatus,
  MESSAGES,
  prefectureByCode,
  validateConsultingRequest,
  type ConsultingRequestCreated,
  type ConsultingRequestDetail,
  type ConsultingRequestSummary,
  type ConsultingRequestValues,
  type ConsultingRequesterType,
  type ConsultingStatus,
  type ConsultingTiming,
} from '@akiya/contracts';
import { DataSource } from 'typeorm';
import { firstChars } from '../contacts/deal-errors';
import type { MessageFile } from '../message-threads/message-form';
import { MessageThreadService } from '../message-threads/message-thread.service';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import type { UserEntity } from '../users/entities/user.entity';
import { ConsultingNotifier } from './consulting.notifier';
import { ConsultingRepository } from './consulting.repository';
import { requestSummaryText, toRequestDetail, toRequestSummary } from './consulting-rows';
import { ConsultingThreadsService } from './consulting-threads.service';
import { consultingStatusMail, operatorConsultingMail } from './templates/consulting-mail';

const notFound = () => new ApiError(404, MESSAGES.notFound);
const FIELDS = new Set<string>([...Object.keys(CONSULTING_FIELD_LABELS), 'clientId']);

/**
 * Consulting requests (docs/consulting.md): the form of /airyflow/post (validated with contracts'
 * rules; idempotent by clientId), which opens the request's thread with the operator; the user's
 * requests; and the staff moves along CONSULTING_TRANSITIONS — any other move, or a version that is
 * not the current one, is 409 with the reload message.
 */
@Injectable()
export class ConsultingRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ConsultingRepository,
    private readonly threads: ConsultingThreadsService,
    private readonly notifier: ConsultingNotifier,
    private readonly core: MessageThreadService,
  ) {}

  /** The text fields of the form: unknown names refused, then the contracts rules (400 with per-field errors). */
  static check(fields: Record<string, string>): { values: ConsultingRequestValues; clientId: string } {
    const errors: Record<string, string[]> = {};
    for (const k of Object.keys(fields)) if (!FIELDS.has(k)) errors[k] = [MESSAGES.unknownParameter];
    const values = {
      requester_type: fields.requester_type ?? '',
      property_mode: fields.property_mode ?? '',
      property_id: fields.property_id ?? '',
      prefecture_code: fields.prefecture_code ?? '',
      place: (fields.place ?? '').trim(),
      property_description: (fields.property_description ?? '').replace(/\r\n?/g, '\n'),
      problem: (fields.problem ?? '').replace(/\r\n?/g, '\n'),
      timing: fields.timing ?? '',
      phone: (fields.phone ?? '').trim(),
      agree_fees: fields.agree_fees ?? '',
    };
    for (const [k, v] of Object.entries(validateConsultingRequest(values))) errors[k] = [v as string];
    if (!CLIENT_ID_RE.test(fields.clientId ?? '')) errors.clientId = [DEAL_MESSAGES.clientIdInvalid];
    if (Object.keys(errors).length > 0) throw new ApiError(400, MESSAGES.formError, errors);
    return { values, clientId: fields.clientId as string };
  }

  /** POST /api/consulting/requests — a new request and its thread (the form's text as the first message, with the files). */
  async create(user: UserEntity, values: ConsultingRequestValues, clientId: string, files: MessageFile[]): Promise<ConsultingRequestCreated> {
    const done = (id: number, threadId: number): ConsultingRequestCreated => ({ success: true, id, thread_id: threadId, redirect: consultingPaths.request(id) });
    const existing = await this.repo.requestIdByClient(user.id, clientId);
    if (existing !== null) {
      const row = await this.repo.requestOfUser(existing, user.id);
      if (row) return done(Number(row.id), Number(row.thread_id));
    }
    const listing = values.property_mode === 'listing';
    let propertyId: number | null = null;
    let propertyLabel: string;
    if (listing) {
      const own = await this.repo.ownListing(Number(values.property_id), user.id);
      if (!own) throw new ApiError(400, MESSAGES.formError, { property_id: [CONSULTING_MESSAGES.listingNotFound] });
      propertyId = own.id;
      propertyLabel = own.title;
    } else {
      propertyLabel = `${prefectureByCode(values.prefecture_code)?.name ?? ''}${values.place}`;
    }
    const typed = await this.core.typeFiles(files);
    const requesterType = values.requester_type as ConsultingRequesterType;
    const timing = values.timing as ConsultingTiming;
    const body = requestSummaryText({
      requesterType,
      propertyLabel,
      description: listing ? null : values.property_description,
      timing,
      phone: values.phone || null,
      problem: values.problem,
    });
    // Files are stored before the transaction (a retried transaction must not store them twice), in
    // the user's request folder; removed again if the request is not made.
    const keys = await this.core.saveFiles(`consulting-u${user.id}`, typed);
    const operatorNotice = (id: number) =>
      this.notifier.operatorNotice(
        operatorConsultingMail(this.notifier.site, {
          kind: 'request',
          userId: user.id,
          userName: `${user.lastName} ${user.firstName}`.trim(),
          email: user.email,
          title: propertyLabel,
          body,
          receivedAt: new Date(),
          path: consultingPaths.staffRequest(id),
        }),
      );
    let created: { id: number; threadId: number };
    try {
      created = await withTransaction(this.dataSource, async (m) => {
        const now = sqlTime();
        const id = await this.repo.insertRequest(m, {
          userId: user.id,
          requesterType,
          propertyId,
          prefectureCode: listing ? null : values.prefecture_code,
          place: listing ? null : values.place,
          propertyDescription: listing ? null : values.property_description,
          propertyLabel: firstChars(propertyLabel, 200),
          problem: values.problem,
          timing,
          phone: values.phone || null,
          clientId,
          now,
        });
        const threadId = await this.repo.insertThread(m, {
          userId: user.id,
          type: 'property',
          subjectId: propertyId,
          subjectKey: `request:${id}`,
          requestId: id,
          title: firstChars(`ご相談：${propertyLabel}`, 200),
          now,
        });
        await this.threads.insertMessage(m, { threadId, fromOperator: false, senderId: user.id, body, clientId, typed, keys, now });
        // The operator's mail is queued with the request (docs/mail.md).
        await this.core.queue(m, [operatorNotice(id)]);
        return { id, threadId };
      });
    } catch (error) {
      await this.core.removeFiles(keys);
      if (isUniqueViolation(error)) {
        const again = await this.repo.requestIdByClient(user.id, clientId);
        const row = again === null ? null : await this.repo.requestOfUser(again, user.id);
        if (row) return done(Number(row.id), Number(row.thread_id));
      }
      throw error;
    }
    await this.notifier.changed(user.id);
    return done(created.id, created.threadId);
  }

  async listOfUser(user: UserEntity): Promise<{ items: ConsultingRequestSummary[] }> {
    return { items: (await this.repo.requestsOfUser(user.id)).map(toRequestSummary) };
  }

  async detailOfUser(user: UserEntity, id: number): Promise<ConsultingRequestDetail> {
    const row = await this.repo.requestOfUser(id, user.id);
    if (!row) throw notFound();
    return toRequestDetail(row, false);
  }

  async listForStaff(status: unknown): Promise<{ items: ConsultingRequestSummary[] }> {
    if (status !== undefined && status !== '' && !isConsultingStatus(status)) throw new ApiError(400, MESSAGES.formError, { status: [MESSAGES.invalidValue] });
    return { items: (await this.repo.allRequests(isConsultingStatus(status) ? status : null, 200)).map(toRequestSummary) };
  }

  async detailForStaff(id: number): Promise<ConsultingRequestDetail> {
    const row = await this.repo.requestById(id);
    if (!row) throw notFound();
    const u = await this.repo.userBrief(Number(row.user_id));
    return { ...toRequestDetail(row, true), user: u ? { id: u.id, name: `${u.last_name} ${u.first_name}`.trim(), email: u.email } : undefined };
  }

  /**
   * POST /api/staff/consulting/requests/:id/status {to, version}: one transaction — the request row
   * locked, the version and the table checked (409 `CONSULTING_MESSAGES.conflict` otherwise), the
   * conditional update, a status message in the thread and the user's mail. Then the realtime rows.
   */
  async move(staff: UserEntity, id: number, to: ConsultingStatus, version: number): Promise<ConsultingRequestDetail> {
    // The user's mail is read before the transaction and queued in it (sent only if the move commits).
    const before = await this.repo.requestById(id);
    if (!before) throw notFound();
    const mail = await this.notifier.userNotice(Number(before.user_id), (name) =>
      consultingStatusMail(this.notifier.site, { to: name, title: before.property_label, requestId: id, status: to }),
    );
    const result = await withTransaction(this.dataSource, async (m) => {
      const locked = await this.repo.lockRequest(m, id);
      if (!locked) throw notFound();
      if (locked.version !== version || !canMoveConsulting(locked.status, to)) throw new ApiError(409, CONSULTING_MESSAGES.conflict);
      const now = sqlTime();
      if (!(await this.repo.moveRequest(m, id, locked.status, version, to, now))) throw new ApiError(409, CONSULTING_MESSAGES.conflict);
      const row = await this.repo.requestById(id);
      const threadId = Number(row?.thread_id);
      const note = `ご相談の状況が「${CONSULTING_STATUS_LABELS[to]}」になりました。`;
      await this.repo.insertMessage(m, { threadId, kind: 'status', fromOperator: true, senderId: staff.id, body: note, statusFrom: locked.status, statusTo: to, now });
      await this.repo.setLastMessage(m, threadId, { now, preview: note, fromOperator: true });
      await this.core.queue(m, [mail]);
      return { userId: locked.user_id };
    });
    await this.notifier.changed(result.userId);
    return this.detailForStaff(id);
  }
}
