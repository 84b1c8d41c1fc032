import { Module } from '@nestjs/common';
import { PartnersModule } from '../partners/partners.module';
import { AuditModule } from '../audit/audit.module';
import { MailModule } from '../mail/mail.module';
import { PropertiesModule } from '../properties/properties.module';
import { StorageModule } from '../storage/storage.module';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';
import { PhotoProcessor } from './photo-processor';
import { PostingController } from './posting.controller';
import { PostingRepository } from './posting.repository';
import { PostingService } from './posting.service';

/** Posting a listing (/api/post), editing it, and the staff review (/api/staff/review). docs/posting.md */
@Module({
  imports: [StorageModule, MailModule, PropertiesModule, PartnersModule, AuditModule],
  controllers: [PostingController, ModerationController],
  providers: [PostingService, PostingRepository, ModerationService, ModerationRepository, PhotoProcessor],
  exports: [PostingService, PhotoProcessor],
})
export class PostingModule {}
