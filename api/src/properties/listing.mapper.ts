import {
  HIDDEN_CATEGORY_NAME,
  prefectureByCode,
  publicUserName,
  type Category,
  type ListingImage,
  type ListingSummary,
  type PropertyDetail,
  type RootTypeKey,
} from '@akiya/contracts';
import type { CardRow, DetailRow, ListingRelations } from './property-listings.repository';
import type { ReferenceData } from './reference-cache';

export type { PropertyDetail } from '@akiya/contracts';

/** Visible categories of a listing in display order (the hidden one left out). */
function categoriesOf(ids: number[], ref: ReferenceData): Category[] {
  return ids
    .map((id) => ref.categories.get(id))
    .filter((c): c is NonNullable<typeof c> => c !== undefined && c.name !== HIDDEN_CATEGORY_NAME)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => (c.image ? { id: c.id, name: c.name, image: c.image } : { id: c.id, name: c.name }));
}

/** Tag slugs: the price tag first, then free tags by slug. */
function tagsOf(ids: number[], ref: ReferenceData): string[] {
  return ids
    .map((id) => ref.tags.get(id))
    .filter((t): t is NonNullable<typeof t> => t !== undefined)
    .sort((a, b) => (a.kind === b.kind ? a.slug.localeCompare(b.slug, 'ja') : a.kind === 'price' ? -1 : 1))
    .map((t) => t.slug);
}

export function toListingSummary(row: CardRow, relations: ListingRelations, ref: ReferenceData): ListingSummary {
  const images: ListingImage[] = relations.images.get(row.id) ?? [];
  return {
    id: row.id,
    title: row.title,
    prefecture_code: row.prefecture_code,
    prefecture_name: prefectureByCode(row.prefecture_code)?.name ?? '',
    municipality: row.municipality,
    city_code: row.city_code,
    address: row.address_public,
    price_man_yen: row.price_man_yen,
    land_or_building: row.land_or_building,
    land_area: row.land_area,
    building_area: row.building_area,
    built_year: row.built_year,
    image: images[0] ?? null,
    categories: categoriesOf(relations.categoryIds.get(row.id) ?? [], ref),
    tags: tagsOf(relations.tagIds.get(row.id) ?? [], ref),
    root_type: row.root_type as RootTypeKey,
    is_suspension: row.is_suspension,
    published_at: row.published_at,
    contact_count: row.contact_count,
  };
}

export function toPropertyDetail(row: DetailRow, relations: ListingRelations, ref: ReferenceData): PropertyDetail {
  return {
    ...toListingSummary(row, relations, ref),
    description: row.description,
    address_public: row.address_public,
    structure: row.structure,
    facts: row.facts,
    lat: row.lat,
    lng: row.lng,
    reception: row.reception,
    is_published: row.is_published,
    is_stop_published: row.is_stop_published,
    view_count: row.view_count,
    area_category: row.area_category_id !== null && row.area_category_name !== null ? { id: row.area_category_id, name: row.area_category_name } : null,
    images: relations.images.get(row.id) ?? [],
    seller: { id: row.seller_id, name: publicUserName(row.seller_last_name) },
    updated_at: row.updated_at,
  };
}
