import type { SortOrder } from '@akiya/contracts';
import { frequencyKey } from './frequency-cache';
import { sqlTime } from '../database/sql';
import { ORDER_BY, PUBLISHED, type ListingFilter, type ListingRefinements } from './listing-filter';
import { gramJoin, gramProbes, likeProbe, wordFrequencyKeys, wordPlan, type Clause, type SqlParam } from './word-search';

/**
 * The query builder of the board (docs/search.md "Combined filters", "Choosing where a query
 * starts"): FROM, WHERE and parameters of one listing query, in plain SQL that runs unchanged on
 * SQLite and MySQL/MariaDB. It runs nothing: the repository counts what it may start from
 * (`frequencyKeysOf`, kept a minute by FrequencyCache), then runs what `buildListingQuery` returns.
 */

/** FROM and WHERE of a listing query; `params` in textual order (FROM's first). */
export interface ListingSql {
  from: string;
  where: string[];
  params: SqlParam[];
  /** What it starts from ('properties': every published listing along an order index). */
  start: QueryStart;
  /** The listing id to select: `p.id`, or the starting rows' `property_id` when the listing is not joined. */
  id: string;
  /** ORDER BY of the sort in `use` (the default order for a count), on the columns the query reads. */
  orderBy: string;
  /**
   * True when a category's rows are intersected with a tag's without the listing (both large): on
   * MariaDB the repository lets it hash-join them (join_cache_level 4) instead of probing one per row.
   */
  hashJoin: boolean;
}

/**
 * Where a query starts: the bigram postings, a place's index, a category's or tag's rows, every
 * listing, or every search text (a word without any bigram: one-character terms only).
 */
export type QueryStart = 'word' | 'place' | 'category' | 'tag' | 'properties' | 'text';

/** The engine-specific words, the only ones: the forced join order and MySQL's index hints. */
export interface SqlDialect {
  mysql: boolean;
}

/**
 * What the query is for: a COUNT (no order), or the ids in one sort order. Only a walk of every
 * listing on MySQL looks at it (which index to walk).
 */
export type QueryUse = { count: true; listing?: boolean } | { sort: SortOrder; listing?: boolean };

/**
 * The listing columns copied into each category and tag row (migration 1764000000110-FacetCopies,
 * kept by triggers), by the name of their copy: `published_at` of a public listing is `listed_at`.
 */
const COPIED: Record<string, string> = {
  id: 'property_id',
  published_at: 'listed_at',
  price_sort: 'price_sort',
  price_man_yen: 'price_man_yen',
  land_area: 'land_area',
  built_year: 'built_year',
};

/** The listing columns copied into each row of property_search_texts (migration 1764000000130-TextListedAt). */
const TEXT_COPIED: Record<string, string> = { id: 'property_id', published_at: 'listed_at' };

/**
 * Whether a query starting from a category's or tag's rows must look the listing up: the filter,
 * the refinements or the sort read a column that is not copied, or the caller reads the listing's
 * own columns (`use.listing`: the map markers).
 */
function needsListing(filter: ListingFilter, r: ListingRefinements, use: QueryUse): boolean {
  const sort = 'sort' in use ? use.sort : null;
  return (
    use.listing === true ||
    sort === 'contact-asc' ||
    sort === 'contact-desc' ||
    filter.terms !== undefined ||
    filter.prefectureCode !== undefined ||
    filter.cityCode !== undefined ||
    filter.areaCategoryId !== undefined ||
    filter.treasure === true ||
    filter.roomsFrom !== undefined ||
    filter.walkTo !== undefined ||
    r.landOrBuilding !== undefined ||
    r.reception === 'no' ||
    r.publication === 'no'
  );
}

/**
 * Whether a query that confirms its word on the search texts must still look the listing up: all
 * but the word, a category, a tag, "new since" and the default order (either way) read the listing.
 */
function needsListingBesideText(filter: ListingFilter, r: ListingRefinements, use: QueryUse): boolean {
  const sort = 'sort' in use ? use.sort : null;
  return (
    needsListing({ ...filter, terms: undefined }, r, use) ||
    (sort !== null && sort !== 'publish-desc' && sort !== 'publish-asc') ||
    [filter.landAreaFrom, filter.landAreaTo, filter.builtYearFrom, filter.builtYearTo, r.priceFrom, r.priceTo].some((v) => v !== undefined) ||
    r.priceUndecided === 'no'
  );
}

