import type { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { isoOrEmpty, sqlTime } from '../database/sql';
import { EMPTY_LISTING_FACTS, HIDDEN_CATEGORY_NAME, MESSAGES, SORT_ORDERS, validatePropertiesQuery, type PropertiesQuery } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';
import { toListingSummary, toPropertyDetail } from './listing.mapper';
import { APPLICABLE_IDS_CAP, PropertiesService, refinementsOf, japanYear, searchTerms } from './properties.service';
import {
  ORDER_BY,
  likePattern,
  type CardRow,
  type DetailRow,
  type ListingFilter,
  type ListingRelations,
  type PropertyListingsRepository,
} from './property-listings.repository';
import type { ReferenceCache, ReferenceData } from './reference-cache';
import type { ViewCounter } from './view-counter';

function query(q: Record<string, string>): PropertiesQuery {
  const result = validatePropertiesQuery(q);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('ORDER_BY', () => {
  it('has terms for all six sort orders, ending with a unique tie-breaker', () => {
    for (const sort of SORT_ORDERS) expect(ORDER_BY[sort]).toMatch(/p\.id (ASC|DESC)$/);
  });

  it('sorts an undecided price as 0 (price_sort = COALESCE(price_man_yen, 0)), ties newest first', () => {
    expect(ORDER_BY['price-asc']).toBe('p.price_sort ASC, p.published_at DESC, p.id DESC');
    expect(ORDER_BY['price-desc']).toBe('p.price_sort DESC, p.published_at DESC, p.id DESC');
  });

  it('maps publish and contact orders', () => {
    expect(ORDER_BY['publish-desc']).toBe('p.published_at DESC, p.id DESC');
    expect(ORDER_BY['publish-asc']).toBe('p.published_at ASC, p.id ASC');
    expect(ORDER_BY['contact-desc']).toBe('p.contact_count DESC, p.published_at DESC, p.id DESC');
    expect(ORDER_BY['contact-asc']).toBe('p.contact_count ASC, p.published_at DESC, p.id DESC');
  });
});

describe('date-times', () => {
  it('writes the text TypeORM stores and reads both drivers', () => {
    expect(sqlTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02 03:04:05.678');
    expect(isoOrEmpty('2026-01-02 03:04:05.678')).toBe('2026-01-02T03:04:05.678Z');
    expect(isoOrEmpty('2026-01-02 03:04:05')).toBe('2026-01-02T03:04:05.000Z');
    expect(isoOrEmpty(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(isoOrEmpty(null)).toBe('');
  });
});

describe('search words', () => {
  it.each([
    { word: '100%', pattern: '%100\\%%' },
    { word: 'a_b', pattern: '%a\\_b%' },
    { word: 'c\\d', pattern: '%c\\\\d%' },
  ])('escapes LIKE wildcards: $word → $pattern', ({ word, pattern }) => {
    expect(likePattern(word)).toBe(pattern);
  });

  it('normalises and splits the word into terms', () => {
    expect(searchTerms('コミンカ')).toEqual(['こみんか']);
    expect(searchTerms('１００％')).toEqual(['100%']);
    expect(searchTerms(' 長野　古民家 ')).toEqual(['長野', '古民家']);
    expect(searchTerms('長野 長野')).toEqual(['長野']);
  });
});

describe('refinementsOf', () => {
  it('maps the saved search params', () => {
    expect(
      refinementsOf(
        query({
          price_undecided: 'no',
          price_from: '100',
          price_to: '',
          land_or_building: 'land',
          photo: 'has',
          reception: 'no',
          publication: 'yes',
        }),
      ),
    ).toEqual({ priceUndecided: 'no', priceFrom: 100, landOrBuilding: 'land', photo: 'has', reception: 'no', publication: 'yes' });
    expect(refinementsOf(query({ photo: 'both' }))).toEqual({});
    expect(refinementsOf(query({ price_to: '99999999999999999999' })).priceTo).toBe(2_147_483_647);
  });
});


const card = (overrides: Partial<CardRow> = {}): CardRow => ({
  id: 1,
  title: '古民家',
  prefecture_code: '20',
  municipality: '松本市',
  city_code: '20202',
  address_public: '長野県松本市',
  price_man_yen: null,
  land_or_building: 'building',
  land_area: 300.5,
  building_area: 120,
  built_year: 1950,
  root_type: 'published',
  is_suspension: false,
  published_at: '2026-01-02T03:04:05.000Z',
  contact_count: 2,
  ...overrides,
});

const detailRow = (overrides: Partial<DetailRow> = {}): DetailRow => ({
  ...card(),
  description: '説明',
  structure: '木造',
  facts: EMPTY_LISTING_FACTS,
  lat: 36.1,
  lng: 138.2,
  reception: true,
  is_published: true,
  is_stop_published: false,
  view_count: 10,
  updated_at: '2026-01-03T00:00:00.000Z',
  seller_id: 7,
  seller_last_name: '山田',
  area_category_id: 1,
  area_category_name: '山あい',
  ...overrides,
});

const reference: ReferenceData = {
  categories: new Map([
    [18, { id: 18, name: HIDDEN_CATEGORY_NAME, image: null, sort: 18 }],
    [2, { id: 2, name: '古民家', image: '/images/categories/kominka.jpg', sort: 2 }],
  ]),
  tags: new Map([
    [9, { id: 9, slug: '古民家', kind: 'free' as const }],
    [3, { id: 3, slug: '200-1000manyen', kind: 'price' as const }],
  ]),
  tagsBySlug: new Map([['古民家', { id: 9, slug: '古民家', kind: 'free' as const }]]),
  areaCategories: new Set([1]),
};

function relationsFor(ids: number[]): ListingRelations {
  const r: ListingRelations = { images: new Map(), categoryIds: new Map(), tagIds: new Map() };
  for (const id of ids) {
    r.images.set(id, [
      { path: `/uploads/properties/${id}/1.jpg`, comment: '外観' },
      { path: `/uploads/properties/${id}/2.jpg`, comment: '庭' },
    ]);
    r.categoryIds.set(id, [18, 2]);
    r.tagIds.set(id, [9, 3]);
  }
  return r;
}

describe('listing mapper', () => {
  it('builds the summary: first photo, visible categories, price tag first', () => {
    expect(toListingSummary(card(), relationsFor([1]), reference)).toEqual({
      id: 1,
      title: '古民家',
      prefecture_code: '20',
      city_code: '20202',
      prefecture_name: '長野県',
      municipality: '松本市',
      address: '長野県松本市',
      price_man_yen: null,
      land_or_building: 'building',
      land_area: 300.5,
      building_area: 120,
      built_year: 1950,
      image: { path: '/uploads/properties/1/1.jpg', comment: '外観' },
      categories: [{ id: 2, name: '古民家', image: '/images/categories/kominka.jpg' }],
      tags: ['200-1000manyen', '古民家'],
      root_type: 'published',
      is_suspension: false,
      published_at: '2026-01-02T03:04:05.000Z',
      contact_count: 2,
    });
    expect(toListingSummary(card({ id: 5 }), relationsFor([1]), reference).image).toBeNull();
  });

  it('builds the detail with every photo in order and the seller by public name only', () => {
    const detail = toPropertyDetail(detailRow(), relationsFor([1]), reference);
    expect(detail.images.map((i) => i.comment)).toEqual(['外観', '庭']);
    expect(detail).toMatchObject({
      description: '説明',
      address_public: '長野県松本市',
      structure: '木造',
      area_category: { id: 1, name: '山あい' },
      reception: true,
      is_published: true,
      is_stop_published: false,
      seller: { id: 7, name: '山田さん' },
      updated_at: '2026-01-03T00:00:00.000Z',
    });
    expect(toPropertyDetail(detailRow({ area_category_id: null, area_category_name: null }), relationsFor([1]), reference).area_category).toBeNull();
  });
});

describe('PropertiesService', () => {
  const total = 25;
  let calls: { count: ListingFilter[]; ordered: [ListingFilter, string, number, number][] };
  let listings: Record<string, jest.Mock>;
  let views: { add: jest.Mock; total: jest.Mock; unwritten: jest.Mock; flush: jest.Mock };

  const make = (ttl = 30000) =>
    new PropertiesService(
      listings as unknown as PropertyListingsRepository,
      { get: jest.fn(async () => reference) } as unknown as ReferenceCache,
      views as unknown as ViewCounter,
      {} as DataSource,
      { listingCacheTtlMs: ttl } as AppConfig,
      { on: jest.fn(), publish: jest.fn() } as unknown as CacheInvalidationBus,
    );

  beforeEach(() => {
    calls = { count: [], ordered: [] };
    listings = {
      head: jest.fn(async (filter: ListingFilter, _r: unknown, sort: string, cap: number) => {
        calls.count.push(filter);
        calls.ordered.push([filter, sort, 0, Math.min(cap, total)]);
        const n = await listings.countPublished(filter);
        return { total: n, ids: Array.from({ length: Math.min(cap, n) }, (_, i) => i + 1) };
      }),
      countPublished: jest.fn(async () => total),
      orderedIds: jest.fn(async (filter: ListingFilter, _r: unknown, sort: string, offset: number, limit: number) => {
        calls.ordered.push([filter, sort, offset, limit]);
        return Array.from({ length: Math.min(limit, total - offset) }, (_, i) => offset + i + 1);
      }),
      findCards: jest.fn(async (ids: number[]) => ({ rows: ids.map((id) => card({ id })), relations: relationsFor(ids) })),
      findRelations: jest.fn(async (ids: number[]) => relationsFor(ids)),
      findPublishedDetail: jest.fn(async (id: number) => (id === 1 ? detailRow() : null)),
    };
    let counted = 0;
    views = {
      add: jest.fn(() => ++counted),
      total: jest.fn(() => counted),
      unwritten: jest.fn(() => 0),
      flush: jest.fn(async () => undefined),
    } as unknown as typeof views;
  });

  it('pages through the cached head: count and first ids once per query', async () => {
    const service = make();
    const page2 = await service.list(query({ page: '2', limit: '10' }));
    expect(page2).toMatchObject({ total: 25, page: 2, limit: 10, totalPages: 3 });
    expect(page2.items.map((i) => i.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page2.applicableIds).toHaveLength(25);
    await service.list(query({ page: '3' }));
    expect(listings.countPublished).toHaveBeenCalledTimes(1);
    expect(calls.ordered).toEqual([[{}, 'publish-desc', 0, 25]]);
    expect(APPLICABLE_IDS_CAP).toBe(1000);
  });

  it('loads again after a write (invalidate) and with the cache off', async () => {
    const service = make();
    await service.list(query({}));
    service.invalidate();
    await service.list(query({}));
    expect(listings.countPublished).toHaveBeenCalledTimes(2);
    const uncached = make(0);
    await uncached.list(query({}));
    await uncached.list(query({}));
    expect(listings.countPublished).toHaveBeenCalledTimes(4);
  });

  it('answers 404 for a page past the last one, but 200 for page 1 of nothing', async () => {
    const service = make();
    const error = await service.list(query({ page: '4' })).catch((e: unknown) => e);
    expect((error as ApiError).toBody()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound, errors: { page: [MESSAGES.notFound] } });
    listings.countPublished.mockResolvedValue(0);
    await expect(service.list(query({ area: '47' }))).resolves.toMatchObject({ total: 0, items: [], totalPages: 0 });
    await expect(service.list(query({ area: '47', page: '2' }))).rejects.toBeInstanceOf(ApiError);
  });

  it('resolves each filter and collection alone', async () => {
    const service = make();
    await service.list(query({ area: '13' }));
    await service.list(query({ areaCategoryId: '1' }));
    await service.list(query({ word: 'コミンカ 長野' }));
    await service.list(query({ categoryId: '2' }));
    await service.list(query({ tagId: '古民家', sort_order: 'price-asc' }));
    await service.list(query({ collection: 'treasure' }));
    await service.list(query({ collection: 'new' }));
    await service.list(query({ city: '20202' }));
    expect(calls.count.slice(0, 6)).toEqual([
      { prefectureCode: '13' },
      { areaCategoryId: 1 },
      { terms: ['こみんか', '長野'] },
      { categoryId: 2 },
      { tagId: 9 },
      { treasure: true },
    ]);
    const fresh = calls.count[6] as { newSince: Date };
    expect(Object.keys(fresh)).toEqual(['newSince']);
    expect(Date.now() - fresh.newSince.getTime()).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000);
    expect(Date.now() - fresh.newSince.getTime()).toBeLessThan(30 * 24 * 3600 * 1000 + 61_000);
    expect(calls.count[7]).toEqual({ cityCode: '20202' });
    expect(calls.ordered[4][1]).toBe('price-asc');
  });

  it('combines every filter into one query (no longer one filter only), building age as built years', async () => {
    const service = make();
    await service.list(
      query({
        area: '20',
        city: '20202',
        areaCategoryId: '1',
        word: '古民家',
        categoryId: '2',
        tagId: '古民家',
        collection: 'treasure',
        land_area_from: '100',
        land_area_to: '500',
        age_from: '10',
        age_to: '50',
      }),
    );
    const year = japanYear(new Date());
    expect(calls.count).toEqual([
      {
        prefectureCode: '20',
        cityCode: '20202',
        terms: ['古民家'],
        areaCategoryId: 1,
        categoryId: 2,
        tagId: 9,
        treasure: true,
        landAreaFrom: 100,
        landAreaTo: 500,
        builtYearFrom: year - 50,
        builtYearTo: year - 10,
      },
    ]);
    expect(japanYear(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(japanYear(new Date('2026-12-31T14:59:59Z'))).toBe(2026);
  });

  it.each([
    [{ areaCategoryId: '99' }, 'areaCategoryId'],
    [{ categoryId: '99' }, 'categoryId'],
    [{ tagId: 'nope' }, 'tagId'],
    [{ city: '20999' }, 'city'],
    [{ area: '20', categoryId: '99' }, 'categoryId'],
  ])('answers 404 for an unknown %p', async (q, field) => {
    const error = await make().list(query(q)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toBody()).toMatchObject({ statusCode: 404, message: MESSAGES.notFound, errors: { [field]: [MESSAGES.notFound] } });
  });

  it('finds one listing, counting every view, or answers 404', async () => {
    const service = make();
    await expect(service.get(1)).resolves.toMatchObject({ id: 1, view_count: 11 });
    await expect(service.get(1)).resolves.toMatchObject({ id: 1, view_count: 12 });
    expect(listings.findPublishedDetail).toHaveBeenCalledTimes(1); // kept between views
    expect(views.add).toHaveBeenCalledWith(1);
    await expect(service.get(2)).rejects.toBeInstanceOf(ApiError);
    expect(views.add).toHaveBeenCalledTimes(2);
  });

  it('serialises the detail around a live view count, even when the text mentions view_count', async () => {
    listings.findPublishedDetail.mockResolvedValue(detailRow({ description: '"view_count":-7310000000137 と書いた説明' }));
    const service = make();
    const first = JSON.parse((await service.getJson(1)).toString('utf8'));
    const second = JSON.parse((await service.getJson(1)).toString('utf8'));
    expect(first).toMatchObject({ id: 1, view_count: 11, description: '"view_count":-7310000000137 と書いた説明', seller: { name: '山田さん' } });
    expect(second.view_count).toBe(12);
    expect(second).toEqual({ ...(await service.get(1)), view_count: 12 });
  });

  it('serialises a page for the controller, once per query while cached', async () => {
    const service = make();
    const json = await service.listJson(query({ page: '2' }));
    expect(JSON.parse(json.toString('utf8'))).toEqual(await service.list(query({ page: '2' })));
    await service.listJson(query({ page: '2' }));
    expect(listings.findCards).toHaveBeenCalledTimes(2); // listJson once + list once
  });
});
