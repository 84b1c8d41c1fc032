import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertiesModule } from '../properties/properties.module';
import { FavoriteEntity } from './entities/favorite.entity';
import { FavoritesController } from './favorites.controller';
import { FavoritesService } from './favorites.service';

/** Favourite listings of the logged-in user: the toggles, the my-page list, and the ids for base data. */
@Module({
  imports: [TypeOrmModule.forFeature([FavoriteEntity]), PropertiesModule],
  controllers: [FavoritesController],
  providers: [FavoritesService],
  exports: [FavoritesService],
})
export class FavoritesModule {}
