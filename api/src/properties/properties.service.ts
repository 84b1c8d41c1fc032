import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HIDDEN_CATEGORY_NAME,
  MAP_MARKERS_CAP,
  type ListingSummary,
  type MapMarkersResponse,
  type MunicipalityCount,
  type PropertiesQuery,
  type PropertyDetail,
  type PropertyListResponse,
  type SortOrder,
} from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { PropertyEntity } from './entities/property.entity';
import { municipalitiesOf } from '../municipalities/municipality-data';
import { syncListings } from './listing-index';
import { findSearchTexts } from './listing-index.repository';
import { notFound, refinementsOf, resolveFilter } from './filter-resolver';
import { toListingSummary, toPropertyDetail } from './listing.mapper';
import { PropertyListingsRepository, type ListingFilter } from './property-listings.repository';
import { ReferenceCache } from './reference-cache';
import { ResultCache } from './result-cache';
import { ViewCounter } from './view-counter';
import { syncPriceTag } from '../tags/price-tag.repository';

export { japanYear, refinementsOf, searchTerms } from './filter-resolver';

/** The invalidation topic of the listing caches. */
export const LISTINGS_TOPIC = 'listings';
/** applicableIds holds at most this many ids (the whole result set beyond it is not navigable). */
export const APPLICABLE_IDS_CAP = 1000;
/** The result cache holds at most this many ids in all (≈ 8 bytes each): 1000 per query, every match of a word. */
export const RESULT_CACHE_MAX_IDS = 2_000_000;
/** Serialised list pages kept, in bytes. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Listing details kept. */
export const DETAIL_CACHE_ENTRIES = 20_000;
/** Map markers kept in all (≈ 100 bytes each). */
export const MARKER_CACHE_MAX_MARKERS = 200_000;
/** After its TTL a cached result is still answered (and reloaded in the background) for TTL × this. */
export const RESULT_CACHE_STALE_FACTOR = 10;

/** The count and the first ids (≥ APPLICABLE_IDS_CAP, or all of them) of one query (filter + refinements + sort). */
interface ResultHead {
  total: number;
  ids: number[];
}

/** A kept listing detail: the object, its JSON around the view count, and the view count's base. */
interface DetailBase {
  detail: PropertyDetail;
  json: [Buffer, Buffer];
  viewBase: number;
}

/** Stands for view_count while a kept detail is serialised. */
const VIEW_COUNT_MARKER = -7_310_000_000_137;

/** The fields of a listing its owner sets (everything but ids, counters and derived columns). */
export interface ListingFields {
  title: string;
  description: string;
  prefectureCode: string;
  municipality: string;
  addressPublic: string;
  priceManYen: number | null;
  landOrBuilding: 'building' | 'land';
  landArea: number | null;
  buildingArea: number | null;
  builtYear: number | null;
  structure: string | null;
  rootType: PropertyEntity['rootType'];
  isPublished: boolean;
  isSuspension: boolean;
  isStopPublished: boolean;
  reception: boolean;
  areaCategoryId: number | null;
  publishedAt: Date | null;
  lat: number | null;
  lng: number | null;
  /** The facts (contracts listing-facts.ts): 間取り, its rooms, the shortest station walk, the rest as JSON. */
  layout?: string | null;
  layoutRooms?: number | null;
  nearestWalkMinutes?: number | null;
  facts?: string | null;
}

@Injectable()
export class PropertiesService {
  private readonly logger = new Logger('PropertiesService');
  private readonly results: ResultCache<ResultHead>;
  private readonly pages: ResultCache<Buffer>;
  private readonly details: ResultCache<DetailBase | null>;
  private readonly markerSets: ResultCache<MapMarkersResponse>;
  private readonly cityCounts: ResultCache<MunicipalityCount[]>;

  constructor(
    private readonly listings: PropertyListingsRepository,
    private readonly reference: ReferenceCache,
    private readonly views: ViewCounter,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    private readonly invalidations: CacheInvalidationBus,
  ) {
    invalidations.on(LISTINGS_TOPIC, () => this.dropCaches());
    const onError = (error: unknown) =>
      this.logger.warn(`listing cache reload failed: ${error instanceof Error ? error.message : String(error)}`);
    /** Every listing cache lives for the configured TTL and serves stale entries while one reloads. */
    const cache = <V>(maxWeight: number, weigh: (value: V) => number): ResultCache<V> =>
      new ResultCache<V>({ ttlMs: config.listingCacheTtlMs, staleMs: config.listingCacheTtlMs * RESULT_CACHE_STALE_FACTOR, maxWeight, weigh, onError });
    this.results = cache<ResultHead>(RESULT_CACHE_MAX_IDS, (head) => head.ids.length + 16);
    this.pages = cache<Buffer>(PAGE_CACHE_MAX_BYTES, (json) => json.length);
    this.details = cache<DetailBase | null>(DETAIL_CACHE_ENTRIES, () => 1);
    this.cityCounts = cache<MunicipalityCount[]>(50_000, (list) => list.length + 1);
    this.markerSets = cache<MapMarkersResponse>(MARKER_CACHE_MAX_MARKERS, (set) => set.items.length + 1);
  }

