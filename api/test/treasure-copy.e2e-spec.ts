import { TREASURE_MAX_PRICE_MAN_YEN, type PropertyListResponse } from '@akiya/contracts';
import { runSeed } from '../src/database/seeds/seed-runner';
import { PropertiesService } from '../src/properties/properties.service';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The treasure collection's copy on each listing (`properties.treasure_listed_at`, migration
 * 1764000000140-TreasureListedAt, kept by triggers): after the seed it equals the collection's rule
 * for every listing, and it follows a price, reception, stop and photo change made through the
 * service or by raw SQL, so `/api/properties?collection=treasure` (which reads only the copy) lists
 * exactly the listings of the rule, newest first. On SQLite, and on MySQL/MariaDB when
 * TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('treasure copy on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: async (app) => {
      await runSeed(app.dataSource, { uploadsDir: app.config.publicUploadsDir, listings: 40, photos: false });
    },
  });

  // The collection's rule with the contracts' bound: a change of the bound fails here until a migration recreates the triggers.
  const rule =
    `CASE WHEN p.is_published = 1 AND p.is_stop_published = 0 AND p.price_man_yen IS NOT NULL AND p.price_man_yen <= ${TREASURE_MAX_PRICE_MAN_YEN} AND p.reception = 1 AND p.is_suspension = 0 AND p.root_type = 'published'` +
    ' AND EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id) THEN p.published_at END';

  /** Listings whose copy differs from the rule. */
  const stale = async (): Promise<number[]> => {
    const differs = engine === 'sqlite' ? `p.treasure_listed_at IS NOT ${rule}` : `NOT (p.treasure_listed_at <=> ${rule})`;
    const rows: { id: number | string }[] = await t.dataSource.query(`SELECT p.id FROM properties p WHERE ${differs} ORDER BY p.id`);
    return rows.map((r) => Number(r.id));
  };

  /** The treasure collection as the API lists it (the listing cache dropped first: raw SQL bypasses the service). */
  const treasure = async (): Promise<number[]> => {
    t.app.get(PropertiesService).invalidate();
    const res = await t.get('/api/properties?collection=treasure&limit=50');
    expect(res.statusCode).toBe(200);
    return res.json<PropertyListResponse>().applicableIds;
  };

  /** The ids the rule selects, newest first (the default order). */
  const byRule = async (): Promise<number[]> => {
    const rows: { id: number | string }[] = await t.dataSource.query(`SELECT p.id FROM properties p WHERE ${rule} IS NOT NULL ORDER BY p.published_at DESC, p.id DESC`);
    return rows.map((r) => Number(r.id));
  };

  it('follows the rule after the seed, through the service and raw SQL, and the collection reads it', async () => {
    expect(await stale()).toEqual([]);
    const [{ id: raw }]: { id: number | string }[] = await t.dataSource.query(
      "SELECT id FROM properties WHERE is_published = 1 AND is_stop_published = 0 AND root_type = 'published' AND is_suspension = 0 ORDER BY id LIMIT 1",
    );
    const id = Number(raw);
    const service = t.app.get(PropertiesService);
    await service.updateListing(id, { priceManYen: 80, reception: true });
    await t.dataSource.query('DELETE FROM property_images WHERE property_id = ?', [id]);
    expect(await stale()).toEqual([]);
    expect(await treasure()).not.toContain(id);

    // a photo makes it a treasure; the copy follows every condition of the rule
    await t.dataSource.query("INSERT INTO property_images (property_id, path, comment, sort) VALUES (?, 'a.jpg', '', 0)", [id]);
    expect(await stale()).toEqual([]);
    expect(await treasure()).toContain(id);
    for (const [change, back] of [
      [{ priceManYen: 150 }, { priceManYen: 100 }],
      [{ priceManYen: null }, { priceManYen: 0 }],
      [{ reception: false }, { reception: true }],
      [{ isStopPublished: true }, { isStopPublished: false }],
    ] as const) {
      await service.updateListing(id, change);
      expect(await stale()).toEqual([]);
      expect(await treasure()).not.toContain(id);
      await service.updateListing(id, back);
      expect(await treasure()).toContain(id);
    }
    await t.dataSource.query("UPDATE properties SET root_type = 'akiyabank' WHERE id = ?", [id]);
    expect(await stale()).toEqual([]);
    await t.dataSource.query("UPDATE properties SET root_type = 'published' WHERE id = ?", [id]);
    expect(await stale()).toEqual([]);

    // the collection is exactly the rule's listings, newest first
    expect(await treasure()).toEqual(await byRule());
    expect((await byRule()).length).toBeGreaterThan(0);
  });
});