/**
 * The order index a walk over every listing reads on MySQL when the filter bounds its key: MariaDB
 * otherwise reads every published listing of the sort's own index (or, for a COUNT, any index) and
 * tests the bound on each (measured at 100k: age ≤ 30 counted in 0.24 s, 0.12 s along the age index).
 * For a sort, only when the sort is that index's own (else a LIMIT walk of the sort's index is cheaper).
 */
function rangeIndexOf(filter: ListingFilter, use: QueryUse): string | null {
  const sort = 'sort' in use ? use.sort : null;
  if ((filter.builtYearFrom !== undefined || filter.builtYearTo !== undefined) && (sort === null || sort === 'age-asc' || sort === 'age-desc')) {
    return sort === 'age-desc' ? 'IDX_properties_order_age_desc' : 'IDX_properties_order_age_asc';
  }
  if ((filter.landAreaFrom !== undefined || filter.landAreaTo !== undefined) && (sort === null || sort === 'land-asc' || sort === 'land-desc')) {
    return sort === 'land-asc' ? 'IDX_properties_order_land_asc' : 'IDX_properties_order_land_desc';
  }
  return null;
}

/** The counts a plan for `filter` compares (frequency-cache.ts keys). */
export function frequencyKeysOf(filter: ListingFilter): string[] {
  const keys = filter.terms !== undefined ? wordFrequencyKeys(filter.terms) : [];
  if (filter.cityCode !== undefined) keys.push(frequencyKey('city', filter.cityCode));
  else if (filter.prefectureCode !== undefined) keys.push(frequencyKey('pref', filter.prefectureCode));
  else if (filter.areaCategoryId !== undefined) keys.push(frequencyKey('areaCategory', filter.areaCategoryId));
  if (filter.categoryId !== undefined) keys.push(frequencyKey('cat', filter.categoryId));
  if (filter.tagId !== undefined) keys.push(frequencyKey('tag', filter.tagId));
  return keys;
}

const categoryJoin = { table: 'property_categories', alias: 'pc', column: 'category_id' };
const tagJoin = { table: 'property_tags', alias: 'pt', column: 'tag_id' };

/** The place index a query walks on MySQL, and its frequency key. */
function placeOf(filter: ListingFilter): { index: string; key: string } | null {
  if (filter.cityCode !== undefined) return { index: 'IDX_properties_city_publish', key: frequencyKey('city', filter.cityCode) };
  if (filter.prefectureCode !== undefined) return { index: 'IDX_properties_area_publish', key: frequencyKey('pref', filter.prefectureCode) };
  if (filter.areaCategoryId !== undefined) return { index: 'IDX_properties_area_category_publish', key: frequencyKey('areaCategory', filter.areaCategoryId) };
  return null;
}

/**
 * The query of a filter and the refinements, or null when the result is known to be empty (a search
 * bigram that no listing has). It starts from the smallest of what the filter names — the word's
 * rarest bigram, the place (municipality, else prefecture, else area category), the category's rows,
 * the tag's rows — by the counts given (`counts`, from `frequencyKeysOf`; a missing count is taken as
 * large); with none of them, from `properties` along an order index. Everything else is probed per
 * listing by primary key (EXISTS) or tested on its row, so the result is the same whatever the start.
 */
