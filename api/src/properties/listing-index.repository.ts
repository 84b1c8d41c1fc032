import type { EntityManager } from 'typeorm';
import { isMysql, placeholders } from '../database/sql';

/**
 * The SQL of the listing index (listing-index.ts): a listing's indexed fields, its derived columns
 * (with the narrow copy of its search text in `property_search_texts`) and its rows of
 * `property_search_grams`, in the caller's transaction.
 */

/** The fields a listing's search text, price sort key and municipality code are computed from. */
export interface ListingSourceRow {
  id: number | string;
  title: string;
  description: string;
  prefecture_code: string;
  municipality: string;
  address_public: string;
  price_man_yen: number | string | null;
}

export function findListingSources(manager: EntityManager, ids: number[]): Promise<ListingSourceRow[]> {
  return manager.query(
    `SELECT id, title, description, prefecture_code, municipality, address_public, price_man_yen
       FROM properties WHERE id IN (${placeholders(ids.length)})`,
    ids,
  );
}

export async function updateDerivedColumns(manager: EntityManager, id: number, searchText: string, priceSort: number, cityCode: string | null): Promise<void> {
  await manager.query('UPDATE properties SET search_text = ?, price_sort = ?, city_code = ? WHERE id = ?', [searchText, priceSort, cityCode, id]);
  // The narrow copy the word search's LIKE reads (migration 1764000000120-SearchTexts).
  const upsert = isMysql(manager) ? 'ON DUPLICATE KEY UPDATE search_text = VALUES(search_text)' : 'ON CONFLICT (property_id) DO UPDATE SET search_text = excluded.search_text';
  await manager.query(`INSERT INTO property_search_texts (property_id, search_text) VALUES (?, ?) ${upsert}`, [id, searchText]);
}

/** The search_text each listing was last indexed with (missing listings left out). */
export async function findSearchTexts(manager: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: number | string; search_text: string }[] = await manager.query(
    `SELECT id, search_text FROM properties WHERE id IN (${placeholders(ids.length)})`,
    ids,
  );
  return new Map(rows.map((r) => [Number(r.id), r.search_text]));
}

/** Adds (gram, listing) rows; one already there is left alone. */
export async function insertGrams(manager: EntityManager, rows: [string, number][]): Promise<void> {
  if (rows.length === 0) return;
  const insertIgnore = isMysql(manager) ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO';
  await manager.query(`${insertIgnore} property_search_grams (gram, property_id) VALUES ${rows.map(() => '(?, ?)').join(', ')}`, rows.flat());
}

/** Deletes grams of one listing by primary key (gram, property_id). */
export async function deleteGrams(manager: EntityManager, id: number, grams: string[]): Promise<void> {
  if (grams.length === 0) return;
  await manager.query(`DELETE FROM property_search_grams WHERE property_id = ? AND gram IN (${placeholders(grams.length)})`, [id, ...grams]);
}
