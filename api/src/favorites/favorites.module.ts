import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditorialModule } from '../editorial/editorial.module';
import { PropertiesModule } from '../properties/properties.module';
import { EditorialFavoritesController } from './editorial-favorites.controller';
import { EditorialFavoritesRepository } from './editorial-favorites.repository';
import { EditorialFavoritesService } from './editorial-favorites.service';
import { FavoriteEntity } from './entities/favorite.entity';
import { FavoritesController } from './favorites.controller';
import { FavoritesRepository } from './favorites.repository';
import { FavoritesService } from './favorites.service';

/**
 * Favourites of the logged-in user: listings (the toggles, the my-page list, the ids for base data),
 * and articles and Q&A (toggles and the ids for base data).
 */
@Module({
  imports: [TypeOrmModule.forFeature([FavoriteEntity]), PropertiesModule, EditorialModule],
  controllers: [FavoritesController, EditorialFavoritesController],
  providers: [FavoritesService, FavoritesRepository, EditorialFavoritesService, EditorialFavoritesRepository],
  exports: [FavoritesService, EditorialFavoritesService],
})
export class FavoritesModule {}
