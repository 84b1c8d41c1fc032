import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { StaffInboxStoreModule } from '../staff-inbox/staff-inbox-store.module';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';

/** Contact forms to the operator (mail + staff inbox): /forms/contact here; the seller module sends /forms/republish through InquiriesService. */
@Module({
  imports: [MailModule, StaffInboxStoreModule],
  controllers: [InquiriesController],
  providers: [InquiriesService],
  exports: [InquiriesService],
})
export class InquiriesModule {}
