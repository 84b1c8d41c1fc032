import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parseStoredFacts, type SortOrder } from '@akiya/contracts';
import type { DataSource } from 'typeorm';
import { bool, isoOrEmpty, numOrNull, placeholders } from '../database/sql';
import { FrequencyCache } from './frequency-cache';
import {
  ORDER_BY,
  PUBLISHED,
  toListingFilter,
  type ListingFilterInput,
  type ListingRefinements,
  type PublishedSearch,
  type PublishedSearchResult,
} from './listing-filter';
import { buildListingQuery, frequencyKeysOf, type ListingSql, type QueryUse } from './listing-query-builder';
import { CARD_COLUMNS, toCardRow, type CardRow, type DetailRow, type ListingRelations, type MarkerRow } from './listing-rows';

export * from './listing-filter';
export type { CardRow, DetailRow, ListingRelations, MarkerRow } from './listing-rows';

/** Counting what a query may start from stops here: beyond it, it is simply "large". */
const FREQUENCY_CAP = 50_000;

/** The COUNT of one frequency key (frequency-cache.ts), capped, as a derived table. */
const FREQUENCY_SQL: Record<string, string> = {
  gram: 'SELECT 1 AS x FROM property_search_grams WHERE gram = ?',
  pref: `SELECT 1 AS x FROM properties p WHERE p.prefecture_code = ? AND ${PUBLISHED}`,
  city: `SELECT 1 AS x FROM properties p WHERE p.city_code = ? AND ${PUBLISHED}`,
  areaCategory: `SELECT 1 AS x FROM properties p WHERE p.area_category_id = ? AND ${PUBLISHED}`,
  cat: 'SELECT 1 AS x FROM property_categories WHERE category_id = ?',
  tag: 'SELECT 1 AS x FROM property_tags WHERE tag_id = ?',
};

/** The join buffer of a hashed category ∩ tag (bytes): two posting lists of 50,000 rows fit. */
const HASH_JOIN_BUFFER = 8 * 1024 * 1024;

/** Frequency kinds whose value is an integer id. */
const NUMERIC_KEYS = new Set(['areaCategory', 'cat', 'tag']);

/**
 * Read access to listings as the public sees them, in plain SQL that runs unchanged on SQLite and
 * MySQL/MariaDB (`?` placeholders, no dialect functions). The WHERE of a list comes from the query
 * builder (listing-query-builder.ts); see docs/board.md and docs/search.md for the plans.
 */
