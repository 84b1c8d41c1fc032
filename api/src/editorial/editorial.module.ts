import { Module } from '@nestjs/common';
import { PostingModule } from '../posting/posting.module';
import { StorageModule } from '../storage/storage.module';
import { EditorialCoverService } from './editorial-cover.service';
import { EditorialAuthoringRepository } from './editorial-authoring.repository';
import { EditorialAuthoringService } from './editorial-authoring.service';
import { EditorialController } from './editorial.controller';
import { EditorialReadService } from './editorial-read.service';
import { EditorialRepository } from './editorial.repository';
import { StaffEditorialController } from './staff-editorial.controller';

/**
 * Editorial content (docs/editorial.md): articles of six types, news and public Q&A — the public
 * lists and details, staff authoring, Markdown rendered and sanitised on save.
 */
@Module({
  imports: [PostingModule, StorageModule],
  controllers: [EditorialController, StaffEditorialController],
  providers: [EditorialRepository, EditorialReadService, EditorialAuthoringService, EditorialAuthoringRepository, EditorialCoverService],
  exports: [EditorialRepository, EditorialReadService, EditorialAuthoringService],
})
export class EditorialModule {}