  /**
   * One page of published listings for a validated query. Unknown category / area category / tag
   * → 404; a page past the last one → 404 (page 1 of an empty result is an empty 200).
   */
  async list(query: PropertiesQuery): Promise<PropertyListResponse> {
    return this.page(query, await resolveFilter(query, this.reference));
  }

  /**
   * Whether a page of a list exists for some visitor (the status of its page, seo.service.ts): false
   * for an unknown category (or the hidden one, which is never listed), area category or tag, and
   * for a page past the last one of the query's filter and search params. The query's refinements
   * only narrow a list, so one without them (what the status of a page can rely on: a signed-in
   * visitor's saved params narrow it further) gives the most pages any visitor can see.
   */
  async pageExists(query: PropertiesQuery): Promise<boolean> {
    let filter: ListingFilter;
    try {
      filter = await resolveFilter(query, this.reference);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return false;
      throw error;
    }
    if (filter.categoryId !== undefined) {
      const ref = await this.reference.get({ categoryIds: [filter.categoryId] });
      if (ref.categories.get(filter.categoryId)?.name === HIDDEN_CATEGORY_NAME) return false;
    }
    const sort: SortOrder = query.sort_order ?? 'publish-desc';
    const refinements = refinementsOf(query);
    const head = await this.results.getOrLoad(JSON.stringify([filter, refinements, sort]), () =>
      this.listings.head(filter, refinements, sort, APPLICABLE_IDS_CAP),
    );
    return query.page <= Math.max(Math.ceil(head.total / query.limit), 1);
  }

  /**
   * The same page as `list`, as the UTF-8 JSON bytes the controller sends. Pages are kept like the
   * counts (ResultCache: TTL, stale-while-revalidate, dropped on every write), so a popular page is
   * built and encoded once, not once per visitor.
   */
  async listJson(query: PropertiesQuery): Promise<Buffer> {
    const filter = await resolveFilter(query, this.reference);
    const key = JSON.stringify([filter, refinementsOf(query), query.sort_order ?? 'publish-desc', query.page, query.limit]);
    return this.pages.getOrLoad(key, async () => Buffer.from(JSON.stringify(await this.page(query, filter)), 'utf8'));
  }

  private async page(query: PropertiesQuery, filter: ListingFilter): Promise<PropertyListResponse> {
    const refinements = refinementsOf(query);
    const sort: SortOrder = query.sort_order ?? 'publish-desc';
    const head = await this.results.getOrLoad(JSON.stringify([filter, refinements, sort]), () =>
      this.listings.head(filter, refinements, sort, APPLICABLE_IDS_CAP),
    );

    const { page, limit } = query;
    const totalPages = Math.ceil(head.total / limit);
    if (page > Math.max(totalPages, 1)) throw notFound('page');
    const offset = (page - 1) * limit;
    const end = offset + limit;
    const pageIds =
      end <= head.ids.length || head.ids.length >= head.total
        ? head.ids.slice(offset, end)
        : await this.listings.orderedIds(filter, refinements, sort, offset, limit);
    return {
      applicableIds: head.ids.length > APPLICABLE_IDS_CAP ? head.ids.slice(0, APPLICABLE_IDS_CAP) : head.ids,
      items: await this.summaries(pageIds),
      total: head.total,
      page,
      limit,
      totalPages,
    };
  }

  /**
   * Map markers of the published listings matching a validated query's filter and search params
   * (page, limit and sort are ignored: newest first, at most MAP_MARKERS_CAP). Kept like the pages.
   */
  async markers(query: PropertiesQuery): Promise<MapMarkersResponse> {
    const filter = await resolveFilter(query, this.reference);
    const refinements = refinementsOf(query);
    return this.markerSets.getOrLoad(JSON.stringify([filter, refinements]), () => this.listings.markers(filter, refinements, MAP_MARKERS_CAP));
  }

  /**
   * The municipalities of a prefecture (code order) with their published listings — what the board
   * shows with the default search params. Kept like the pages.
   */
  async cities(prefectureCode: string): Promise<MunicipalityCount[]> {
    return this.cityCounts.getOrLoad(prefectureCode, async () => {
      const counts = await this.listings.countByCity(prefectureCode);
      return municipalitiesOf(prefectureCode).map((m) => ({ code: m.code, name: m.name, kana: m.kana, count: counts.get(m.code) ?? 0 }));
    });
  }

