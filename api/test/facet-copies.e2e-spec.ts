import type { PropertyListResponse } from '@akiya/contracts';
import { FACET_TABLES, FACET_TRIGGERS } from '../src/database/migrations/1764000000110-FacetCopies';
import { TEXT_TRIGGERS } from '../src/database/migrations/1764000000130-TextListedAt';
import { TREASURE_TRIGGERS } from '../src/database/migrations/1764000000140-TreasureListedAt';
import { runSeed } from '../src/database/seeds/seed-runner';
import { PropertiesService } from '../src/properties/properties.service';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The copies of a listing's search columns in its category and tag rows (docs/search.md "Facet
 * copies", migration 1764000000110-FacetCopies) are kept by triggers: after the seed, the service's
 * writes, raw SQL on `properties` and raw inserts of category / tag rows, every row's copy equals
 * its listing's values; a board query starting from those rows (category ∩ tag, category + ranges)
 * follows a listing that stops being public at once. On SQLite, and on MySQL/MariaDB when
 * TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('facet copies on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: async (app) => {
      await runSeed(app.dataSource, { uploadsDir: app.config.publicUploadsDir, listings: 60, photos: false });
    },
  });

  /** Every category / tag row whose copy differs from its listing, as "table:property_id:column". */
  const stale = async (): Promise<string[]> => {
    const found: string[] = [];
    const time = (v: unknown) => (v === null || v === undefined ? null : new Date(v instanceof Date ? v : `${String(v).replace(' ', 'T')}Z`).getTime());
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    for (const { table } of FACET_TABLES) {
      const rows: Record<string, unknown>[] = await t.dataSource.query(
        `SELECT t.property_id, t.listed_at, t.price_sort, t.price_man_yen, t.land_area, t.built_year,
                p.is_published, p.is_stop_published, p.published_at, p.price_sort AS p_price_sort, p.price_man_yen AS p_price_man_yen,
                p.land_area AS p_land_area, p.built_year AS p_built_year
           FROM ${table} t JOIN properties p ON p.id = t.property_id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        const listed = Number(r.is_published) === 1 && Number(r.is_stop_published) === 0 ? time(r.published_at) : null;
        const pairs: [string, unknown, unknown][] = [
          ['listed_at', time(r.listed_at), listed],
          ['price_sort', num(r.price_sort), num(r.p_price_sort)],
          ['price_man_yen', num(r.price_man_yen), num(r.p_price_man_yen)],
          ['land_area', num(r.land_area), num(r.p_land_area)],
          ['built_year', num(r.built_year), num(r.p_built_year)],
        ];
        for (const [column, copy, value] of pairs) if (copy !== value) found.push(`${table}:${String(r.property_id)}:${column}`);
      }
    }
    return found;
  };

  /** Every id of a board query (the results stay under applicableIds' cap). */
  const ids = async (qs: string): Promise<number[]> => {
    const res = await t.get(`/api/properties?limit=50&${qs}`);
    if (res.statusCode !== 200) throw new Error(`${qs}: ${res.statusCode} ${res.body}`);
    return res.json<PropertyListResponse>().applicableIds;
  };

  /** A listed property with a category and a tag, and that category's id and tag's slug (the board's parameters). */
  const sample = async (): Promise<{ id: number; categoryId: number; tag: string }> => {
    const rows: { id: number | string; category_id: number | string; slug: string }[] = await t.dataSource.query(
      `SELECT pc.property_id AS id, pc.category_id, g.slug FROM property_categories pc
         JOIN property_tags pt ON pt.property_id = pc.property_id
         JOIN tags g ON g.id = pt.tag_id
        WHERE pc.listed_at IS NOT NULL ORDER BY pc.property_id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    return { id: Number(rows[0].id), categoryId: Number(rows[0].category_id), tag: rows[0].slug };
  };

  it('has its triggers after every migration', async () => {
    const rows: { name: string }[] =
      engine === 'sqlite'
        ? await t.dataSource.query("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        : await t.dataSource.query('SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE()');
    expect(rows.map((r) => r.name).sort()).toEqual([...FACET_TRIGGERS, ...TEXT_TRIGGERS, ...TREASURE_TRIGGERS].sort());
  });

  it('copies the seeded listings into their category and tag rows', async () => {
    expect(await stale()).toEqual([]);
  });

  it("follows the service's writes: price (and its price tag), land area, building age, stopping and resuming", async () => {
    const { id } = await sample();
    const service = t.app.get(PropertiesService);
    await service.updateListing(id, { priceManYen: 80, landArea: 321.5, builtYear: 1975 });
    expect(await stale()).toEqual([]);
    await service.updateListing(id, { priceManYen: null, landArea: null, builtYear: null });
    expect(await stale()).toEqual([]);
    await service.updateListing(id, { isStopPublished: true });
    expect(await stale()).toEqual([]);
    await service.updateListing(id, { isStopPublished: false, publishedAt: new Date('2026-02-03T04:05:06Z') });
    expect(await stale()).toEqual([]);
  });

  it('follows raw SQL on properties and raw inserts of category and tag rows', async () => {
    const { id } = await sample();
    await t.dataSource.query('UPDATE properties SET is_published = 0 WHERE id = ?', [id]);
    expect(await stale()).toEqual([]);
    await t.dataSource.query('UPDATE properties SET is_published = 1, land_area = 12.34 WHERE id = ?', [id]);
    expect(await stale()).toEqual([]);
    // a write of a column that is not copied leaves the copies as they are
    await t.dataSource.query('UPDATE properties SET view_count = view_count + 1 WHERE id = ?', [id]);
    expect(await stale()).toEqual([]);
    const [unused]: { id: number | string }[] = await t.dataSource.query(
      'SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM property_categories pc WHERE pc.category_id = c.id AND pc.property_id = ?) ORDER BY c.id LIMIT 1',
      [id],
    );
    await t.dataSource.query('INSERT INTO property_categories (property_id, category_id) VALUES (?, ?)', [id, Number(unused.id)]);
    const [tag]: { id: number | string }[] = await t.dataSource.query(
      'SELECT g.id FROM tags g WHERE NOT EXISTS (SELECT 1 FROM property_tags pt WHERE pt.tag_id = g.id AND pt.property_id = ?) ORDER BY g.id LIMIT 1',
      [id],
    );
    await t.dataSource.query('INSERT INTO property_tags (property_id, tag_id) VALUES (?, ?)', [id, Number(tag.id)]);
    expect(await stale()).toEqual([]);
  });

  it('drops a listing that stops being public from the category ∩ tag and category + range results at once', async () => {
    const { id, categoryId, tag } = await sample();
    const service = t.app.get(PropertiesService);
    await service.updateListing(id, { landArea: 500 });
    const both = `categoryId=${categoryId}&tagId=${encodeURIComponent(tag)}`;
    const ranged = `categoryId=${categoryId}&land_area_from=400&sort_order=land-asc`;
    expect(await ids(both)).toContain(id);
    expect(await ids(ranged)).toContain(id);
    await service.updateListing(id, { isStopPublished: true });
    expect(await ids(both)).not.toContain(id);
    expect(await ids(ranged)).not.toContain(id);
    await service.updateListing(id, { isStopPublished: false });
    expect(await ids(both)).toContain(id);
  });
});
