import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InquiriesController } from './inquiries.controller';
import { InquiriesService } from './inquiries.service';

/** Contact forms to the operator: /forms/contact here; the seller module sends /forms/republish through InquiriesService. */
@Module({
  imports: [MailModule],
  controllers: [InquiriesController],
  providers: [InquiriesService],
  exports: [InquiriesService],
})
export class InquiriesModule {}