  /** Listing cards in the order of `ids`: one query for the columns, first photo, categories and tags. */
  /**
   * The ids of the published listings matching a validated query (filters and search params; page,
   * limit and sort ignored), newest first, at most `cap`; with `since`, only those published at or
   * after it. For saved-search alerts and feeds (docs/search.md "Saved searches"); not cached.
   * Unknown category / tag / area category / municipality → ApiError 404 like `list`.
   */
  async matchingIds(query: PropertiesQuery, cap: number, since?: Date): Promise<number[]> {
    const filter: ListingFilter = { ...(await resolveFilter(query, this.reference)) };
    if (since !== undefined && (filter.newSince === undefined || filter.newSince < since)) filter.newSince = since;
    const head = await this.listings.head(filter, refinementsOf(query), 'publish-desc', cap);
    return head.ids.slice(0, cap);
  }

  async summaries(ids: number[]): Promise<ListingSummary[]> {
    if (ids.length === 0) return [];
    const { rows, relations } = await this.listings.findCards(ids);
    const ref = await this.reference.get({ categoryIds: [...relations.categoryIds.values()].flat(), tagIds: [...relations.tagIds.values()].flat() });
    return rows.map((row) => toListingSummary(row, relations, ref));
  }

  /**
   * A published listing with all its fields and photos, counting the view; anything else is 404.
   * The listing is kept like the pages; the view count shown is the stored one plus the views this
   * process counted since (ViewCounter writes them in batches).
   */
  async get(id: number): Promise<PropertyDetail> {
    const base = await this.detailBase(id);
    this.views.add(id);
    return { ...base.detail, view_count: base.viewBase + this.views.total(id) };
  }

  /** The same as `get`, as the UTF-8 JSON bytes the controller sends: the kept bytes around a fresh view count. */
  async getJson(id: number): Promise<Buffer> {
    const base = await this.detailBase(id);
    this.views.add(id);
    return Buffer.concat([base.json[0], Buffer.from(String(base.viewBase + this.views.total(id))), base.json[1]]);
  }

  private async detailBase(id: number): Promise<DetailBase> {
    const base = await this.details.getOrLoad(String(id), async () => {
      const [row, relations] = await Promise.all([this.listings.findPublishedDetail(id), this.listings.findRelations([id])]);
      if (!row) return null;
      const ref = await this.reference.get({ categoryIds: relations.categoryIds.get(id), tagIds: relations.tagIds.get(id) });
      const detail = toPropertyDetail(row, relations, ref);
      // The JSON split where view_count's value goes. `"view_count":<marker>` with bare quotes can
      // only be the key itself: quotes inside string values are escaped.
      const json = JSON.stringify({ ...detail, view_count: VIEW_COUNT_MARKER });
      const key = '"view_count":';
      const at = json.indexOf(`${key}${VIEW_COUNT_MARKER}`) + key.length;
      return {
        detail,
        json: [Buffer.from(json.slice(0, at), 'utf8'), Buffer.from(json.slice(at + String(VIEW_COUNT_MARKER).length), 'utf8')] as [Buffer, Buffer],
        // view_count = stored + not yet written − counted so far; adding total(id) later gives the live count.
        viewBase: row.view_count + this.views.unwritten(id) - this.views.total(id),
      };
    });
    if (!base) throw notFound('id');
    return base;
  }

  /** Writes buffered view counts now (tests; the counter also does it every few seconds). */
  flushViews(): Promise<void> {
    return this.views.flush();
  }

  /**
   * Creates a listing of `sellerId` and indexes it (search text, price sort key, bigrams, price tag)
   * in one transaction. Categories, other tags and photos are the posting form's business.
   */
  async createListing(sellerId: number, fields: ListingFields): Promise<number> {
    const id = await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(PropertyEntity).insert({ ...fields, sellerId, searchText: '', priceSort: 0 });
      const newId = Number(result.identifiers[0].id);
      await syncListings(manager, [newId]);
      await syncPriceTag(manager, newId, fields.priceManYen);
      return newId;
    });
    this.invalidate();
    return id;
  }

  /**
   * Changes fields of a listing and brings its derived columns, its bigrams and its price tag up to
   * date in the same transaction; the cached counts and ids are dropped. Unknown id → 404.
   */
  async updateListing(id: number, changes: Partial<ListingFields>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const before = await findSearchTexts(manager, [id]);
      if (!before.has(id)) throw notFound('id');
      if (Object.keys(changes).length > 0) await manager.getRepository(PropertyEntity).update({ id }, changes);
      await syncListings(manager, [id], before);
      if ('priceManYen' in changes) await syncPriceTag(manager, id, changes.priceManYen ?? null);
    });
    this.invalidate();
  }

  /**
   * Drops every cached count, page and detail (after a write to listings) here, and tells the other
   * API instances to do the same (Redis pub/sub when REDIS_URL is set).
   */
  invalidate(): void {
    this.dropCaches();
    this.invalidations.publish(LISTINGS_TOPIC);
  }

  private dropCaches(): void {
    this.results.invalidate();
    this.pages.invalidate();
    this.details.invalidate();
    this.markerSets.invalidate();
    this.cityCounts.invalidate();
  }
}

