import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { PropertiesModule } from '../properties/properties.module';
import { UserEntity } from '../users/entities/user.entity';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { SavedSearchesController, SavedSearchUnsubscribeController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches with alerts and feeds (docs/search.md "Saved searches"); the digest runs the alerts. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedSearchEntity, UserEntity]), PropertiesModule, MailModule],
  controllers: [SavedSearchesController, SavedSearchUnsubscribeController],
  providers: [SavedSearchesService, SavedSearchesRepository],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
