import { Body } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { AuditLogService } from '../audit/audit-log.service';
import { ApiError } from '../http/api-error';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import type { AuthContext } from '../sessions/auth-context';
import { StaffAuth, StaffController } from '../user-messages/staff.guard';
import { MailQueueService, type MailQueueSummary } from './mail-queue.service';

/** Japanese message of a malformed retry request (staff only). */
export const MAIL_RETRY_IDS_INVALID = '再送するメールのIDは1以上の整数の一覧で指定してください';

/**
 * Staff: the state of the mail queue (counts per state and the mails that failed for good) and a
 * way to queue failed mails again (docs/mail.md); a retry is written to the staff audit log. Anyone else gets the plain 404 (StaffGuard).
 */
@StaffController('staff/mail-queue', 'mail')
export class MailQueueController {
  constructor(
    private readonly queue: MailQueueService,
    private readonly audit: AuditLogService,
  ) {}

  @NoStoreGet()
  @ApiOperation({ summary: 'Staff: mail queue counts per state and the failed mails, newest first (non-staff: 404)' })
  summary(): Promise<MailQueueSummary> {
    return this.queue.summary();
  }

  @PostOk('retry')
  @ApiOperation({ summary: 'Staff: queues failed mails again, all or {ids: [...]} (non-staff: 404) → {retried}' })
  async retry(@StaffAuth() auth: AuthContext, @Body() body: unknown): Promise<{ retried: number }> {
    const ids = (body as { ids?: unknown } | null | undefined)?.ids;
    if (ids !== undefined && !(Array.isArray(ids) && ids.length <= 500 && ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 1))) {
      throw new ApiError(400, MAIL_RETRY_IDS_INVALID, { ids: [MAIL_RETRY_IDS_INVALID] });
    }
    const only = ids as number[] | undefined;
    const retried = await this.queue.retryFailed(only, (m, n) =>
      this.audit.record({ actorId: auth.user.id, action: 'mail.retry', targetType: 'mail_queue', targetId: only?.length === 1 ? only[0] : null, detail: `${n} failed mail(s) queued again` }, m),
    );
    return { retried };
  }
}
