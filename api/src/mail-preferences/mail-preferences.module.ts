import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { PropertiesModule } from '../properties/properties.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { UserEntity } from '../users/entities/user.entity';
import { NewListingsDigestRepository } from './digest/new-listings-digest.repository';
import { NewListingsDigestService } from './digest/new-listings-digest.service';
import { UnsubscribeController } from './digest/unsubscribe.controller';
import { UserMailSettingsEntity } from './entities/user-mail-settings.entity';
import { MailPreferencesController } from './mail-preferences.controller';
import { MailPreferencesService } from './mail-preferences.service';

/**
 * Mail receiving settings (docs/product.md §3): storage, the my-page calls, `MailPreferencesService.allows` for other
 * modules, and the daily new-listings digest with its one-click unsubscribe link.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserMailSettingsEntity, UserEntity]), PropertiesModule, MailModule, SavedSearchesModule],
  controllers: [MailPreferencesController, UnsubscribeController],
  providers: [MailPreferencesService, NewListingsDigestService, NewListingsDigestRepository],
  exports: [MailPreferencesService],
})
export class MailPreferencesModule {}
