import { prefectureByCode } from '@akiya/contracts';
import type { EntityManager } from 'typeorm';
import { matchCityCode } from '../municipalities/municipality-data';
import { searchGrams } from './search-grams';
import { buildSearchText } from './search-text';
import { deleteGrams, findListingSources, findSearchTexts, insertGrams, updateDerivedColumns } from './listing-index.repository';

/**
 * The columns derived from a listing's own fields, and the word-search index:
 * - `search_text` = buildSearchText(title, description, prefecture, municipality, address);
 * - `price_sort` = COALESCE(price_man_yen, 0);
 * - `city_code` = the municipality's code matched from prefecture + municipality (matchCityCode);
 * - `property_search_texts`: the narrow copy of search_text the word search's LIKEs read;
 * - `property_search_grams`: the bigrams of search_text.
 *
 * Every code path that creates a listing or changes one of those fields calls syncListings() in
 * the same transaction (PropertiesService.createListing / updateListing, the seed, the test fixtures);
 * bench/board.mjs computes the same values in bulk.
 */

/** Rows per multi-row INSERT / ids per IN list. */
const BATCH = 400;

/**
 * Recomputes search_text, price_sort and city_code of the listings `ids` from their fields and brings their
 * grams up to date. `previous` holds the search_text each listing was last indexed with: its grams
 * are the ones to remove (a listing absent from it has no grams yet — a new listing). Deleting by
 * (gram, property_id) uses the primary key; the table has no index on property_id alone.
 */
export async function syncListings(manager: EntityManager, ids: number[], previous: ReadonlyMap<number, string> = new Map()): Promise<void> {
  if (ids.length === 0) return;
  const toInsert: [string, number][] = [];
  const toDelete = new Map<number, string[]>();

  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    const rows = await findListingSources(manager, chunk);
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
      await updateDerivedColumns(manager, id, searchText, price, cityCode);

      const before = previous.has(id) ? new Set(searchGrams(previous.get(id) ?? '')) : new Set<string>();
      const after = new Set(searchGrams(searchText));
      for (const gram of after) if (!before.has(gram)) toInsert.push([gram, id]);
      const removed = [...before].filter((gram) => !after.has(gram));
      if (removed.length > 0) toDelete.set(id, removed);
    }
  }

  for (const [id, grams] of toDelete) {
    for (let i = 0; i < grams.length; i += BATCH) await deleteGrams(manager, id, grams.slice(i, i + BATCH));
  }
  for (let i = 0; i < toInsert.length; i += BATCH) await insertGrams(manager, toInsert.slice(i, i + BATCH));
}

/**
 * Removes every gram of the listings (before deleting them): their current search_text says which.
 * Grams that are not there any more are simply not found.
 */
export async function unindexListings(manager: EntityManager, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const texts = await findSearchTexts(manager, ids);
  for (const [id, text] of texts) {
    const grams = searchGrams(text);
    for (let i = 0; i < grams.length; i += BATCH) await deleteGrams(manager, id, grams.slice(i, i + BATCH));
  }
}
