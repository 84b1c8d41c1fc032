import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { MailPreferencesModule } from '../mail-preferences/mail-preferences.module';
import { PropertiesModule } from '../properties/properties.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { ContactsController, EnquiryController } from './contacts.controller';
import { ContactsService } from './contacts.service';
import { DealRateLimit } from './deal-rate-limit';

/** The deal workflow: enquiries, contacts, threads, attachments, memos and status moves (docs/deals.md). */
@Module({
  imports: [PropertiesModule, MailModule, MailPreferencesModule, RealtimeModule],
  controllers: [EnquiryController, ContactsController],
  providers: [ContactsService, DealRateLimit],
  exports: [ContactsService],
})
export class ContactsModule {}
