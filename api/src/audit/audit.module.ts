import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';

/** The staff audit log (docs/accounts.md, "Audit log"): import it to record a staff action. */
@Module({
  controllers: [AuditController],
  providers: [AuditLogService, AuditLogRepository],
  exports: [AuditLogService],
})
export class AuditModule {}
