import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { PropertiesModule } from '../properties/properties.module';
import { StorageModule } from '../storage/storage.module';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';
import { PhotoProcessor } from './photo-processor';
import { PostingController } from './posting.controller';
import { PostingService } from './posting.service';

/** Posting a listing (/api/post), editing it, and the staff review (/api/staff/review). docs/posting.md */
@Module({
  imports: [StorageModule, MailModule, PropertiesModule, PartnersModule, AuditModule],
  controllers: [PostingController, ModerationController],
  providers: [PostingService, ModerationService, PhotoProcessor],
  exports: [PostingService, PhotoProcessor],
})
export class PostingModule {}
