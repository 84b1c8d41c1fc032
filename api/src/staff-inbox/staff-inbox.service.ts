import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  STAFF_INBOX_EXCERPT_LENGTH,
  STAFF_INBOX_KIND_KEYS,
  STAFF_INBOX_MESSAGES,
  STAFF_INBOX_PER_PAGE,
  STAFF_INBOX_QUERY_MAX,
  STAFF_INBOX_STATE_KEYS,
  normalizeStaffInboxQuery,
  validateStaffInboxReply,
  type StaffInboxDetail,
  type StaffInboxKind,
  type StaffInboxListResponse,
  type StaffInboxState,
  type StaffInboxUnreadResponse,
} from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { isoOf, isoOrNull, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import { MailService } from '../mail/mail.service';
import { staffInboxReplyMail } from '../mail/templates/staff-inbox-reply';
import type { AuthContext } from '../sessions/auth-context';
import { UserMessagesService } from '../user-messages/user-messages.service';
import { StaffInboxRecorder } from './staff-inbox-recorder.service';
import { StaffInboxRepository, type InboxItemRow } from './staff-inbox.repository';

const notFound = () => new ApiError(404, MESSAGES.notFound);
const fieldError = (field: string, message: string) => new ApiError(400, message, { [field]: [message] });

function pageOf(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const n = typeof raw === 'string' && /^[0-9]{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1) throw fieldError('page', MESSAGES.invalidValue);
  return n;
}

/** What a list item and the detail both show first: the item, its kind and category, and who wrote about which listing. */
function itemHead(r: InboxItemRow) {
  return { id: r.id, kind: r.kind, category: r.category, name: r.name, email: r.email, userId: r.user_id, propertyId: r.property_id };
}

/**
 * The staff inbox (docs/accounts.md "Staff inbox"): the list with its filters and search, an item
 * with its replies, the unread / handled state and the reply — an operator message (the
 * user-messages thread, through UserMessagesService) to a sender with an account, else a mail to the
 * address they gave. Staff only (checked by the controller's guard). Every change is in the audit log.
 */
@Injectable()
export class StaffInboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repo: StaffInboxRepository,
    private readonly recorder: StaffInboxRecorder,
    private readonly userMessages: UserMessagesService,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** GET /api/staff/inbox?kind=&state=&q=&page= — newest first; an unknown kind or state is 400. */
  async list(query: { kind?: unknown; state?: unknown; q?: unknown; page?: unknown }): Promise<StaffInboxListResponse> {
    const kind = this.oneOf<StaffInboxKind>('kind', query.kind, STAFF_INBOX_KIND_KEYS);
    const state = this.oneOf<StaffInboxState>('state', query.state, STAFF_INBOX_STATE_KEYS);
    const q = normalizeStaffInboxQuery(query.q);
    if (q.length > STAFF_INBOX_QUERY_MAX) throw fieldError('q', STAFF_INBOX_MESSAGES.queryTooLong);
    const page = pageOf(query.page);
    const { rows, total } = await this.repo.page({ kind, state, q }, (page - 1) * STAFF_INBOX_PER_PAGE, STAFF_INBOX_PER_PAGE, STAFF_INBOX_EXCERPT_LENGTH);
    return {
      items: rows.map((r) => ({
        ...itemHead(r),
        excerpt: r.body.replace(/\s+/g, ' ').trim(),
        state: r.state,
        createdAt: isoOf(r.created_at),
        replyCount: r.reply_count,
      })),
      total,
      page,
      perPage: STAFF_INBOX_PER_PAGE,
      unread: await this.repo.unreadCount(),
    };
  }

  async unread(): Promise<StaffInboxUnreadResponse> {
    return { unread: await this.repo.unreadCount() };
  }

  /** GET /api/staff/inbox/:id — the whole message and its replies; unknown: 404. */
  async detail(id: number): Promise<StaffInboxDetail> {
    const r = await this.repo.byId(id);
    if (!r) throw notFound();
    return this.toDetail(r);
  }

  /** POST /api/staff/inbox/:id/state {state: 'handled' | 'unread'}. */
  async setState(auth: AuthContext, id: number, body: unknown): Promise<StaffInboxDetail> {
    const raw = (body as { state?: unknown } | null)?.state;
    if (typeof raw !== 'string' || !(STAFF_INBOX_STATE_KEYS as string[]).includes(raw)) throw fieldError('state', STAFF_INBOX_MESSAGES.stateInvalid);
    const state = raw as StaffInboxState;
    if (!(await this.repo.byId(id))) throw notFound();
    await withTransaction(this.dataSource, async (m) => {
      await this.repo.setState(m, id, state, auth.user.id, new Date());
      await this.audit.record({ actorId: auth.user.id, action: `inbox.${state}`, targetType: 'inbox', targetId: id }, m);
    });
    await this.recorder.notifyStaff();
    return this.detail(id);
  }

  /**
   * POST /api/staff/inbox/:id/reply {body} — to a sender with an account (not withdrawn): an operator
   * message in their my-page thread; to anyone else: a mail to the address they gave. The item is
   * then handled.
   */
  async reply(auth: AuthContext, id: number, body: unknown): Promise<StaffInboxDetail> {
    const text = typeof (body as { body?: unknown } | null)?.body === 'string' ? ((body as { body: string }).body.replace(/\r\n?/g, '\n').trim()) : '';
    const errors = validateStaffInboxReply({ body: text });
    if (errors.body) throw fieldError('body', errors.body);
    const item = await this.repo.byId(id);
    if (!item) throw notFound();
    const now = new Date();
    const channel = await this.channelOf(item);
    // The operator message has its own transaction (UserMessagesService); the reply row follows it.
    const userMessageId = channel === 'message' ? (await this.userMessages.operatorWrite(item.user_id as number, text)).id : null;
    await withTransaction(this.dataSource, async (m) => {
      await this.repo.insertReply(m, { itemId: id, staffId: auth.user.id, channel, userMessageId, body: text, now });
      if (channel === 'mail') {
        await this.mail.send(
          item.email,
          staffInboxReplyMail(
            { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail },
            { name: item.name, body: text, original: item.body, receivedAt: new Date(isoOf(item.created_at)) },
          ),
          m,
        );
      }
      await this.repo.setState(m, id, 'handled', auth.user.id, now);
      await this.audit.record({ actorId: auth.user.id, action: 'inbox.reply', targetType: 'inbox', targetId: id, detail: channel }, m);
    });
    await this.recorder.notifyStaff();
    return this.detail(id);
  }

  private async channelOf(item: InboxItemRow): Promise<'message' | 'mail'> {
    return item.user_id !== null && (await this.repo.messageable(item.user_id)) ? 'message' : 'mail';
  }

  private oneOf<T extends string>(field: string, raw: unknown, keys: readonly T[]): T | null {
    if (raw === undefined || raw === '') return null;
    if (typeof raw === 'string' && (keys as readonly string[]).includes(raw)) return raw as T;
    throw fieldError(field, MESSAGES.invalidValue);
  }

  private async toDetail(r: InboxItemRow): Promise<StaffInboxDetail> {
    const replies = await this.repo.replies(r.id);
    return {
      ...itemHead(r),
      propertyTitle: r.property_id !== null ? await this.repo.propertyTitle(r.property_id) : null,
      body: r.body,
      state: r.state,
      createdAt: isoOf(r.created_at),
      replyCount: replies.length,
      handledBy: r.handled_by !== null ? { id: r.handled_by, name: (await this.repo.userName(r.handled_by)) ?? `#${r.handled_by}` } : null,
      handledAt: isoOrNull(r.handled_at),
      replyChannel: await this.channelOf(r),
      replies: replies.map((x) => ({
        id: x.id,
        channel: x.channel,
        body: x.body,
        staffName: `${x.staff_last_name ?? ''} ${x.staff_first_name ?? ''}`.trim() || '事務局',
        createdAt: isoOf(x.created_at),
      })),
    };
  }
}
