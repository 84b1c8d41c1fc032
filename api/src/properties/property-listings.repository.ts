import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { escapeLike, parseStoredFacts, TREASURE_MAX_PRICE_MAN_YEN, type ListingFacts, type SortOrder } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { placeholders } from './listing-index';
import { MAX_QUERY_GRAMS, gramsAreExact, termGrams } from './search-grams';

/**
 * Read access to listings as the public sees them, in plain SQL that runs unchanged on SQLite and
 * MySQL/MariaDB (`?` placeholders, no dialect functions). Each query is shaped for one index:
 * see docs/board.md for the plans.
 */

/**
 * The filters of a listing query, AND-combined (docs/search.md "Combined filters"); an empty object
 * is the whole board. Built by PropertiesService.resolveFilter in a fixed key order (it is part of
 * the cache keys). Ranges are inclusive; a listing whose land area or built year is unknown is left
 * out by a bound on it.
 */
export interface ListingFilter {
  prefectureCode?: string;
  cityCode?: string;
  areaCategoryId?: number;
  /** Normalised search terms (word search, docs/search.md). */
  terms?: string[];
  categoryId?: number;
  tagId?: number;
  treasure?: true;
  /** The new collection: published at or after this. */
  newSince?: Date;
  landAreaFrom?: number;
  landAreaTo?: number;
  builtYearFrom?: number;
  builtYearTo?: number;
  /** At least this many rooms (間取り). */
  roomsFrom?: number;
  /** At most this many minutes from a station. */
  walkTo?: number;
}

/** The one-filter shape of before combined search, still accepted by every method (other callers use it). */
export type LegacyListingFilter =
  | { kind: 'all' }
  | { kind: 'area'; prefectureCode: string }
  | { kind: 'areaCategory'; areaCategoryId: number }
  | { kind: 'word'; terms: string[] }
  | { kind: 'category'; categoryId: number }
  | { kind: 'tag'; tagId: number }
  | { kind: 'treasure' }
  | { kind: 'new'; since: Date };

export type ListingFilterInput = ListingFilter | LegacyListingFilter;

/** A filter of either shape as the combined one. */
export function toListingFilter(input: ListingFilterInput): ListingFilter {
  if (!('kind' in input)) return input;
  switch (input.kind) {
    case 'all':
      return {};
    case 'area':
      return { prefectureCode: input.prefectureCode };
    case 'areaCategory':
      return { areaCategoryId: input.areaCategoryId };
    case 'word':
      return { terms: input.terms };
    case 'category':
      return { categoryId: input.categoryId };
    case 'tag':
      return { tagId: input.tagId };
    case 'treasure':
      return { treasure: true };
    case 'new':
      return { newSince: input.since };
  }
}

/**
 * The saved search params (§3) as refinements. Yes/no params say whether a subset is included:
 * 'no' leaves it out (price_undecided=no: no 価格未定; reception=no: only listings accepting
 * enquiries; publication=no: only 掲載中). Absent or 'yes' changes nothing.
 */
export interface ListingRefinements {
  priceUndecided?: 'yes' | 'no';
  priceFrom?: number;
  priceTo?: number;
  landOrBuilding?: 'building' | 'land';
  photo?: 'has';
  reception?: 'yes' | 'no';
  publication?: 'yes' | 'no';
}

export interface PublishedSearch {
  filter: ListingFilterInput;
  refinements: ListingRefinements;
  sort: SortOrder;
  offset: number;
  limit: number;
  /** At most this many ids of the whole result are returned (applicableIds). */
  idCap: number;
}

export interface PublishedSearchResult {
  total: number;
  /** Ids of the whole result in order, capped at idCap. */
  ids: number[];
  /** Ids of the requested page, in order. */
  pageIds: number[];
}

/** The columns a listing card needs (ListingSummary), nothing else. */
export interface CardRow {
  id: number;
  title: string;
  prefecture_code: string;
  municipality: string;
  city_code: string | null;
  address_public: string;
  price_man_yen: number | null;
  land_or_building: 'building' | 'land';
  land_area: number | null;
  building_area: number | null;
  built_year: number | null;
  root_type: string;
  is_suspension: boolean;
  published_at: string;
  contact_count: number;
}