@Injectable()
export class PropertyListingsRepository {
  /** Recent counts of bigrams, places, categories and tags: a query starts from the smallest. */
  private readonly frequencies = new FrequencyCache();
  private readonly mysql: boolean;
  private mariaDb: Promise<boolean> | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
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
   * The count and the first ids (at least `cap`) of a query. A query that starts from a set of its
   * own (a word's bigram, a place, a category or a tag) reads every match in order in one pass and
   * returns all of them: counting them would read the same rows again (a word search checks each
   * candidate anyway). One that walks every listing along an order index counts along an index,
   * then reads the first `cap` ids in order.
   */
  async head(input: ListingFilterInput, refinements: ListingRefinements, sort: SortOrder, cap: number): Promise<{ total: number; ids: number[] }> {
    const filter = toListingFilter(input);
    const sql = await this.queryOf(input, refinements, { sort });
    if (sql === null) return { total: 0, ids: [] };
    if (sql.start !== 'properties') {
      const rows: { id: number | string }[] = await this.dataSource.query(
        await this.statement(sql, `SELECT ${sql.id} AS id FROM ${sql.from} WHERE ${sql.where.join(' AND ')} ORDER BY ${sql.orderBy}`),
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
    const sql = await this.queryOf(filter, refinements);
    if (sql === null) return 0;
    const rows: { n: number | string }[] = await this.dataSource.query(
      await this.statement(sql, `SELECT COUNT(*) AS n FROM ${sql.from} WHERE ${sql.where.join(' AND ')}`),
      sql.params,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Ids of matching published listings in sort order, `limit` of them from `offset` (index-ordered OFFSET paging). */
  async orderedIds(filter: ListingFilterInput, refinements: ListingRefinements, sort: SortOrder, offset: number, limit: number): Promise<number[]> {
    if (limit <= 0) return [];
    const sql = await this.queryOf(filter, refinements, { sort });
    if (sql === null) return [];
    const rows: { id: number | string }[] = await this.dataSource.query(
      await this.statement(sql, `SELECT ${sql.id} AS id FROM ${sql.from} WHERE ${sql.where.join(' AND ')} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`),
      [...sql.params, limit, offset],
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * Map markers: id, title, price, prefecture and coordinates of the newest `cap` matching published
   * listings that have coordinates (one more is read to tell whether the cap was reached).
   */
  async markers(filter: ListingFilterInput, refinements: ListingRefinements, cap: number): Promise<{ items: MarkerRow[]; capped: boolean }> {
    const sql = await this.queryOf(filter, refinements, { sort: 'publish-desc', listing: true });
    if (sql === null) return { items: [], capped: false };
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.price_man_yen, p.prefecture_code, p.lat, p.lng FROM ${sql.from}
        WHERE ${sql.where.join(' AND ')} AND p.lat IS NOT NULL AND p.lng IS NOT NULL
        ORDER BY ${sql.orderBy} LIMIT ?`,
      [...sql.params, cap + 1],
    );
    const items = rows.slice(0, cap).map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      price_man_yen: numOrNull(r.price_man_yen),
      prefecture_code: String(r.prefecture_code),
      lat: Number(r.lat),
      lng: Number(r.lng),
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
      view_count: Number(r.view_count),
      updated_at: isoOrEmpty(r.updated_at as Date | string | null),
      seller_id: Number(r.seller_id),
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
      id: Number(r.id),
      title: String(r.title),
      description: String(r.description),
      image: r.image === null || r.image === undefined ? null : String(r.image),
      updated_at: isoOrEmpty(r.updated_at as Date | string | null),
    };
  }

  /** Published listings' ids and last changes, newest first, `limit` of them from `offset` (sitemap.xml). */
  async listPublishedForSitemap(offset: number, limit: number): Promise<{ id: number; updated_at: string }[]> {
    const rows: { id: number | string; updated_at: Date | string }[] = await this.dataSource.query(
      `SELECT p.id, p.updated_at FROM properties p WHERE ${PUBLISHED} ORDER BY ${ORDER_BY['publish-desc']} LIMIT ? OFFSET ?`,
      [limit, offset],
    );
    return rows.map((r) => ({ id: Number(r.id), updated_at: isoOrEmpty(r.updated_at) }));
  }

  /** The municipalities with published listings (their prefecture and code), in code order: sitemap.xml's municipality pages. */
  async listCitiesForSitemap(): Promise<{ prefectureCode: string; cityCode: string }[]> {
    const rows: { prefecture_code: string; city_code: string }[] = await this.dataSource.query(
      `SELECT p.prefecture_code, p.city_code FROM properties p WHERE ${PUBLISHED} AND p.city_code IS NOT NULL
        GROUP BY p.prefecture_code, p.city_code ORDER BY p.city_code`,
    );
    return rows
      .map((r) => ({ prefectureCode: String(r.prefecture_code), cityCode: String(r.city_code) }))
      .filter((r) => r.cityCode.startsWith(r.prefectureCode));
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
   * The statement to run for a query: on MariaDB, an intersection of a category's and a tag's rows
   * may hash-join them (`SET STATEMENT join_cache_level = 4`, a join buffer holding both; measured at
   * 100k, 空き家 ∩ 0-100manyen: 34 ms probing each row by primary key, 15 ms hashed). MySQL 8
   * hash-joins by itself; SQLite has no such setting.
   */
  private async statement(sql: ListingSql, select: string): Promise<string> {
    if (!sql.hashJoin || !(await this.isMariaDb())) return select;
    return `SET STATEMENT join_cache_level = 4, join_buffer_size = ${HASH_JOIN_BUFFER} FOR ${select}`;
  }

  /** Whether the server is MariaDB (asked once). */
  private isMariaDb(): Promise<boolean> {
    if (!this.mysql) return Promise.resolve(false);
    this.mariaDb ??= this.dataSource
      .query('SELECT VERSION() AS v')
      .then((rows: { v: string }[]) => /mariadb/i.test(String(rows[0]?.v ?? '')))
      .catch(() => {
        this.mariaDb = undefined;
        return false;
      });
    return this.mariaDb;
  }

  /**
   * The query of a filter from the query builder, or null when nothing can match. The counts it
   * compares are read first (one UNION ALL of capped counts for those not kept from the last minute).
   */
  private async queryOf(input: ListingFilterInput, refinements: ListingRefinements, use: QueryUse = { count: true }): Promise<ListingSql | null> {
    const filter = toListingFilter(input);
    const keys = frequencyKeysOf(filter);
    const { known, missing } = this.frequencies.lookup(keys);
    if (missing.length > 0) {
      const sql = missing
        .map((key, i) => `SELECT ${i} AS i, COUNT(*) AS n FROM (${FREQUENCY_SQL[key.slice(0, key.indexOf(':'))]} LIMIT ${FREQUENCY_CAP}) t${i}`)
        .join(' UNION ALL ');
      const rows: { i: number | string; n: number | string }[] = await this.dataSource.query(
        sql,
        missing.map((key) => {
          const value = key.slice(key.indexOf(':') + 1);
          return NUMERIC_KEYS.has(key.slice(0, key.indexOf(':'))) ? Number(value) : value;
        }),
      );
      for (const row of rows) {
        const key = missing[Number(row.i)];
        known.set(key, Number(row.n));
        this.frequencies.remember(key, Number(row.n));
      }
    }
    return buildListingQuery(filter, refinements, known, { mysql: this.mysql }, use);
  }
}
