import { Module } from '@nestjs/common';
import { InquiriesModule } from '../inquiries/inquiries.module';
import { MailModule } from '../mail/mail.module';
import { MailPreferencesModule } from '../mail-preferences/mail-preferences.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { PartnersController, StaffPartnersController } from './partners.controller';
import { PartnersRepository } from './partners.repository';
import { PartnersService } from './partners.service';

/** The supporter programme (応援団, docs/partners.md). */
@Module({
  imports: [InquiriesModule, MailModule, MailPreferencesModule, RealtimeModule],
  controllers: [PartnersController, StaffPartnersController],
  providers: [PartnersRepository, PartnersService],
  exports: [PartnersService],
})
export class PartnersModule {}
