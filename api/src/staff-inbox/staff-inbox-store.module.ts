import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { StaffInboxRecorder } from './staff-inbox-recorder.service';
import { StaffInboxRepository } from './staff-inbox.repository';

/**
 * The storing half of the staff inbox, imported by the modules whose messages land in it (inquiries,
 * user-messages); the staff screens' module (StaffInboxModule) imports it too.
 */
@Module({
  imports: [RealtimeModule],
  providers: [StaffInboxRepository, StaffInboxRecorder],
  exports: [StaffInboxRepository, StaffInboxRecorder],
})
export class StaffInboxStoreModule {}
