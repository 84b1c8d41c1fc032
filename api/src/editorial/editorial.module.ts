import { Module } from '@nestjs/common';
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
  controllers: [EditorialController, StaffEditorialController],
  providers: [EditorialRepository, EditorialReadService, EditorialAuthoringService],
  exports: [EditorialRepository, EditorialAuthoringService],
})
export class EditorialModule {}
