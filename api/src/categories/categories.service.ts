import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { HIDDEN_CATEGORY_NAME, type AreaCategory, type Category } from '@akiya/contracts';
import { Not, Repository } from 'typeorm';
import { AreaCategoryEntity } from './entities/area-category.entity';
import { CategoryEntity } from './entities/category.entity';

export function toCategory(entity: CategoryEntity): Category {
  return entity.image ? { id: entity.id, name: entity.name, image: entity.image } : { id: entity.id, name: entity.name };
}

/** Listing categories and area categories. */
@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(AreaCategoryEntity) private readonly areaCategories: Repository<AreaCategoryEntity>,
  ) {}

  /** Every category except HIDDEN_CATEGORY_NAME, in display order. */
  async listVisibleCategories(): Promise<Category[]> {
    const rows = await this.categories.find({
      where: { name: Not(HIDDEN_CATEGORY_NAME) },
      order: { sort: 'ASC', id: 'ASC' },
    });
    return rows.map(toCategory);
  }

  async listAreaCategories(): Promise<AreaCategory[]> {
    const rows = await this.areaCategories.find({ order: { sort: 'ASC', id: 'ASC' } });
    return rows.map((a) => ({ id: a.id, name: a.name }));
  }

  /** True when the category exists (the hidden one included: it can be filtered on, just not listed). */
  async categoryExists(id: number): Promise<boolean> {
    return this.categories.exists({ where: { id } });
  }

  async areaCategoryExists(id: number): Promise<boolean> {
    return this.areaCategories.exists({ where: { id } });
  }
}
