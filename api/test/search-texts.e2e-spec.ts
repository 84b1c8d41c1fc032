import type { PropertyListResponse } from '@akiya/contracts';
import { runSeed } from '../src/database/seeds/seed-runner';
import { PropertiesService } from '../src/properties/properties.service';
import { PUBLISHED_LISTING } from './support/fixtures';
import { useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';

/**
 * The narrow copy of each listing's search text (`property_search_texts`, migration
 * 1764000000120-SearchTexts) that confirms a word's LIKE: after the seed every listing has one equal
 * to its `properties.search_text`; the service's writes keep it (a new listing, a changed title);
 * a word of three or more characters — or of one — is decided by it, from every start (the word's
 * bigrams, a place, a category). Its copy of the listing's public date (`listed_at`, migration
 * 1764000000130-TextListedAt, kept by triggers) follows publishing and stopping, so a word query that
 * reads no listing still leaves out what is not public. On SQLite, and on MySQL/MariaDB when
 * TEST_DATABASE_URL is set.
 */
describe.each(testEngines())('search texts on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: async (app) => {
      await runSeed(app.dataSource, { uploadsDir: app.config.publicUploadsDir, listings: 40, photos: false });
    },
  });

  /** Listings whose narrow copy is missing or differs from their search text or public date. */
  const stale = async (): Promise<number[]> => {
    const listedAt = 'CASE WHEN p.is_published = 1 AND p.is_stop_published = 0 THEN p.published_at END';
    const differs = engine === 'sqlite' ? `s.listed_at IS NOT ${listedAt}` : `NOT (s.listed_at <=> ${listedAt})`;
    const rows: { id: number | string }[] = await t.dataSource.query(
      `SELECT p.id FROM properties p LEFT JOIN property_search_texts s ON s.property_id = p.id
        WHERE s.property_id IS NULL OR s.search_text <> p.search_text OR ${differs} ORDER BY p.id`,
    );
    return rows.map((r) => Number(r.id));
  };

  const ids = async (qs: string): Promise<number[]> => {
    const res = await t.get(`/api/properties?limit=50&${qs}`);
    if (res.statusCode !== 200) throw new Error(`${qs}: ${res.statusCode} ${res.body}`);
    return res.json<PropertyListResponse>().applicableIds;
  };
  const word = (w: string, more = '') => ids(`word=${encodeURIComponent(w)}${more}`);

  /** A public listing with its prefecture and one of its categories. */
  const sample = async (): Promise<{ id: number; prefecture: string; categoryId: number }> => {
    const rows: { id: number | string; prefecture_code: string; category_id: number | string }[] = await t.dataSource.query(
      `SELECT p.id, p.prefecture_code, pc.category_id FROM properties p JOIN property_categories pc ON pc.property_id = p.id
        WHERE pc.listed_at IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    return { id: Number(rows[0].id), prefecture: rows[0].prefecture_code, categoryId: Number(rows[0].category_id) };
  };

  it('holds every seeded listing’s search text', async () => {
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM property_search_texts');
    expect(Number(n)).toBeGreaterThanOrEqual(40);
    expect(await stale()).toEqual([]);
  });

  it('follows a changed title: the new 3-character word finds the listing from every start, the old one no longer does', async () => {
    const { id, prefecture, categoryId } = await sample();
    const service = t.app.get(PropertiesService);
    await service.updateListing(id, { title: '蔵王麓の蛍谷住宅' });
    expect(await stale()).toEqual([]);
    // 蛍谷住: bigrams 蛍谷 and 谷住 start the query; the LIKE confirms the term on the narrow text.
    expect(await word('蛍谷住')).toEqual([id]);
    // From the listing's prefecture and from its category (the bigrams probed, the LIKE as a probe).
    expect(await word('蛍谷住', `&area=${prefecture}`)).toEqual([id]);
    expect(await word('蛍谷住', `&categoryId=${categoryId}`)).toEqual([id]);
    // One-character terms have no bigram: a LIKE over the texts alone.
    expect(await word('蛍 谷')).toContain(id);

    await service.updateListing(id, { title: '山あいの古い平屋' });
    expect(await stale()).toEqual([]);
    expect(await word('蛍谷住')).toEqual([]);
    expect(await word('蛍谷住', `&area=${prefecture}`)).toEqual([]);
    expect(await word('蛍 谷')).not.toContain(id);
  });

  it('copies the public date: a stopped or unpublished listing leaves the word results read from the texts alone', async () => {
    const { id } = await sample();
    const service = t.app.get(PropertiesService);
    await service.updateListing(id, { title: '雪見障子の残る蛍谷住宅' });
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM property_search_texts WHERE listed_at IS NOT NULL');
    expect(Number(n)).toBeGreaterThan(0);
    // word alone (no listing read), word with the listing read for another order, one-character terms
    const found = async () => [await word('雪見障'), await word('雪見障', '&sort_order=price-asc'), (await word('雪 障')).includes(id)];
    expect(await found()).toEqual([[id], [id], true]);

    await service.updateListing(id, { isStopPublished: true });
    expect(await stale()).toEqual([]);
    expect(await found()).toEqual([[], [], false]);
    await service.updateListing(id, { isStopPublished: false });
    expect(await found()).toEqual([[id], [id], true]);

    // raw SQL (a writer that bypasses the service) is followed too: the trigger, not the caller, copies
    await t.dataSource.query('UPDATE properties SET is_published = 0 WHERE id = ?', [id]);
    expect(await stale()).toEqual([]);
    await t.dataSource.query('UPDATE properties SET is_published = 1, published_at = ? WHERE id = ?', ['2020-02-03 04:05:06', id]);
    expect(await stale()).toEqual([]);
  });

  it('gives a new listing its copy in the same write', async () => {
    const [{ seller_id: sellerId }]: { seller_id: number | string }[] = await t.dataSource.query('SELECT seller_id FROM properties ORDER BY id LIMIT 1');
    const service = t.app.get(PropertiesService);
    const id = await service.createListing(Number(sellerId), {
      title: '蛍谷の新しい物件',
      description: '川沿いの静かな家です。',
      prefectureCode: '06',
      municipality: '山形市',
      addressPublic: '山形県山形市',
      priceManYen: 120,
      landOrBuilding: 'building',
      landArea: 200,
      buildingArea: 70,
      builtYear: 1980,
      structure: '木造',
      ...PUBLISHED_LISTING,
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      lat: null,
      lng: null,
    });
    expect(await stale()).toEqual([]);
    expect(await word('蛍谷の新')).toEqual([id]);
  });
});
