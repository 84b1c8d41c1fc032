import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PREFECTURES, PRICE_TAGS, type PropertyListResponse } from '@akiya/contracts';
import { verify } from '@node-rs/argon2';
import type { DataSource } from 'typeorm';
import { connectDataSource, runMigrations, MIGRATIONS } from '../src/database/data-source';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/database/seeds/demo-accounts';
import { DEMO_DEAL_SCRIPTS } from '../src/database/seeds/demo-deals';
import { DEFAULT_LISTING_COUNT } from '../src/database/seeds/listing-generator';
import { runSeed } from '../src/database/seeds/seed-runner';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from './support/test-database';

const TABLES = [
  'area_categories',
  'categories',
  'tags',
  'users',
  'properties',
  'property_images',
  'property_categories',
  'property_tags',
  'property_search_grams',
  'contacts',
  'contact_messages',
];

async function counts(ds: DataSource): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await ds.query(`SELECT COUNT(*) AS n FROM ${table}`);
    out[table] = Number(row.n);
  }
  return out;
}

describe.each(testEngines())('database on %s', (engine) => {
  describe('migrations', () => {
    let db: TestDatabase;
    let ds: DataSource;

    beforeAll(async () => {
      db = await createTestDatabase(engine);
      ds = await connectDataSource(db.config);
    });
    afterAll(async () => {
      await ds?.destroy();
      await db?.drop();
    });

    it('create every table, run once only, and revert cleanly', async () => {
      expect(await runMigrations(ds)).toEqual(MIGRATIONS.map((m) => m.name));
      const runner = ds.createQueryRunner();
      try {
        for (const table of TABLES) expect(await runner.hasTable(table)).toBe(true);
        const properties = await runner.getTable('properties');
        const indexed = properties!.indices.map((i) => i.columnNames.join(','));
        for (const leading of [
          'is_published,is_stop_published,published_at,id,',
          'is_published,is_stop_published,contact_count,published_at,id,',
          'is_published,is_stop_published,price_sort,published_at,id,',
          'prefecture_code,is_published,is_stop_published,published_at,id,',
          'area_category_id,is_published,is_stop_published,published_at,id,',
          'price_man_yen',
        ]) {
          expect(indexed.filter((columns) => columns.startsWith(leading)).length).toBeGreaterThan(0);
        }
        const grams = await runner.getTable('property_search_grams');
        expect(grams!.primaryColumns.map((c) => c.name)).toEqual(['gram', 'property_id']);
        expect(properties!.foreignKeys.map((f) => f.referencedTableName).sort()).toEqual(['area_categories', 'users']);
        expect(await runMigrations(ds)).toEqual([]);

        for (let i = 0; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'each' });
        for (const table of TABLES) expect(await runner.hasTable(table)).toBe(false);
        expect(await runMigrations(ds)).toHaveLength(MIGRATIONS.length);
      } finally {
        await runner.release();
      }
    });

    it('store Japanese and emoji text', async () => {
      await ds.query("INSERT INTO tags (slug, name, kind) VALUES ('絵文字🏠', '古民家🏡', 'free')");
      const [row] = await ds.query("SELECT name FROM tags WHERE slug = '絵文字🏠'");
      expect(row.name).toBe('古民家🏡');
    });
  });

  describe('the real seed (SEED_IF_EMPTY=1 at start, then again by hand)', () => {
    let db: TestDatabase;
    let t: TestApp;
    let ds: DataSource;
    const uploads = () => t.config.publicUploadsDir;

    beforeAll(async () => {
      db = await createTestDatabase(engine);
      t = await startTestApp(db, { SEED_IF_EMPTY: '1' });
      ds = t.dataSource;
    });
    afterAll(async () => {
      await t?.close();
      await db?.drop();
    });

    it('seeded the empty database at start: listings, photos, served over HTTP', async () => {
      const res = await t.get('/api/properties?page=2');
      expect(res.statusCode).toBe(200);
      const body = res.json<PropertyListResponse>();
      expect(body.total).toBeGreaterThan(280);
      expect(body.items).toHaveLength(10);
      const photo = body.items.find((i) => i.image)!.image!.path;
      const jpeg = await t.get(photo);
      expect(jpeg.statusCode).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
    });

    it('changes nothing when run again', async () => {
      const before = await counts(ds);
      expect(before).toMatchObject({ area_categories: 8, categories: 18, properties: DEFAULT_LISTING_COUNT, users: DEMO_ACCOUNTS.length });
      expect(before.tags).toBeGreaterThanOrEqual(PRICE_TAGS.length + 12);
      const again = await runSeed(ds, { uploadsDir: uploads() });
      expect(again.inserted).toEqual({ areaCategories: 0, categories: 0, tags: 0, users: 0, listings: 0, images: 0 });
      expect(again.photosWritten).toBe(0);
      expect(again.listingsSkipped).toBe(true);
      expect(await counts(ds)).toEqual(before);
    });

    it('seeded the demo deal threads between the demo users (test/seed-consistency.e2e-spec.ts checks them in depth)', async () => {
      const rows: { contact_status: string; buyer: string; seller: string; messages: number | string }[] = await ds.query(
        `SELECT c.contact_status, b.email AS buyer, s.email AS seller, (SELECT COUNT(*) FROM contact_messages m WHERE m.contact_id = c.id) AS messages
         FROM contacts c JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id ORDER BY c.id`,
      );
      expect(rows).toHaveLength(DEMO_DEAL_SCRIPTS.length);
      expect(new Set(rows.map((r) => r.contact_status)).size).toBe(DEMO_DEAL_SCRIPTS.length);
      expect(rows.filter((r) => r.buyer === 'buyer@example.jp' && r.seller === 'seller@example.jp').map((r) => r.contact_status)).toEqual(
        expect.arrayContaining(['商談開始前', '商談開始後', '内覧確定後', '決済完了']),
      );
      expect(rows.every((r) => Number(r.messages) >= 1)).toBe(true);
      // buyer@'s unread deal messages: the seller's first reply (and its status note) and a proposed viewing.
      const unread = await ds.query(
        "SELECT COUNT(*) AS n FROM contact_messages m JOIN users u ON u.id = m.recipient_id WHERE u.email = 'buyer@example.jp' AND m.read_at IS NULL",
      );
      expect(Number(unread[0].n)).toBe(3);
    });

    it('wrote a photo file for every image row', async () => {
      const rows: { property_id: number; path: string }[] = await ds.query('SELECT property_id, path FROM property_images');
      expect(rows.length).toBeGreaterThanOrEqual(DEFAULT_LISTING_COUNT);
      for (const row of rows) {
        expect(row.path).toMatch(new RegExp(`^/uploads/properties/${row.property_id}/[123]\\.jpg$`));
        expect(existsSync(join(uploads(), row.path.replace('/uploads/', '')))).toBe(true);
      }
      expect(readdirSync(join(uploads(), 'properties')).length).toBe(DEFAULT_LISTING_COUNT);
    });

    it('covers all prefectures and every price tag', async () => {
      const prefectures = await ds.query('SELECT DISTINCT prefecture_code AS code FROM properties');
      expect(prefectures).toHaveLength(PREFECTURES.length);
      const perTag = await ds.query(
        "SELECT t.slug AS slug, COUNT(*) AS n FROM property_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.kind = 'price' GROUP BY t.slug",
      );
      expect(perTag).toHaveLength(PRICE_TAGS.length);
    });

    it('created the demo accounts with argon2id hashes of the demo password, verified', async () => {
      const users: { email: string; password_hash: string; email_verified_at: unknown; role: string }[] = await ds.query(
        'SELECT email, password_hash, email_verified_at, role FROM users ORDER BY id',
      );
      expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
      for (const u of users) {
        expect(u.password_hash).toMatch(/^\$argon2id\$/);
        expect(await verify(u.password_hash, DEMO_PASSWORD)).toBe(true);
        expect(u.email_verified_at).not.toBeNull();
      }
      expect(users.find((u) => u.email === 'staff@example.jp')?.role).toBe('staff');
    });

    it('does not seed again when the app restarts with SEED_IF_EMPTY=1', async () => {
      const before = await counts(ds);
      await t.close();
      t = await startTestApp(db, { SEED_IF_EMPTY: '1' });
      ds = t.dataSource;
      expect(await counts(ds)).toEqual(before);
    });
  });
});