export function buildListingQuery(
  filter: ListingFilter,
  r: ListingRefinements,
  counts: ReadonlyMap<string, number>,
  dialect: SqlDialect,
  use: QueryUse = { count: true },
): ListingSql | null {
  const count = (key: string) => counts.get(key) ?? Number.POSITIVE_INFINITY;
  const plan = filter.terms !== undefined ? wordPlan(filter.terms, counts) : undefined;
  if (plan === null) return null;
  const place = placeOf(filter);

  const options: { start: QueryStart; rows: number }[] = [];
  if (plan && plan.grams.length > 0) options.push({ start: 'word', rows: plan.rarest });
  if (place) options.push({ start: 'place', rows: count(place.key) });
  if (filter.categoryId !== undefined) options.push({ start: 'category', rows: count(frequencyKey('cat', filter.categoryId)) });
  if (filter.tagId !== undefined) options.push({ start: 'tag', rows: count(frequencyKey('tag', filter.tagId)) });
  const chosen = options.reduce<{ start: QueryStart; rows: number }>((best, o) => (o.rows < best.rows ? o : best), {
    start: options[0]?.start ?? 'properties',
    rows: options[0]?.rows ?? Number.POSITIVE_INFINITY,
  });
  // A word with no bigram (one-character terms) reads every search text rather than every listing.
  const start = chosen.start === 'properties' && plan && plan.likes.length > 0 ? 'text' : chosen.start;

  const { mysql } = dialect;
  const join = mysql ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
  // A listing reached by id reads IDX_properties_narrow on MySQL (every column a list query tests or
  // sorts by) instead of its wide row; a word's LIKEs read the narrow copy of its search text.
  const listing = `properties p${mysql ? ' FORCE INDEX (IDX_properties_narrow)' : ''}`;

  const sort = 'sort' in use ? use.sort : 'publish-desc';
  // A query starting from a category's or tag's rows reads the copied columns from them (alias `rows`),
  // and joins the listing only for what is not copied; so does one confirming its word on the search
  // texts (`t`, which copy the default order's key).
  const onText = start === 'text' || (start === 'word' && plan !== undefined && plan.likes.length > 0);
  const copiedFacet = start === 'category' || start === 'tag';
  const copied = copiedFacet || (onText && !needsListingBesideText(filter, r, use));
  const rows = start === 'category' ? categoryJoin.alias : start === 'tag' ? tagJoin.alias : 't';
  const copies = copiedFacet ? COPIED : TEXT_COPIED;
  const joinListing = copiedFacet ? needsListing(filter, r, use) : !copied;
  const col = (column: string) => (copied && copies[column] !== undefined ? `${rows}.${copies[column]}` : `p.${column}`);
  const sql: ListingSql = {
    from: 'properties p',
    where: [],
    params: [],
    start,
    id: col('id'),
    // The treasure collection's listings walk their own index, whose key is their published_at.
    orderBy: ORDER_BY[sort].replace(/p\.(\w+)/g, (_, column: string) => (filter.treasure && !copied && column === 'published_at' ? 'p.treasure_listed_at' : col(column))),
    hashJoin: false,
  };
  const add = ([clause, ...params]: Clause) => {
    sql.where.push(clause);
    sql.params.push(...params);
  };
  if (start === 'word' && plan) {
    // The category's and tag's rows join the bigrams' before the listing (by primary key), like a
    // category with a tag below: only the listings in all of them are looked up.
    const rows = [
      ...(filter.categoryId !== undefined ? [{ ...categoryJoin, id: filter.categoryId }] : []),
      ...(filter.tagId !== undefined ? [{ ...tagJoin, id: filter.tagId }] : []),
    ];
    const from = gramJoin(plan, join, joinListing ? listing : null, rows.map((t) => `${t.table} ${t.alias} ON ${t.alias}.property_id = g0.property_id AND ${t.alias}.${t.column} = ?`));
    sql.from = from.from;
    sql.params.push(...from.fromParams, ...rows.map((t) => t.id));
    add(from.where);
  } else if (start === 'category' || start === 'tag') {
    // From one join table, the other one (category and tag both given) joins before the listing:
    // the two intersect by primary key and only their common listings are looked up.
    // The rows are read along their listed index (copies of the listing's search columns, migration
    // 1764000000110-FacetCopies): listed rows in the default order, filtered there before any lookup.
    const [first, second] = start === 'category' ? [categoryJoin, tagJoin] : [tagJoin, categoryJoin];
    const other = start === 'category' ? filter.tagId : filter.categoryId;
    const hint = mysql ? ` FORCE INDEX (IDX_${first.table}_listed)` : '';
    const otherRows = other !== undefined ? ` ${join} ${second.table} ${second.alias} ON ${second.alias}.property_id = ${first.alias}.property_id AND ${second.alias}.${second.column} = ?` : '';
    sql.from = `${first.table} ${first.alias}${hint}${otherRows}${joinListing ? ` ${join} ${listing} ON p.id = ${first.alias}.property_id` : ''}`;
    if (other !== undefined) sql.params.push(other);
    sql.hashJoin = other !== undefined && !joinListing;
    add([`${first.alias}.${first.column} = ?`, (start === 'category' ? filter.categoryId : filter.tagId) as number]);
  } else if (start === 'text') {
    sql.from = `property_search_texts t${joinListing ? ` ${join} ${listing} ON p.id = t.property_id` : ''}`;
  } else if (start === 'properties' && mysql) {
    const index = rangeIndexOf(filter, use);
    if (index) sql.from = `properties p FORCE INDEX (${index})`;
  } else if (start === 'place' && place && mysql) {
    // A place holds a few thousand listings at most: MariaDB otherwise walks a sort order's index
    // over every listing when the order is not the place index's own (measured: area 20 + category
    // 古民家, price-asc, 1.5–3.9 s instead of a few ms); sorting the place's rows is cheap.
    sql.from = `properties p FORCE INDEX (${place.index})`;
  }
  if (plan && start !== 'word') for (const probe of gramProbes(plan)) add(probe);
  if (plan && onText) for (const like of plan.likes) add(like);
  const probe = plan && !onText ? likeProbe(plan, col('id')) : null;
  if (probe) add(probe);

  // Public: the rows' copy; a treasure's copy implies it (and its index then answers alone).
  add([copied ? `${rows}.listed_at IS NOT NULL` : filter.treasure ? 'p.treasure_listed_at IS NOT NULL' : PUBLISHED]);
  if (filter.prefectureCode !== undefined) add(['p.prefecture_code = ?', filter.prefectureCode]);
  if (filter.cityCode !== undefined) add(['p.city_code = ?', filter.cityCode]);
  if (filter.areaCategoryId !== undefined) add(['p.area_category_id = ?', filter.areaCategoryId]);
  const joined = copiedFacet || start === 'word';
  if (filter.categoryId !== undefined && !joined) {
    add([`EXISTS (SELECT 1 FROM property_categories pcx WHERE pcx.property_id = ${col('id')} AND pcx.category_id = ?)`, filter.categoryId]);
  }
  if (filter.tagId !== undefined && !joined) add([`EXISTS (SELECT 1 FROM property_tags ptx WHERE ptx.property_id = ${col('id')} AND ptx.tag_id = ?)`, filter.tagId]);
  // The collection's copy on the listing (migration 1764000000140-TreasureListedAt, kept by triggers).
  if (filter.treasure && copied) add(['p.treasure_listed_at IS NOT NULL']);
  if (filter.newSince !== undefined) add([`${col('published_at')} >= ?`, sqlTime(filter.newSince)]);
  if (filter.landAreaFrom !== undefined) add([`${col('land_area')} >= ?`, filter.landAreaFrom]);
  if (filter.landAreaTo !== undefined) add([`${col('land_area')} <= ?`, filter.landAreaTo]);
  if (filter.builtYearFrom !== undefined) add([`${col('built_year')} >= ?`, filter.builtYearFrom]);
  if (filter.builtYearTo !== undefined) add([`${col('built_year')} <= ?`, filter.builtYearTo]);
  if (filter.roomsFrom !== undefined) add(['p.layout_rooms >= ?', filter.roomsFrom]);
  if (filter.walkTo !== undefined) add(['p.nearest_walk_minutes <= ?', filter.walkTo]);

  const undecidedToo = r.priceUndecided !== 'no';
  const price = col('price_man_yen');
  if (!undecidedToo) add([`${price} IS NOT NULL`]);
  if (r.priceFrom !== undefined) add([`(${price} >= ?${undecidedToo ? ` OR ${price} IS NULL` : ''})`, r.priceFrom]);
  if (r.priceTo !== undefined) add([`(${price} <= ?${undecidedToo ? ` OR ${price} IS NULL` : ''})`, r.priceTo]);
  if (r.landOrBuilding) add(['p.land_or_building = ?', r.landOrBuilding]);
  if (r.photo === 'has') add([`EXISTS (SELECT 1 FROM property_images pi2 WHERE pi2.property_id = ${col('id')})`]);
  if (r.reception === 'no') add(['p.reception = 1']);
  if (r.publication === 'no') add(["p.root_type = 'published'"]);
  if (filter.treasure && start === 'properties' && mysql) treasureWalk(sql, sort, 'count' in use);
  return sql;
}

/**
 * The treasure collection walked along its own index on MySQL (`IDX_properties_treasure`,
 * treasure_listed_at then id): alone in the default order (or for a count) the index answers by
 * itself; with anything else each of its listings is looked up in the narrow index (MariaDB would
 * otherwise walk a sort order's index over every listing and read each wide row for the copy:
 * measured at 100k, price-asc 0.7–1.5 s).
 */
function treasureWalk(sql: ListingSql, sort: SortOrder, count: boolean): void {
  const alone = sql.where.length === 1 && (count || sort === 'publish-desc');
  if (alone) {
    sql.from = 'properties p FORCE INDEX (IDX_properties_treasure)';
    return;
  }
  sql.from = 'properties tr FORCE INDEX (IDX_properties_treasure) STRAIGHT_JOIN properties p FORCE INDEX (IDX_properties_narrow) ON p.id = tr.id';
  sql.where = sql.where.map((w) => w.replaceAll('p.treasure_listed_at', 'tr.treasure_listed_at'));
  sql.orderBy = sql.orderBy.replaceAll('p.treasure_listed_at', 'tr.treasure_listed_at');
}
