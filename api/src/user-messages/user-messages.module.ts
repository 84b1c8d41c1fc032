import { Module } from '@nestjs/common';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MessageThreadsModule } from '../message-threads/message-threads.module';
import { StaffInboxStoreModule } from '../staff-inbox/staff-inbox-store.module';
import { StaffUserMessagesController, UserMessagesController } from './user-messages.controller';
import { UserMessagesRepository } from './user-messages.repository';
import { UserMessagesService } from './user-messages.service';

/** Messages between 家いちば事務局 and a user, and the operator's topics (docs/deals-ui.md). */
@Module({
  imports: [InquiriesModule, MessageThreadsModule, StaffInboxStoreModule],
  controllers: [UserMessagesController, StaffUserMessagesController],
  providers: [UserMessagesService, UserMessagesRepository],
  exports: [UserMessagesService, UserMessagesRepository],
})
export class UserMessagesModule {}
