import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { UserMessagesModule } from '../user-messages/user-messages.module';
import { StaffInboxStoreModule } from './staff-inbox-store.module';
import { StaffInboxController } from './staff-inbox.controller';
import { StaffInboxService } from './staff-inbox.service';

/** The staff inbox screens' API (docs/accounts.md "Staff inbox"); items are stored by StaffInboxStoreModule. */
@Module({
  imports: [StaffInboxStoreModule, UserMessagesModule, MailModule, AuditModule],
  controllers: [StaffInboxController],
  providers: [StaffInboxService],
})
export class StaffInboxModule {}
