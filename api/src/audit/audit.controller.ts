import { Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { STAFF_AUDIT_PER_PAGE, MESSAGES, type StaffAuditResponse } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { NoStoreGet } from '../http/route-decorators';
import { StaffController } from '../user-messages/staff.guard';
import { AuditLogService } from './audit-log.service';

/** The staff audit log, read at /my-page/staff/audit. Staff only (404 for anyone else). */
@StaffController('staff/audit')
export class AuditController {
  constructor(private readonly audit: AuditLogService) {}

  @NoStoreGet()
  @ApiOperation({ summary: 'Staff: the audit log, newest first, ?page= (50 a page), ?targetType=&targetId= for one target' })
  async list(
    @Query('page') rawPage: unknown,
    @Query('targetType') targetType: unknown,
    @Query('targetId') targetId: unknown,
  ): Promise<StaffAuditResponse> {
    const page = rawPage === undefined || rawPage === '' ? 1 : typeof rawPage === 'string' && /^[0-9]{1,6}$/.test(rawPage) ? Number(rawPage) : 0;
    if (page < 1) throw new ApiError(400, MESSAGES.invalidValue, { page: [MESSAGES.invalidValue] });
    const text = (v: unknown, field: string): string | undefined => {
      if (v === undefined || v === '') return undefined;
      if (typeof v === 'string' && v.length <= 64) return v;
      throw new ApiError(400, MESSAGES.invalidValue, { [field]: [MESSAGES.invalidValue] });
    };
    const result = await this.audit.list({
      page,
      perPage: STAFF_AUDIT_PER_PAGE,
      targetType: text(targetType, 'targetType'),
      targetId: text(targetId, 'targetId'),
    });
    if (page > 1 && result.items.length === 0) throw new ApiError(404, MESSAGES.notFound);
    return {
      ...result,
      items: result.items.map((e) => ({
        id: e.id,
        actor: { id: e.actorId, name: e.actorName, email: e.actorEmail },
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId,
        detail: e.detail,
        createdAt: e.createdAt,
      })),
    };
  }
}
