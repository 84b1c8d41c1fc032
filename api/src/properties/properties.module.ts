import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertyImageEntity } from './entities/property-image.entity';
import { PropertyEntity } from './entities/property.entity';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { PropertyListingsRepository } from './property-listings.repository';
import { ReferenceCache } from './reference-cache';
import { SearchParamsController } from './search-params.controller';
import { ViewCounter } from './view-counter';
import { UsersModule } from '../users/users.module';
import { AreasController } from '../municipalities/areas.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity, PropertyImageEntity]), UsersModule],
  controllers: [PropertiesController, SearchParamsController, AreasController],
  providers: [PropertiesService, PropertyListingsRepository, ReferenceCache, ViewCounter],
  exports: [PropertiesService, PropertyListingsRepository],
})
export class PropertiesModule {}
