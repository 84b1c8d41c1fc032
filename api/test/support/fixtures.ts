import { priceTagForPrice } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { AreaCategoryEntity } from '../../src/categories/entities/area-category.entity';
import { CategoryEntity } from '../../src/categories/entities/category.entity';
import { PropertyImageEntity } from '../../src/properties/entities/property-image.entity';
import { PropertyEntity } from '../../src/properties/entities/property.entity';
import type { ListingFields } from '../../src/properties/properties.service';
import { syncListings } from '../../src/properties/listing-index';
import { buildSearchText } from '../../src/properties/search-text';
import { runSeed } from '../../src/database/seeds/seed-runner';
import { TagEntity } from '../../src/tags/entities/tag.entity';
import { UserEntity } from '../../src/users/entities/user.entity';

/**
 * A small, hand-made set of listings whose every attribute a test can rely on, on top of the real
 * reference data and demo accounts (runSeed with 0 generated listings).
 */
export interface FixtureListing {
  key: string;
  title: string;
  description: string;
  prefectureCode: string;
  municipality: string;
  price: number | null;
  land?: boolean;
  publishedAt: string;
  contactCount: number;
  categories: string[];
  freeTags?: string[];
  areaCategory?: string;
  images?: number;
  published?: boolean;
  stopPublished?: boolean;
  reception?: boolean;
  rootType?: 'published' | 'sales-pending';
}

export const FIXTURE_LISTINGS: FixtureListing[] = [
  {
    key: 'loghouse',
    title: 'ログハウスの別荘',
    description: '森の中の静かな別荘です。',
    prefectureCode: '20',
    municipality: '松本市',
    price: 300,
    publishedAt: '2026-01-10T00:00:00Z',
    contactCount: 5,
    categories: ['別荘'],
    freeTags: ['山が見える'],
    areaCategory: '山あい',
    images: 2,
  },
  {
    key: 'kominka',
    title: '海が見える古民家',
    description: '囲炉裏のある家です。',
    prefectureCode: '17',
    municipality: '輪島市',
    price: null,
    publishedAt: '2026-02-10T00:00:00Z',
    contactCount: 12,
    categories: ['古民家', '復興応援'],
    freeTags: ['海が見える', '古民家'],
    areaCategory: '海の近く',
    images: 1,
  },
  {
    key: 'percent',
    title: '100%リフォーム済みの平屋',
    description: 'すぐに住めます。近くにパン屋があります。',
    prefectureCode: '13',
    municipality: '青梅市',
    price: 0,
    publishedAt: '2026-03-10T00:00:00Z',
    contactCount: 0,
    categories: ['空き家'],
    freeTags: ['リフォーム済み'],
    reception: false,
  },
  {
    key: 'underscore',
    title: 'お得な土地_角地',
    description: '広い区画です。',
    prefectureCode: '13',
    municipality: '奥多摩町',
    price: 12000,
    land: true,
    publishedAt: '2026-04-10T00:00:00Z',
    contactCount: 3,
    categories: ['土地'],
    images: 1,
  },
  {
    key: 'hiragana',
    title: 'こみんか風の店舗',
    description: '通りに面しています。',
    prefectureCode: '26',
    municipality: '綾部市',
    price: 1500,
    publishedAt: '2026-05-10T00:00:00Z',
    contactCount: 7,
    categories: ['店舗'],
    freeTags: ['店舗付き'],
    rootType: 'sales-pending',
  },
  {
    key: 'field',
    title: '畑付きの一戸建て',
    description: '敷地は100坪です。土地の角にあります。',
    prefectureCode: '20',
    municipality: '安曇野市',
    price: 150,
    publishedAt: '2026-06-10T00:00:00Z',
    contactCount: 1,
    categories: ['空き家'],
    freeTags: ['畑付き'],
    areaCategory: '農村',
    images: 3,
  },
  {
    key: 'unpublished',
    title: '非公開の物件テスト',
    description: '見えてはいけません。古民家です。',
    prefectureCode: '20',
    municipality: '松本市',
    price: 100,
    publishedAt: '2026-07-10T00:00:00Z',
    contactCount: 0,
    categories: ['古民家'],
    published: false,
  },
  {
    key: 'stopped',
    title: '掲載中止の物件テスト',
    description: '見えてはいけません。古民家です。',
    prefectureCode: '20',
    municipality: '松本市',
    price: 100,
    publishedAt: '2026-07-11T00:00:00Z',
    contactCount: 0,
    categories: ['古民家'],
    stopPublished: true,
  },
  // Filler for paging: 14 listings in 北海道 with prices 10..140.
  ...Array.from({ length: 14 }, (_, i) => ({
    key: `filler${i + 1}`,
    title: `テスト用の物件${i + 1}`,
    description: '北の大地の物件です。',
    prefectureCode: '01',
    municipality: '小樽市',
    price: (i + 1) * 10,
    publishedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    contactCount: i % 4,
    categories: ['空き家'],
  })),
];

