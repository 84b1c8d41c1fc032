import { prefectureByCode } from '@akiya/contracts';
import type { EntityManager } from 'typeorm';
import { matchCityCode } from '../municipalities/municipality-data';
import { searchGrams } from './search-grams';
import { buildSearchText } from './search-text';

/**
 * The columns derived from a listing's own fields, and the word-search index:
 * - `search_text` = buildSearchText(title, description, prefecture, municipality, address);
 * - `price_sort` = COALESCE(price_man_yen, 0);
 * - `city_code` = the municipality's code matched from prefecture + municipality (matchCityCode);
 * - `property_search_grams`: the bigrams of search_text.
 *
 * Every code path that creates a listing or changes one of those fields calls syncListings() in
 * the same transaction (PropertiesService.createListing / updateListing, the seed, the test fixtures);
 * bench/board.mjs computes the same values in bulk.
 */

interface SourceRow {
  id: number | string;
  title: string;
  description: string;
  prefecture_code: string;
  municipality: string;
  address_public: string;
  price_man_yen: number | string | null;
}

/** Rows per multi-row INSERT / ids per IN list. */
const BATCH = 400;

export function isMysql(manager: EntityManager): boolean {
  return manager.connection.driver.options.type === 'mysql';
}

/**
 * Recomputes search_text, price_sort and city_code of the listings `ids` from their fields and brings their
 * grams up to date. `previous` holds the search_text each listing was last indexed with: its grams
 * are the ones to remove (a listing absent from it has no grams yet — a new listing). Deleting by
 * (gram, property_id) uses the primary key; the table has no index on property_id alone.
 */
export async function syncListings(manager: EntityManager, ids: number[], previous: ReadonlyMap<number, string> = new Map()): Promise<void> {
  if (ids.length === 0) return;
  const insertIgnore = isMysql(manager) ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO';
  const toInsert: [string, number][] = [];
  const toDelete = new Map<number, string[]>();

  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    const rows: SourceRow[] = await manager.query(
      `SELECT id, title, description, prefecture_code, municipality, address_public, price_man_yen
         FROM properties WHERE id IN (${placeholders(chunk.length)})`,
      chunk,
    );
    for (const row of rows) {
      const id = Number(row.id);
      const searchText = buildSearchText({
        title: row.title,
        description: row.description,
        prefectureCode: row.prefecture_code,
        municipality: row.municipality,
        addressPublic: row.address_public,
      });
      const price = row.price_man_yen === null ? 0 : Number(row.price_man_yen);
      const cityCode = matchCityCode(row.prefecture_code, row.municipality, prefectureByCode(row.prefecture_code)?.name ?? '');
      await manager.query('UPDATE properties SET search_text = ?, price_sort = ?, city_code = ? WHERE id = ?', [searchText, price, cityCode, id]);

      const before = previous.has(id) ? new Set(searchGrams(previous.get(id) ?? '')) : new Set<string>();
      const after = new Set(searchGrams(searchText));
      for (const gram of after) if (!before.has(gram)) toInsert.push([gram, id]);
      const removed = [...before].filter((gram) => !after.has(gram));
      if (removed.length > 0) toDelete.set(id, removed);
    }
  }

  for (const [id, grams] of toDelete) await deleteGrams(manager, id, grams);
  for (let i = 0; i < toInsert.length; i += BATCH) {
    const chunk = toInsert.slice(i, i + BATCH);
    await manager.query(`${insertIgnore} property_search_grams (gram, property_id) VALUES ${placeholders(chunk.length, '(?, ?)')}`, chunk.flat());
  }
}

/**
 * Removes every gram of the listings (before deleting them): their current search_text says which.
 * Grams that are not there any more are simply not found.
 */
export async function unindexListings(manager: EntityManager, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows: { id: number | string; search_text: string }[] = await manager.query(
    `SELECT id, search_text FROM properties WHERE id IN (${placeholders(ids.length)})`,
    ids,
  );
  for (const row of rows) await deleteGrams(manager, Number(row.id), searchGrams(row.search_text));
}

/** Deletes grams of one listing by primary key (gram, property_id). */
async function deleteGrams(manager: EntityManager, id: number, grams: string[]): Promise<void> {
  for (let i = 0; i < grams.length; i += BATCH) {
    const chunk = grams.slice(i, i + BATCH);
    await manager.query(`DELETE FROM property_search_grams WHERE property_id = ? AND gram IN (${placeholders(chunk.length)})`, [id, ...chunk]);
  }
}

/** `?, ?, ?` (or `(?, ?), (?, ?)` with a tuple) for n values. */
export function placeholders(n: number, one = '?'): string {
  return new Array(n).fill(one).join(', ');
}
