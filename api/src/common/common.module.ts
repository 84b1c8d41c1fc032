import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { CommonController } from './common.controller';
import { FavoritesModule } from '../favorites/favorites.module';
import { CommonService } from './common.service';
import { MailPreferencesModule } from '../mail-preferences/mail-preferences.module';

@Module({
  imports: [CategoriesModule, FavoritesModule, MailPreferencesModule],
  controllers: [CommonController],
  providers: [CommonService],
})
export class CommonModule {}
