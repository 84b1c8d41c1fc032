import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { DevOutboxController } from './dev-outbox.controller';
import { MailQueueController } from './mail-queue.controller';
import { MailQueueRepository } from './mail-queue.repository';
import { MailQueueService } from './mail-queue.service';
import { MailService } from './mail.service';

/** Mail: the queue and its worker (SMTP or the outbox folder), the templates, the staff view and the demo outbox routes. */
@Module({
  imports: [AuditModule],
  controllers: [DevOutboxController, MailQueueController],
  providers: [MailQueueRepository, MailQueueService, MailService],
  exports: [MailService, MailQueueService],
})
export class MailModule {}
