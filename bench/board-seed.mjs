// Bulk seeding for bench/board.mjs: N generated listings (the demo generator, deterministic) with
// categories, tags, reused photo paths and the word-search bigrams, written with multi-row INSERTs
// in large transactions — minutes of the ORM path become seconds. The derived columns (search_text,
// price_sort, city_code, property_search_grams) are computed with the API's own functions (api/dist).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib.mjs';

const requireApi = createRequire(join(root, 'api', 'package.json'));
const dist = (path) => requireApi(join(root, 'api', 'dist', path));

/** Photo paths reused by every listing (the benchmark never renders photos). */
const PHOTO_PATHS = ['/uploads/bench/1.jpg', '/uploads/bench/2.jpg', '/uploads/bench/3.jpg'];

/** Migrations, reference data and demo accounts through the API's own CLI (no listing). */
export function migrateAndSeedReference(databaseUrl, dataDir) {
  const r = spawnSync(process.execPath, [join(root, 'api', 'dist', 'database', 'cli.js'), 'seed', '--listings', '0', '--no-photos'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seed of the reference data failed:\n${r.stdout}\n${r.stderr}`);
}

/** Compares strings by code point (the byte order of UTF-8, which both engines use for the grams). */
function byCodePoint(a, b) {
  const x = [...a].map((c) => c.codePointAt(0));
  const y = [...b].map((c) => c.codePointAt(0));
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** The rows to insert, computed once for both engines. */
export function buildRows(count, refs) {
  const { generateListings } = dist('database/seeds/listing-generator.js');
  const { buildSearchText } = dist('properties/search-text.js');
  const { searchGrams } = dist('properties/search-grams.js');
  const { matchCityCode } = dist('municipalities/municipality-data.js');
  const { prefectureByCode } = requireApi('@akiya/contracts');
  const drafts = generateListings(count);
  const properties = [];
  const images = [];
  const categories = [];
  const tags = [];
  const postings = new Map();
  const sqlDate = (d) => d.toISOString().replace('T', ' ').replace('Z', '');
  // The benchmark has no enquiry rows: a fixed spread of counts (30% none, 45% 1–5, 25% 6–30, as the
  // demo seed once drew them), so the 問い合わせ数 sort orders have something to sort.
  const benchContactCount = (id) => {
    const h = Math.imul(id, 2654435761) >>> 0;
    const bucket = h % 100;
    return bucket < 30 ? 0 : bucket < 75 ? 1 + (h % 5) : 6 + (h % 25);
  };
  drafts.forEach((d, i) => {
    const id = i + 1;
    const searchText = buildSearchText(d);
    properties.push([
      id,
      d.title,
      d.description,
      d.prefectureCode,
      d.municipality,
      d.addressPublic,
      d.priceManYen,
      d.priceManYen ?? 0,
      d.landOrBuilding,
      d.landArea,
      d.buildingArea,
      d.builtYear,
      d.structure,
      d.rootType,
      d.isPublished ? 1 : 0,
      d.isSuspension ? 1 : 0,
      d.isStopPublished ? 1 : 0,
      d.reception ? 1 : 0,
      d.areaCategoryName === null ? null : (refs.areaCategories.get(d.areaCategoryName) ?? null),
      refs.sellers.get(d.sellerEmail),
      sqlDate(d.publishedAt),
      sqlDate(d.createdAt),
      sqlDate(d.publishedAt),
      benchContactCount(id),
      d.viewCount,
      d.lat,
      d.lng,
      searchText,
      matchCityCode(d.prefectureCode, d.municipality, prefectureByCode(d.prefectureCode)?.name ?? ''),
    ]);
    d.photos.forEach((p, n) => images.push([id, PHOTO_PATHS[n % PHOTO_PATHS.length], p.comment, n + 1]));
    for (const name of d.categoryNames) if (refs.categories.has(name)) categories.push([id, refs.categories.get(name)]);
    for (const slug of d.tagSlugs) if (refs.tags.has(slug)) tags.push([id, refs.tags.get(slug)]);
    for (const gram of searchGrams(searchText)) {
      const list = postings.get(gram);
      if (list) list.push(id);
      else postings.set(gram, [id]);
    }
  });
  // Grams in primary-key order, so the B-tree only ever grows at its end.
  const gramOrder = [...postings.keys()].sort(byCodePoint);
  let gramRows = 0;
  for (const list of postings.values()) gramRows += list.length;
  return { properties, images, categories, tags, postings, gramOrder, gramRows };
}

const PROPERTY_COLUMNS = [
  'id', 'title', 'description', 'prefecture_code', 'municipality', 'address_public', 'price_man_yen', 'price_sort',
  'land_or_building', 'land_area', 'building_area', 'built_year', 'structure', 'root_type', 'is_published',
  'is_suspension', 'is_stop_published', 'reception', 'area_category_id', 'seller_id', 'published_at', 'created_at',
  'updated_at', 'contact_count', 'view_count', 'lat', 'lng', 'search_text', 'city_code',
];

const TABLES = [
  ['properties', PROPERTY_COLUMNS, (rows) => rows.properties],
  ['property_images', ['property_id', 'path', 'comment', 'sort'], (rows) => rows.images],
  ['property_categories', ['property_id', 'category_id'], (rows) => rows.categories],
  ['property_tags', ['property_id', 'tag_id'], (rows) => rows.tags],
];

function* gramTuples(rows) {
  for (const gram of rows.gramOrder) for (const id of rows.postings.get(gram)) yield [gram, id];
}

async function readReferences(query) {
  const map = (rows, key) => new Map(rows.map((r) => [r[key], Number(r.id)]));
  return {
    areaCategories: map(await query('SELECT id, name FROM area_categories'), 'name'),
    categories: map(await query('SELECT id, name FROM categories'), 'name'),
    tags: map(await query('SELECT id, slug FROM tags'), 'slug'),
    sellers: map(await query('SELECT id, email FROM users'), 'email'),
  };
}

/** Seeds a SQLite file (migrated, reference data present). */
export async function seedSqlite(file, count, log) {
  const Database = requireApi('better-sqlite3');
  const db = new Database(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    const refs = await readReferences(async (sql) => db.prepare(sql).all());
    let started = Date.now();
    const rows = buildRows(count, refs);
    log(`generated ${count} listings, ${rows.gramRows} grams in ${Date.now() - started} ms`);
    started = Date.now();
    const insertMany = (table, columns, tuples, per) => {
      const one = `(${columns.map(() => '?').join(', ')})`;
      const full = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${new Array(per).fill(one).join(', ')}`);
      let batch = [];
      let n = 0;
      const run = db.transaction(() => {
        for (const tuple of tuples) {
          batch.push(...tuple);
          if (++n === per) {
            full.run(batch);
            batch = [];
            n = 0;
          }
        }
        if (n > 0) db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${new Array(n).fill(one).join(', ')}`).run(batch);
      });
      run();
    };
    for (const [table, columns, pick] of TABLES) insertMany(table, columns, pick(rows), Math.floor(30000 / columns.length));
    log(`listings, photos, categories and tags inserted in ${Date.now() - started} ms`);
    started = Date.now();
    insertMany('property_search_grams', ['gram', 'property_id'], gramTuples(rows), 10000);
    log(`${rows.gramRows} grams inserted in ${Date.now() - started} ms`);
    db.exec('INSERT INTO property_search_texts (property_id, search_text) SELECT id, search_text FROM properties');
    started = Date.now();
    db.exec('ANALYZE');
    db.pragma('journal_mode = WAL');
    log(`ANALYZE in ${Date.now() - started} ms`);
    return rows;
  } finally {
    db.close();
  }
}

/** Seeds a MySQL/MariaDB database (migrated, reference data present). */
export async function seedMysql(connectionOptions, count, log) {
  const mysql = requireApi('mysql2/promise');
  const conn = await mysql.createConnection({ ...connectionOptions, charset: 'utf8mb4_unicode_ci', timezone: 'Z' });
  try {
    await conn.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
    const refs = await readReferences(async (sql) => (await conn.query(sql))[0]);
    let started = Date.now();
    const rows = buildRows(count, refs);
    log(`generated ${count} listings, ${rows.gramRows} grams in ${Date.now() - started} ms`);
    const insertMany = async (table, columns, tuples, per, perTransaction) => {
      let batch = [];
      let inTransaction = 0;
      await conn.beginTransaction();
      for (const tuple of tuples) {
        batch.push(tuple);
        if (batch.length === per) {
          await conn.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [batch]);
          batch = [];
          inTransaction += per;
          if (inTransaction >= perTransaction) {
            await conn.commit();
            await conn.beginTransaction();
            inTransaction = 0;
          }
        }
      }
      if (batch.length > 0) await conn.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [batch]);
      await conn.commit();
    };
    started = Date.now();
    for (const [table, columns, pick] of TABLES) await insertMany(table, columns, pick(rows), 1000, 20000);
    log(`listings, photos, categories and tags inserted in ${Date.now() - started} ms`);
    started = Date.now();
    await insertMany('property_search_grams', ['gram', 'property_id'], gramTuples(rows), 10000, 200000);
    log(`${rows.gramRows} grams inserted in ${Date.now() - started} ms`);
    // The narrow copy of every search text (syncListings writes it with the listing's).
    await conn.query('INSERT INTO property_search_texts (property_id, search_text) SELECT id, search_text FROM properties');
    started = Date.now();
    for (const table of ['properties', 'property_images', 'property_categories', 'property_tags', 'property_search_grams', 'property_search_texts']) {
      await conn.query(`ANALYZE TABLE ${table}`);
    }
    log(`ANALYZE TABLE in ${Date.now() - started} ms`);
    // InnoDB writes the bulk load back in the background for a while; timing during it measures that.
    // Done when under 5 % of the pool is dirty or the count has not moved for 5 s (idle flushing stops).
    started = Date.now();
    const status = async (name) => Number((await conn.query(`SHOW GLOBAL STATUS LIKE '${name}'`))[0][0].Value);
    const total = await status('Innodb_buffer_pool_pages_total');
    for (let last = -1, still = 0; Date.now() - started < 180_000; ) {
      const dirty = await status('Innodb_buffer_pool_pages_dirty');
      if (dirty < total * 0.05) break;
      still = dirty === last ? still + 1 : 0;
      if (still >= 5) break;
      last = dirty;
      await new Promise((r) => setTimeout(r, 1000));
    }
    log(`InnoDB settled (dirty pages written back) in ${Date.now() - started} ms`);
    return rows;
  } finally {
    await conn.end();
  }
}
