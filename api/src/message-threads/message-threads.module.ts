import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { MessageThreadRepository } from './message-thread.repository';
import { MessageThreadService } from './message-thread.service';

/** The message-thread core shared by the deals, the consulting and partner threads and the operator's messages. */
@Module({
  imports: [MailModule, RealtimeModule],
  providers: [MessageThreadRepository, MessageThreadService],
  exports: [MessageThreadRepository, MessageThreadService],
})
export class MessageThreadsModule {}
