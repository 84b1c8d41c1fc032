#!/usr/bin/env node
// The board's queries without HTTP and without the listing cache: PropertyListingsRepository.head
// (count + ordered ids) for filters and words, on a fresh SQLite file and a fresh MariaDB/MySQL
// database of N generated listings (created and dropped here). "cold" is the first run of a query,
// "warm" the median of the next three (--runs n: of the next n − 1, with their p99). With --write-docs the table replaces the marked block in
// docs/search.md.
//
// Needs the API built. Usage: node bench/board-search.mjs [--listings 100000] [--engines sqlite,mysql]
//   [--mysql mysql://root@127.0.0.1:3306] [--cases combined|word] [--runs 4] [--write-docs] [--keep]
// --keep: the MariaDB database is named after the listing count, kept after the run and reused by
// the next one (migrated again, not seeded again) — for measuring one change after another.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAndSeedReference, seedMysql, seedSqlite } from './board-seed.mjs';
import { root, table } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const LISTINGS = Number(option('listings', 100_000));
const ENGINES = option('engines', 'sqlite,mysql').split(',');
const MYSQL_SERVER = new URL(option('mysql', process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'));
const requireApi = createRequire(join(root, 'api', 'package.json'));
const dist = (path) => requireApi(join(root, 'api', 'dist', path));
const log = (message) => console.error(`[board-search ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** [label, filter(refs), refinements, sort] */
const QUERIES = [
  ['board (all, newest first)', () => ({ kind: 'all' }), {}, 'publish-desc'],
  ['price 100–1000万円, price-asc', () => ({ kind: 'all' }), { priceFrom: 100, priceTo: 1000 }, 'price-asc'],
  ['area 13 (東京都)', () => ({ kind: 'area', prefectureCode: '13' }), {}, 'publish-desc'],
  ['category 空き家', (refs) => ({ kind: 'category', categoryId: refs.categories.get('空き家') }), {}, 'publish-desc'],
  ['collection treasure', () => ({ kind: 'treasure' }), {}, 'publish-desc'],
  ['collection treasure, price-asc', () => ({ kind: 'treasure' }), {}, 'price-asc'],
  ['word 温泉 (2 chars)', () => ({ kind: 'word', terms: ['温泉'] }), {}, 'publish-desc'],
  ['word 古民 (2 chars, common)', () => ({ kind: 'word', terms: ['古民'] }), {}, 'publish-desc'],
  ['word です (2 chars, in every listing)', () => ({ kind: 'word', terms: ['です'] }), {}, 'publish-desc'],
  ['word 古民家 (3 chars)', () => ({ kind: 'word', terms: ['古民家'] }), {}, 'publish-desc'],
  ['word 土蔵付き (4 chars, rare)', () => ({ kind: 'word', terms: ['土蔵付き'] }), {}, 'publish-desc'],
  ['word 家庭菜園 (4 chars, common)', () => ({ kind: 'word', terms: ['家庭菜園'] }), {}, 'publish-desc'],
  ['word 見えては (no match)', () => ({ kind: 'word', terms: ['見えては'] }), {}, 'publish-desc'],
  ['words 長野 畑 (AND, a 1-char term)', () => ({ kind: 'word', terms: ['長野', '畑'] }), {}, 'publish-desc'],
  ['words 家 畑 (1-char terms only: LIKE scan)', () => ({ kind: 'word', terms: ['家', '畑'] }), {}, 'publish-desc'],
  // Combined filters (docs/search.md "Combined filters"): AND of any of them, ListingFilter's object shape.
  ['+ city 20202 (松本市)', () => ({ cityCode: '20202' }), {}, 'publish-desc'],
  ['+ area 20 + city 20202 + ≤ 300万円', () => ({ prefectureCode: '20', cityCode: '20202' }), { priceTo: 300 }, 'publish-desc'],
  ['+ area 20 + category 古民家', (refs) => ({ prefectureCode: '20', categoryId: refs.categories.get('古民家') }), {}, 'publish-desc'],
  ['+ area 20 + category 古民家, price-asc', (refs) => ({ prefectureCode: '20', categoryId: refs.categories.get('古民家') }), {}, 'price-asc'],
  ['+ category 古民家 + ≤ 300万円 + land ≥ 200㎡', (refs) => ({ categoryId: refs.categories.get('古民家'), landAreaFrom: 200 }), { priceTo: 300 }, 'publish-desc'],
  ['+ category 空き家 + tag 0-100manyen', (refs) => ({ categoryId: refs.categories.get('空き家'), tagId: refs.tags.get('0-100manyen') }), {}, 'publish-desc'],
  ['+ area 20 + word 古民家', () => ({ prefectureCode: '20', terms: ['古民家'] }), {}, 'publish-desc'],
  ['+ word 温泉 + category 古民家 + photo', (refs) => ({ terms: ['温泉'], categoryId: refs.categories.get('古民家') }), { photo: 'has' }, 'publish-desc'],
  ['+ land 200–500㎡, land-desc', () => ({ landAreaFrom: 200, landAreaTo: 500 }), {}, 'land-desc'],
  ['+ age ≤ 30 years, age-asc', () => ({ builtYearFrom: new Date().getFullYear() - 30 }), {}, 'age-asc'],
  ['+ area 13 + age ≤ 40 + land ≥ 100㎡ + photo, price-asc', () => ({ prefectureCode: '13', landAreaFrom: 100, builtYearFrom: new Date().getFullYear() - 40 }), { photo: 'has' }, 'price-asc'],
  ['+ areaCategory 温泉地 + category 古民家 + reception', (refs) => ({ areaCategoryId: refs.areaCategories.get('温泉地'), categoryId: refs.categories.get('古民家') }), { reception: 'no' }, 'publish-desc'],
  ['board, land-asc', () => ({}), {}, 'land-asc'],
  ['board, age-desc', () => ({}), {}, 'age-desc'],
];
/** `--cases combined`: only the combined-filter cases (labels starting with '+') and the new sorts; `--cases word`: the word cases. */
const CASES = option('cases', 'all');
/** Runs per query: the first is "cold", "warm" is the median of the others and "p99" their 99th percentile (nearest rank). */
const RUNS = Math.max(2, Number(option('runs', 4)));
const SELECTED =
  CASES === 'combined'
    ? QUERIES.filter(([label]) => label.startsWith('+') || label.startsWith('board,'))
    : CASES === 'word'
      ? QUERIES.filter(([label]) => label.startsWith('word'))
      : QUERIES;

/** The API's migrations on a kept database (its reference data and listings are there already). */
function migrateOnly(databaseUrl, dataDir) {
  const r = spawnSync(process.execPath, [join(root, 'api', 'dist', 'database', 'cli.js'), 'migrate'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migration failed:\n${r.stdout}\n${r.stderr}`);
}

async function timeQueries(dbConfig) {
  const { DataSource } = requireApi('typeorm');
  const { buildDataSourceOptions } = dist('database/data-source.js');
  const { PropertyListingsRepository } = dist('properties/property-listings.repository.js');
  const ds = new DataSource(buildDataSourceOptions(dbConfig));
  await ds.initialize();
  try {
    const categories = new Map((await ds.query('SELECT id, name FROM categories')).map((r) => [r.name, Number(r.id)]));
    const tags = new Map((await ds.query('SELECT id, slug FROM tags')).map((r) => [r.slug, Number(r.id)]));
    const areaCategories = new Map((await ds.query('SELECT id, name FROM area_categories')).map((r) => [r.name, Number(r.id)]));
    const out = new Map();
    for (const [label, filterOf, refinements, sort] of SELECTED) {
      // A fresh repository per query: its bigram counts are not yet known (truly cold).
      const repo = new PropertyListingsRepository(ds);
      const filter = filterOf({ categories, tags, areaCategories });
      const times = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = process.hrtime.bigint();
        total = (await repo.head(filter, refinements, sort, 1000)).total;
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      const after = times.slice(1).sort((a, b) => a - b);
      const warm = after[Math.floor((after.length - 1) / 2)];
      // nearest rank: with 20 runs after the first, p99 is the slowest of them
      const p99 = after[Math.min(after.length - 1, Math.ceil(after.length * 0.99) - 1)];
      out.set(label, { total, cold: times[0], warm, p99 });
      log(`${dbConfig.type} ${label}: ${total} matches, cold ${times[0].toFixed(1)} ms, warm ${warm.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    }
    return out;
  } finally {
    await ds.destroy();
  }
}

const results = {};
const sizes = {};
for (const engine of ENGINES) {
  const dir = mkdtempSync(join(tmpdir(), `akiya-board-search-${engine}-`));
  try {
    if (engine === 'sqlite') {
      const file = join(dir, 'board.sqlite');
      migrateAndSeedReference(`sqlite:${file}`, join(dir, 'data'));
      const rows = await seedSqlite(file, LISTINGS, log);
      sizes.sqlite = { grams: rows.gramRows, file: `${(statSync(file).size / 1e6).toFixed(0)} MB (whole file)` };
      results.sqlite = await timeQueries({ type: 'better-sqlite3', file });
    } else {
      const keep = args.includes('--keep');
      const name = keep ? `akiya_board_search_keep_${LISTINGS}` : `akiya_board_search_${process.pid}`;
      const conn = { host: MYSQL_SERVER.hostname, port: Number(MYSQL_SERVER.port || 3306), user: decodeURIComponent(MYSQL_SERVER.username || 'root'), password: decodeURIComponent(MYSQL_SERVER.password) };
      const mysql = requireApi('mysql2/promise');
      const admin = await mysql.createConnection(conn);
      const [existing] = await admin.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = ?', [name]);
      const reuse = keep && existing.length > 0;
      if (!reuse) await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
      try {
        const url = `mysql://${conn.user}${conn.password ? `:${encodeURIComponent(conn.password)}` : ''}@${conn.host}:${conn.port}/${name}`;
        if (reuse) migrateOnly(url, join(dir, 'data'));
        else migrateAndSeedReference(url, join(dir, 'data'));
        const rows = reuse
          ? { gramRows: Number((await admin.query(`SELECT COUNT(*) AS n FROM \`${name}\`.property_search_grams`))[0][0].n) }
          : await seedMysql({ ...conn, database: name }, LISTINGS, log);
        if (reuse) log(`reusing ${name}`);
        const [[size]] = await admin.query(
          'SELECT ROUND((data_length + index_length) / 1e6) AS mb FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
          [name, 'property_search_grams'],
        );
        sizes.mysql = { grams: rows.gramRows, file: `${size.mb} MB (property_search_grams)` };
        // Let InnoDB write back the bulk load before timing (its background flushing skews the first queries).
        if (!reuse) await new Promise((r) => setTimeout(r, 20_000));
        results.mysql = await timeQueries({ type: 'mysql', host: conn.host, port: conn.port, username: conn.user, password: conn.password, database: name });
      } finally {
        if (!keep) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = SELECTED.map(([label]) => {
  const row = { query: label };
  const any = results.sqlite?.get(label) ?? results.mysql?.get(label);
  row.matches = any?.total ?? '';
  for (const [engine, name] of [['sqlite', 'SQLite'], ['mysql', 'MariaDB']]) {
    const r = results[engine]?.get(label);
    if (!r) continue;
    row[`${name} cold`] = r.cold.toFixed(1);
    row[`${name} warm`] = r.warm.toFixed(1);
    if (RUNS > 4) row[`${name} p99`] = r.p99.toFixed(1);
  }
  return row;
});
const text = table(rows);
const note =
  `${LISTINGS} listings; ms per query (count + ordered ids, no cache); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
  Object.entries(sizes)
    .map(([engine, s]) => `${engine}: ${s.grams} bigram rows, ${s.file}`)
    .join('; ');
console.log(`\n${note}\n${text}`);

if (args.includes('--write-docs')) {
  const docs = join(root, 'docs', 'search.md');
  const md = readFileSync(docs, 'utf8');
  const block = `<!-- board-search:start -->\n${note}\n\n\`\`\`\n${text}\n\`\`\`\n<!-- board-search:end -->`;
  writeFileSync(docs, md.replace(/<!-- board-search:start -->[\s\S]*<!-- board-search:end -->/, block));
  console.log(`written to ${docs}`);
}
