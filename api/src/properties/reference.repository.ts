import type { DataSource } from 'typeorm';

/** The reference tables the listing pages name ids from (reference-cache.ts keeps them a minute). */
export interface ReferenceRows {
  categories: Record<string, unknown>[];
  tags: Record<string, unknown>[];
  areaCategories: Record<string, unknown>[];
}

/** Categories, tags and area-category ids, all of them (a few dozen rows). */
export async function findReferenceRows(dataSource: DataSource): Promise<ReferenceRows> {
  const [categories, tags, areaCategories] = await Promise.all([
    dataSource.query('SELECT id, name, image, sort FROM categories') as Promise<Record<string, unknown>[]>,
    dataSource.query('SELECT id, slug, kind FROM tags') as Promise<Record<string, unknown>[]>,
    dataSource.query('SELECT id FROM area_categories') as Promise<Record<string, unknown>[]>,
  ]);
  return { categories, tags, areaCategories };
}