/** The state fields of a listing made through PropertiesService that is published and takes enquiries (no area category). */
export const PUBLISHED_LISTING = {
  rootType: 'published',
  isPublished: true,
  isSuspension: false,
  isStopPublished: false,
  reception: true,
  areaCategoryId: null,
} as const satisfies Partial<ListingFields>;

export const PUBLISHED_FIXTURES = FIXTURE_LISTINGS.filter((f) => f.published !== false && !f.stopPublished);

export interface Fixtures {
  /** Listing id by fixture key. */
  ids: Record<string, number>;
  categoryId: (name: string) => number;
  areaCategoryId: (name: string) => number;
}

export async function seedFixtures(dataSource: DataSource, uploadsDir: string): Promise<Fixtures> {
  await runSeed(dataSource, { uploadsDir, listings: 0, photos: false });
  const categories = await dataSource.getRepository(CategoryEntity).find();
  const areaCategories = await dataSource.getRepository(AreaCategoryEntity).find();
  const tags = await dataSource.getRepository(TagEntity).find();
  const seller = await dataSource.getRepository(UserEntity).findOneByOrFail({ email: 'seller@example.jp' });
  const byName = <T extends { name: string; id: number }>(rows: T[], name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`fixture reference ${name} missing`);
    return row.id;
  };

  const ids: Record<string, number> = {};
  for (const f of FIXTURE_LISTINGS) {
    const listing = {
      title: f.title,
      description: f.description,
      prefectureCode: f.prefectureCode,
      municipality: f.municipality,
      addressPublic: f.municipality,
    };
    const result = await dataSource.getRepository(PropertyEntity).insert({
      ...listing,
      priceManYen: f.price,
      landOrBuilding: f.land ? 'land' : 'building',
      landArea: 200.5,
      buildingArea: f.land ? null : 99.75,
      builtYear: f.land ? null : 1960,
      structure: f.land ? null : '木造',
      rootType: f.rootType ?? 'published',
      isPublished: f.published !== false,
      isSuspension: false,
      isStopPublished: Boolean(f.stopPublished),
      reception: f.reception ?? true,
      areaCategoryId: f.areaCategory ? byName(areaCategories, f.areaCategory) : null,
      sellerId: seller.id,
      publishedAt: new Date(f.publishedAt),
      contactCount: f.contactCount,
      viewCount: 0,
      lat: 36.5,
      lng: 138.1,
      searchText: buildSearchText(listing),
    });
    const id = Number(result.identifiers[0].id);
    ids[f.key] = id;
    const tagSlugs = [priceTagForPrice(f.price), ...(f.freeTags ?? [])].filter((t): t is string => t !== null);
    for (const name of f.categories) {
      await dataSource
        .createQueryBuilder()
        .insert()
        .into('property_categories')
        .values({ property_id: id, category_id: byName(categories, name) })
        .execute();
    }
    for (const slug of tagSlugs) {
      const tag = tags.find((t) => t.slug === slug);
      if (!tag) throw new Error(`fixture tag ${slug} missing`);
      await dataSource.createQueryBuilder().insert().into('property_tags').values({ property_id: id, tag_id: tag.id }).execute();
    }
    for (let n = 1; n <= (f.images ?? 0); n++) {
      await dataSource
        .getRepository(PropertyImageEntity)
        .insert({ propertyId: id, path: `/uploads/properties/${id}/${n}.jpg`, comment: `写真${n}`, sort: n });
    }
  }
  // search_text, price_sort and the word-search bigrams, as every writer of listings does
  await syncListings(dataSource.manager, Object.values(ids));
  return {
    ids,
    categoryId: (name) => byName(categories, name),
    areaCategoryId: (name) => byName(areaCategories, name),
  };
}