/** A map marker's columns (MapMarker of the contracts). */
export interface MarkerRow {
  id: number;
  title: string;
  price_man_yen: number | null;
  prefecture_code: string;
  lat: number;
  lng: number;
}

/** Everything the detail page shows, with the seller's id and last name and the area category. */
export interface DetailRow extends CardRow {
  description: string;
  structure: string | null;
  facts: ListingFacts;
  lat: number | null;
  lng: number | null;
  reception: boolean;
  is_published: boolean;
  is_stop_published: boolean;
  view_count: number;
  updated_at: string;
  seller_id: number;
  seller_last_name: string;
  area_category_id: number | null;
  area_category_name: string | null;
}

/** Images, category ids and tag ids of some listings (one query for a whole page). */
export interface ListingRelations {
  images: Map<number, { path: string; comment: string }[]>;
  categoryIds: Map<number, number[]>;
  tagIds: Map<number, number[]>;
}

export type SqlParam = string | number;
/** FROM and WHERE of a listing query; `params` in textual order (FROM's first). */
interface Sql {
  from: string;
  where: string[];
  params: SqlParam[];
}

/** A published listing: what every public query starts from. Matches the leading columns of the order indexes. */
export const PUBLISHED = 'p.is_published = 1 AND p.is_stop_published = 0 AND p.published_at IS NOT NULL';

/**
 * ORDER BY of each sort order. Ties fall back to the newest first, then the id, so paging is
 * stable. An undecided price sorts as 0 (spec §9) through price_sort. Each matches one index of
 * migration 1763790000000-BoardSearch (read forwards or backwards).
 */
export const ORDER_BY: Record<SortOrder, string> = {
  'publish-desc': 'p.published_at DESC, p.id DESC',
  'publish-asc': 'p.published_at ASC, p.id ASC',
  'contact-desc': 'p.contact_count DESC, p.published_at DESC, p.id DESC',
  'contact-asc': 'p.contact_count ASC, p.published_at DESC, p.id DESC',
  'price-asc': 'p.price_sort ASC, p.published_at DESC, p.id DESC',
  'price-desc': 'p.price_sort DESC, p.published_at DESC, p.id DESC',
  // Unknown land area / built year sort as the smallest / oldest (NULL first ascending on both engines).
  'land-desc': 'p.land_area DESC, p.published_at DESC, p.id DESC',
  'land-asc': 'p.land_area ASC, p.published_at DESC, p.id DESC',
  'age-asc': 'p.built_year DESC, p.published_at DESC, p.id DESC',
  'age-desc': 'p.built_year ASC, p.published_at DESC, p.id DESC',
};

/** The LIKE pattern for one search term: the term anywhere, its % _ and \ taken literally. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** A Date as stored in a DATETIME column by TypeORM on both engines (UTC, 'YYYY-MM-DD HH:MM:SS.mmm'). */
export function sqlDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A DATETIME from either driver (Date from mysql2, UTC text from SQLite) as ISO 8601. */
export function isoDateTime(value: Date | string | null): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

const CARD_COLUMNS =
  'p.id, p.title, p.prefecture_code, p.municipality, p.city_code, p.address_public, p.price_man_yen, p.land_or_building, ' +
  'p.land_area, p.building_area, p.built_year, p.root_type, p.is_suspension, p.published_at, p.contact_count';

function toCardRow(r: Record<string, unknown>): CardRow {
  return {
    id: num(r.id),
    title: String(r.title),
    prefecture_code: String(r.prefecture_code),
    municipality: String(r.municipality),
    city_code: r.city_code === null || r.city_code === undefined ? null : String(r.city_code),
    address_public: String(r.address_public ?? ''),
    price_man_yen: numOrNull(r.price_man_yen),
    land_or_building: r.land_or_building as 'building' | 'land',
    land_area: numOrNull(r.land_area),
    building_area: numOrNull(r.building_area),
    built_year: numOrNull(r.built_year),
    root_type: String(r.root_type),
    is_suspension: bool(r.is_suspension),
    published_at: isoDateTime(r.published_at as Date | string | null),
    contact_count: num(r.contact_count),
  };
}

