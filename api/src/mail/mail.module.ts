import { Module } from '@nestjs/common';
import { DevOutboxController } from './dev-outbox.controller';
import { MailService } from './mail.service';

/** Mail: the transport (SMTP or the outbox folder), the templates, and the demo outbox routes. */
@Module({
  controllers: [DevOutboxController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
