import { Module } from '@nestjs/common';
import { DealRateLimit } from '../contacts/deal-rate-limit';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MailPreferencesModule } from '../mail-preferences/mail-preferences.module';
import { MessageThreadsModule } from '../message-threads/message-threads.module';
import { ConsultingFormController, MyConsultingController, StaffConsultingController } from './consulting.controller';
import { ConsultingNotifier } from './consulting.notifier';
import { ConsultingRepository } from './consulting.repository';
import { ConsultingRequestsService } from './consulting-requests.service';
import { ConsultingThreadsService } from './consulting-threads.service';

/** The consulting service (airyflow): requests, their status, threads with the operator (docs/consulting.md). */
@Module({
  imports: [InquiriesModule, MailPreferencesModule, MessageThreadsModule],
  controllers: [ConsultingFormController, MyConsultingController, StaffConsultingController],
  // DealRateLimit: the deals' per-user limits (requests count as enquiries, sends as messages).
  providers: [ConsultingRepository, ConsultingNotifier, ConsultingRequestsService, ConsultingThreadsService, DealRateLimit],
  exports: [ConsultingRepository],
})
export class ConsultingModule {}