@Injectable()
export class PropertyListingsRepository {
  /** Document frequency (capped) of recently looked-up grams: the plan's driving gram is the rarest. */
  private readonly gramCounts = new Map<string, { n: number; at: number }>();

  /**
   * The two places where the engines need different words: a join that keeps its written order
   * (MySQL STRAIGHT_JOIN, SQLite CROSS JOIN), and on MySQL an index hint so a listing reached by id
   * is read from IDX_properties_narrow, not from its wide row (SQLite reads rows from the page cache
   * and gains nothing from it).
   */
  private readonly forcedJoin: string;
  private readonly narrow: string;
  private readonly mysql: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const mysql = dataSource.options.type === 'mysql';
    this.mysql = mysql;
    this.forcedJoin = mysql ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
    this.narrow = mysql ? ' FORCE INDEX (IDX_properties_narrow)' : '';
  }

  /** Published listings matching one filter and the refinements: total, ordered ids and the page. */
  async searchPublished(search: PublishedSearch): Promise<PublishedSearchResult> {
    const head = await this.head(search.filter, search.refinements, search.sort, search.idCap);
    if (head.total === 0) return { total: 0, ids: [], pageIds: [] };
    const ids = head.ids.slice(0, search.idCap);
    const end = search.offset + search.limit;
    const pageIds =
      end <= head.ids.length || head.ids.length >= head.total
        ? head.ids.slice(search.offset, end)
        : await this.orderedIds(search.filter, search.refinements, search.sort, search.offset, search.limit);
    return { total: head.total, ids, pageIds };
  }

  /**
   * The count and the first ids (at least `cap`) of a query. A word search reads every match in one
   * pass anyway (each candidate is checked against its text), so it returns all of them; any other
   * filter counts along an index, then reads the first `cap` ids in order.
   */
  async head(input: ListingFilterInput, refinements: ListingRefinements, sort: SortOrder, cap: number): Promise<{ total: number; ids: number[] }> {
    const filter = toListingFilter(input);
    if (filter.terms !== undefined) {
      const sql = await this.queryOf(filter, refinements);
      if (sql === null) return { total: 0, ids: [] };
      const rows: { id: number | string }[] = await this.dataSource.query(
        `SELECT p.id FROM ${sql.from} WHERE ${sql.where.join(' AND ')} ORDER BY ${ORDER_BY[sort]}`,
        sql.params,
      );
      return { total: rows.length, ids: rows.map((r) => Number(r.id)) };
    }
    const total = await this.countPublished(filter, refinements);
    const ids = total === 0 ? [] : await this.orderedIds(filter, refinements, sort, 0, Math.min(cap, total));
    return { total, ids };
  }

  /** How many published listings match. */
  async countPublished(filter: ListingFilterInput, refinements: ListingRefinements): Promise<number> {
    const sql = await this.queryOf(toListingFilter(filter), refinements);
    if (sql === null) return 0;
    const rows: { n: number | string }[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM ${sql.from} WHERE ${sql.where.join(' AND ')}`,
      sql.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Ids of matching published listings in sort order, `limit` of them from `offset` (index-ordered OFFSET paging). */
  async orderedIds(filter: ListingFilterInput, refinements: ListingRefinements, sort: SortOrder, offset: number, limit: number): Promise<number[]> {
    if (limit <= 0) return [];
    const sql = await this.queryOf(toListingFilter(filter), refinements);
    if (sql === null) return [];
    const rows: { id: number | string }[] = await this.dataSource.query(
      `SELECT p.id FROM ${sql.from} WHERE ${sql.where.join(' AND ')} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`,
      [...sql.params, limit, offset],
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * Map markers: id, title, price, prefecture and coordinates of the newest `cap` matching published
   * listings that have coordinates (one more is read to tell whether the cap was reached).
   */
  async markers(filter: ListingFilterInput, refinements: ListingRefinements, cap: number): Promise<{ items: MarkerRow[]; capped: boolean }> {
    const sql = await this.queryOf(toListingFilter(filter), refinements);
    if (sql === null) return { items: [], capped: false };
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.price_man_yen, p.prefecture_code, p.lat, p.lng FROM ${sql.from}
        WHERE ${sql.where.join(' AND ')} AND p.lat IS NOT NULL AND p.lng IS NOT NULL
        ORDER BY ${ORDER_BY['publish-desc']} LIMIT ?`,
      [...sql.params, cap + 1],
    );
    const items = rows.slice(0, cap).map((r) => ({
      id: num(r.id),
      title: String(r.title),
      price_man_yen: numOrNull(r.price_man_yen),
      prefecture_code: String(r.prefecture_code),
      lat: num(r.lat),
      lng: num(r.lng),
    }));
    return { items, capped: rows.length > cap };
  }

  /** Published listings per municipality code of one prefecture (the prefecture page's index walks it). */
  async countByCity(prefectureCode: string): Promise<Map<string, number>> {
    const rows: { city_code: string | null; n: number | string }[] = await this.dataSource.query(
      `SELECT p.city_code, COUNT(*) AS n FROM properties p WHERE p.prefecture_code = ? AND ${PUBLISHED} AND p.city_code IS NOT NULL GROUP BY p.city_code`,
      [prefectureCode],
    );
    return new Map(rows.map((r) => [String(r.city_code), Number(r.n)]));
  }

  /**
   * Everything the cards of these listings show, in one query and the order of `ids` (missing ones
   * left out): the card columns, the first photo, category ids and tag ids (GROUP_CONCAT, the same
   * function on both engines).
   */
  async findCards(ids: number[]): Promise<{ rows: CardRow[]; relations: ListingRelations }> {
    const relations: ListingRelations = { images: new Map(), categoryIds: new Map(), tagIds: new Map() };
    if (ids.length === 0) return { rows: [], relations };
    const raw: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS},
              (SELECT i.path FROM property_images i WHERE i.property_id = p.id ORDER BY i.sort, i.id LIMIT 1) AS image_path,
              (SELECT i.comment FROM property_images i WHERE i.property_id = p.id ORDER BY i.sort, i.id LIMIT 1) AS image_comment,
              (SELECT GROUP_CONCAT(pc.category_id) FROM property_categories pc WHERE pc.property_id = p.id) AS category_ids,
              (SELECT GROUP_CONCAT(pt.tag_id) FROM property_tags pt WHERE pt.property_id = p.id) AS tag_ids
         FROM properties p WHERE p.id IN (${placeholders(ids.length)})`,
      ids,
    );
    const idList = (v: unknown): number[] => (v === null || v === undefined || v === '' ? [] : String(v).split(',').map(Number));
    const byId = new Map<number, CardRow>();
    for (const r of raw) {
      const row = toCardRow(r);
      byId.set(row.id, row);
      if (r.image_path !== null && r.image_path !== undefined) {
        relations.images.set(row.id, [{ path: String(r.image_path), comment: String(r.image_comment ?? '') }]);
      }
      relations.categoryIds.set(row.id, idList(r.category_ids));
      relations.tagIds.set(row.id, idList(r.tag_ids));
    }
    return { rows: ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined), relations };
  }

  /** Photos (in display order), category ids and tag ids of these listings, in one round trip. */
  async findRelations(ids: number[]): Promise<ListingRelations> {
    const result: ListingRelations = { images: new Map(), categoryIds: new Map(), tagIds: new Map() };
    if (ids.length === 0) return result;
    const list = placeholders(ids.length);
    const rows: { property_id: number | string; kind: number | string; ref: number | string; sort: number | string; path: string | null; comment: string | null }[] =
      await this.dataSource.query(
        `SELECT property_id, 1 AS kind, id AS ref, sort, path, comment FROM property_images WHERE property_id IN (${list})
         UNION ALL SELECT property_id, 2, category_id, 0, NULL, NULL FROM property_categories WHERE property_id IN (${list})
         UNION ALL SELECT property_id, 3, tag_id, 0, NULL, NULL FROM property_tags WHERE property_id IN (${list})`,
        [...ids, ...ids, ...ids],
      );
    const images = new Map<number, { sort: number; id: number; path: string; comment: string }[]>();
    const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (const r of rows) {
      const id = Number(r.property_id);
      const kind = Number(r.kind);
      if (kind === 1) push(images, id, { sort: Number(r.sort), id: Number(r.ref), path: r.path ?? '', comment: r.comment ?? '' });
      else if (kind === 2) push(result.categoryIds, id, Number(r.ref));
      else push(result.tagIds, id, Number(r.ref));
    }
    for (const [id, list] of images) {
      list.sort((a, b) => a.sort - b.sort || a.id - b.id);
      result.images.set(
        id,
        list.map((i) => ({ path: i.path, comment: i.comment })),
      );
    }
    return result;
  }

  /** One published listing with its seller and area category, or null (unpublished, stopped, missing). */
  async findPublishedDetail(id: number): Promise<DetailRow | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}, p.description, p.structure, p.layout, p.facts, p.lat, p.lng, p.reception, p.is_published, p.is_stop_published,
              p.view_count, p.updated_at, p.area_category_id, u.id AS seller_id, u.last_name AS seller_last_name,
              ac.name AS area_category_name
         FROM properties p
         JOIN users u ON u.id = p.seller_id
         LEFT JOIN area_categories ac ON ac.id = p.area_category_id
        WHERE p.id = ? AND ${PUBLISHED}`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      ...toCardRow(r),
      description: String(r.description),
      structure: r.structure === null ? null : String(r.structure),
      facts: parseStoredFacts(r.layout === null || r.layout === undefined ? null : String(r.layout), r.facts === null || r.facts === undefined ? null : String(r.facts)),
      lat: numOrNull(r.lat),
      lng: numOrNull(r.lng),
      reception: bool(r.reception),
      is_published: bool(r.is_published),
      is_stop_published: bool(r.is_stop_published),
      view_count: num(r.view_count),
      updated_at: isoDateTime(r.updated_at as Date | string | null),
      seller_id: num(r.seller_id),
      seller_last_name: String(r.seller_last_name ?? ''),
      area_category_id: numOrNull(r.area_category_id),
      area_category_name: r.area_category_name === null || r.area_category_name === undefined ? null : String(r.area_category_name),
    };
  }

  /** Title, description and first photo of a published listing (the shared page's meta tags), or null. */
  async findPublishedMeta(id: number): Promise<{ id: number; title: string; description: string; image: string | null; updated_at: string } | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.description, p.updated_at,
              (SELECT i.path FROM property_images i WHERE i.property_id = p.id ORDER BY i.sort, i.id LIMIT 1) AS image
         FROM properties p WHERE p.id = ? AND ${PUBLISHED}`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: num(r.id),
      title: String(r.title),
      description: String(r.description),
      image: r.image === null || r.image === undefined ? null : String(r.image),
      updated_at: isoDateTime(r.updated_at as Date | string | null),
    };
  }

  /** Published listings' ids and last changes, newest first, `limit` of them from `offset` (sitemap.xml). */
  async listPublishedForSitemap(offset: number, limit: number): Promise<{ id: number; updated_at: string }[]> {
    const rows: { id: number | string; updated_at: Date | string }[] = await this.dataSource.query(
      `SELECT p.id, p.updated_at FROM properties p WHERE ${PUBLISHED} ORDER BY ${ORDER_BY['publish-desc']} LIMIT ? OFFSET ?`,
      [limit, offset],
    );
    return rows.map((r) => ({ id: Number(r.id), updated_at: isoDateTime(r.updated_at) }));
  }

  /** Adds buffered page views: one UPDATE per listing, all in one transaction. */
  async addViews(counts: ReadonlyMap<number, number>): Promise<void> {
    if (counts.size === 0) return;
    await this.dataSource.transaction(async (manager) => {
      for (const [id, n] of counts) {
        await manager.query('UPDATE properties SET view_count = view_count + ? WHERE id = ?', [n, id]);
      }
    });
  }

  /**
   * FROM, WHERE terms and parameters for a filter and the refinements, or null when the result is
   * known to be empty (a search bigram that no listing has).
   */
  private async queryOf(filter: ListingFilter, r: ListingRefinements): Promise<Sql | null> {
    const sql: Sql = { from: 'properties p', where: [], params: [] };
    const add = (clause: string, ...params: SqlParam[]) => {
      sql.where.push(clause);
      sql.params.push(...params);
    };
    // What the query starts from: the bigram table (a word); else, with no place filter to walk an
    // index of `properties` by, the category or tag rows; else `properties` itself. The other
    // relations are probes by primary key (EXISTS).
    let driver: 'word' | 'category' | 'tag' | 'properties' = 'properties';
    const byPlace = filter.prefectureCode !== undefined || filter.cityCode !== undefined || filter.areaCategoryId !== undefined;
    if (filter.terms !== undefined) {
      const word = await this.wordQuery(filter.terms);
      if (word === null) return null;
      driver = 'word';
      sql.from = word.from;
      sql.params.push(...word.fromParams);
      for (const [clause, ...params] of word.where) add(clause, ...params);
    } else if (!byPlace && filter.categoryId !== undefined) {
      driver = 'category';
      sql.from = `property_categories pc ${this.forcedJoin} properties p${this.narrow} ON p.id = pc.property_id`;
      add('pc.category_id = ?', filter.categoryId);
    } else if (!byPlace && filter.tagId !== undefined) {
      driver = 'tag';
      sql.from = `property_tags pt ${this.forcedJoin} properties p${this.narrow} ON p.id = pt.property_id`;
      add('pt.tag_id = ?', filter.tagId);
    }
    if (driver === 'properties' && byPlace && this.mysql) {
      // A place holds a few thousand listings at most: MariaDB otherwise walks a sort order's index
      // over every listing when the order is not the place index's own (measured: area 20 + category
      // 古民家, price-asc, 1.5–3.9 s instead of a few ms); sorting the place's rows is cheap.
      const index =
        filter.cityCode !== undefined
          ? 'IDX_properties_city_publish'
          : filter.prefectureCode !== undefined
            ? 'IDX_properties_area_publish'
            : 'IDX_properties_area_category_publish';
      sql.from = `properties p FORCE INDEX (${index})`;
    }
    add(PUBLISHED);
    if (filter.prefectureCode !== undefined) add('p.prefecture_code = ?', filter.prefectureCode);
    if (filter.cityCode !== undefined) add('p.city_code = ?', filter.cityCode);
    if (filter.areaCategoryId !== undefined) add('p.area_category_id = ?', filter.areaCategoryId);
    if (filter.categoryId !== undefined && driver !== 'category') {
      add('EXISTS (SELECT 1 FROM property_categories pcx WHERE pcx.property_id = p.id AND pcx.category_id = ?)', filter.categoryId);
    }
    if (filter.tagId !== undefined && driver !== 'tag') {
      add('EXISTS (SELECT 1 FROM property_tags ptx WHERE ptx.property_id = p.id AND ptx.tag_id = ?)', filter.tagId);
    }
    if (filter.treasure) {
      add(
        "p.price_man_yen IS NOT NULL AND p.price_man_yen <= ? AND p.reception = 1 AND p.is_suspension = 0 AND p.root_type = 'published'" +
          ' AND EXISTS (SELECT 1 FROM property_images pi WHERE pi.property_id = p.id)',
        TREASURE_MAX_PRICE_MAN_YEN,
      );
    }
    if (filter.newSince !== undefined) add('p.published_at >= ?', sqlDateTime(filter.newSince));
    if (filter.landAreaFrom !== undefined) add('p.land_area >= ?', filter.landAreaFrom);
    if (filter.landAreaTo !== undefined) add('p.land_area <= ?', filter.landAreaTo);
    if (filter.builtYearFrom !== undefined) add('p.built_year >= ?', filter.builtYearFrom);
    if (filter.builtYearTo !== undefined) add('p.built_year <= ?', filter.builtYearTo);
    if (filter.roomsFrom !== undefined) add('p.layout_rooms >= ?', filter.roomsFrom);
    if (filter.walkTo !== undefined) add('p.nearest_walk_minutes <= ?', filter.walkTo);

    const undecidedToo = r.priceUndecided !== 'no';
    if (!undecidedToo) add('p.price_man_yen IS NOT NULL');
    if (r.priceFrom !== undefined) add(`(p.price_man_yen >= ?${undecidedToo ? ' OR p.price_man_yen IS NULL' : ''})`, r.priceFrom);
    if (r.priceTo !== undefined) add(`(p.price_man_yen <= ?${undecidedToo ? ' OR p.price_man_yen IS NULL' : ''})`, r.priceTo);
    if (r.landOrBuilding) add('p.land_or_building = ?', r.landOrBuilding);
    if (r.photo === 'has') add('EXISTS (SELECT 1 FROM property_images pi2 WHERE pi2.property_id = p.id)');
    if (r.reception === 'no') add('p.reception = 1');
    if (r.publication === 'no') add("p.root_type = 'published'");
    return sql;
  }

  /**
   * Word search (docs/search.md). The candidates are the listings holding every bigram of every
   * term: a join over property_search_grams that starts from the rarest bigram and probes the others
   * by primary key, and only then reaches `properties` — the join order is forced (see forcedJoin),
   * because a planner that walks the listings first pays a lookup per listing. A term of two characters is its own bigram, so the
   * index alone decides it; any other term is confirmed with a LIKE on the normalised search_text
   * (bigram containment is necessary, not sufficient; a one-character term has no bigram at all).
   * Null when some bigram occurs nowhere: nothing can match.
   */
  private async wordQuery(terms: string[]): Promise<{ from: string; fromParams: SqlParam[]; where: [string, ...SqlParam[]][] } | null> {
    const grams = [...new Set(terms.flatMap(termGrams))];
    const counts = await this.gramFrequencies(grams);
    if (grams.some((g) => counts.get(g) === 0)) return null;
    const chosen = grams.sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0)).slice(0, MAX_QUERY_GRAMS);
    const skipped = grams.length > chosen.length;

    const where: [string, ...SqlParam[]][] = [];
    for (const term of terms) {
      if (gramsAreExact(term) && !skipped) continue;
      where.push(['p.search_text LIKE ? ESCAPE ?', likePattern(term), '\\']);
    }
    if (chosen.length === 0) return { from: 'properties p', fromParams: [], where };

    const join = this.forcedJoin;
    const joins = chosen
      .slice(1)
      .map((_, i) => `${join} property_search_grams g${i + 1} ON g${i + 1}.gram = ? AND g${i + 1}.property_id = g0.property_id`);
    // Without a LIKE, the narrow index holds every column the query needs.
    const narrow = where.length === 0 ? this.narrow : '';
    return {
      from: ['property_search_grams g0', ...joins, `${join} properties p${narrow} ON p.id = g0.property_id`].join(' '),
      fromParams: chosen.slice(1),
      where: [['g0.gram = ?', chosen[0]], ...where],
    };
  }

  /** Postings per gram, counted up to a cap (enough to find the rarest) and remembered for a minute. */
  private async gramFrequencies(grams: string[]): Promise<Map<string, number>> {
    const now = Date.now();
    const result = new Map<string, number>();
    const missing: string[] = [];
    for (const g of grams) {
      const hit = this.gramCounts.get(g);
      if (hit && now - hit.at < GRAM_COUNT_TTL_MS) result.set(g, hit.n);
      else missing.push(g);
    }
    if (missing.length > 0) {
      const sql = missing
        .map((_, i) => `SELECT ${i} AS i, COUNT(*) AS n FROM (SELECT 1 AS x FROM property_search_grams WHERE gram = ? LIMIT ${GRAM_COUNT_CAP}) t${i}`)
        .join(' UNION ALL ');
      const rows: { i: number | string; n: number | string }[] = await this.dataSource.query(sql, missing);
      if (this.gramCounts.size > GRAM_COUNT_ENTRIES) this.gramCounts.clear();
      for (const row of rows) {
        const g = missing[Number(row.i)];
        const n = Number(row.n);
        result.set(g, n);
        // A gram that occurs nowhere is not remembered: a listing written meanwhile may add it.
        if (n > 0) this.gramCounts.set(g, { n, at: now });
      }
    }
    return result;
  }
}

/** Counting a gram's postings stops here: beyond it the gram is simply "common". */
const GRAM_COUNT_CAP = 20000;
const GRAM_COUNT_TTL_MS = 60_000;
const GRAM_COUNT_ENTRIES = 20_000;
