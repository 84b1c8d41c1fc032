import { priceTagForPrice } from '@akiya/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The price tag of a listing (PRICE_TAGS: 0-100manyen, …) follows its price: whoever writes a
 * listing's price (the posting form, PropertiesService) calls this in the same transaction. Any
 * other price tag of the listing is dropped; a price without a tag (価格未定) leaves none.
 */
export async function syncPriceTag(manager: EntityManager, propertyId: number, price: number | null): Promise<void> {
  await manager.query("DELETE FROM property_tags WHERE property_id = ? AND tag_id IN (SELECT id FROM tags WHERE kind = 'price')", [propertyId]);
  const slug = priceTagForPrice(price);
  if (slug === null) return;
  const tags: { id: number | string }[] = await manager.query('SELECT id FROM tags WHERE slug = ?', [slug]);
  if (tags.length > 0) await manager.query('INSERT INTO property_tags (property_id, tag_id) VALUES (?, ?)', [propertyId, Number(tags[0].id)]);
}
