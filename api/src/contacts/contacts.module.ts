import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { MailPreferencesModule } from '../mail-preferences/mail-preferences.module';
import { PropertiesModule } from '../properties/properties.module';
import { MessageThreadsModule } from '../message-threads/message-threads.module';
import { ContactsController, EnquiryController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { DealRateLimit } from './deal-rate-limit';
import { DealWorkflowService } from './deal-workflow.service';
import { DealNotifier } from './deal.notifier';
import { EnquiriesService } from './enquiries.service';
import { MessagesService } from './messages.service';

/** The deal workflow: enquiries, contacts, threads, attachments, memos and status moves (docs/deals.md). */
@Module({
  imports: [PropertiesModule, MailModule, MailPreferencesModule, MessageThreadsModule],
  controllers: [EnquiryController, ContactsController],
  providers: [ContactsRepository, ContactsService, EnquiriesService, MessagesService, DealWorkflowService, DealNotifier, DealRateLimit],
  exports: [ContactsService, DealWorkflowService],
})
export class ContactsModule {}
