import { Module } from '@nestjs/common';
import { ConsultingModule } from '../consulting/consulting.module';
import { ContactsModule } from '../contacts/contacts.module';
import { PartnersModule } from '../partners/partners.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { UserMessagesModule } from '../user-messages/user-messages.module';
import { InboxController } from './inbox.controller';
import { InboxRepository } from './inbox.repository';
import { InboxService } from './inbox.service';

/** The combined inbox: the deals', the operator's, the consulting and the partner threads' unread ids in one list. */
@Module({
  imports: [ContactsModule, ConsultingModule, PartnersModule, RealtimeModule, UserMessagesModule],
  controllers: [InboxController],
  providers: [InboxRepository, InboxService],
})
export class InboxModule {}
