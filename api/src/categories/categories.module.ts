import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesService } from './categories.service';
import { AreaCategoryEntity } from './entities/area-category.entity';
import { CategoryEntity } from './entities/category.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity, AreaCategoryEntity])],
  providers: [CategoriesService],
  exports: [CategoriesService],
})
export class CategoriesModule {}
