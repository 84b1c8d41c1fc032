#!/usr/bin/env node
// Editorial reads on MySQL/MariaDB: seeds 10,000 published articles (six types, ~2,000-character
// Markdown bodies with their rendered HTML) with bulk multi-row INSERTs into a fresh database,
// starts the API on it and measures p50/p99 of
//   - GET /api/articles?type=7 (page 1), a deep page, a story category page, all types mixed;
//   - GET /api/article/{id} over random ids;
// at 50 concurrent connections (autocannon, BENCH_SECONDS each); then the server-side render time
// (markdown-it + sanitize-html, as on save) of one 20,000-character Markdown article, median of 20.
// Needs the API built (cd api && npx tsc -p tsconfig.build.json) and MariaDB/MySQL.
// Usage: node bench/editorial.mjs
//   BENCH_DATABASE_URL (default mysql://root@127.0.0.1:3306/editorial_bench — dropped and re-created),
//   BENCH_PORT (3440), BENCH_SECONDS (10), BENCH_ARTICLES (10000), BENCH_KEEP=1 keeps the database afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, table, waitFor } from './lib.mjs';

const require = createRequire(join(root, 'api', 'package.json'));
const mysql = require('mysql2/promise');
const autocannon = require(join(root, 'node_modules', 'autocannon'));
const { renderMarkdown, markdownToText, searchTextOf } = require(join(root, 'api/dist/editorial/markdown-renderer.js'));

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/editorial_bench';
const PORT = Number(process.env.BENCH_PORT ?? 3440);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const CONNECTIONS = 50;
const TYPES = [2, 3, 4, 6, 7, 8];
const CATEGORIES = ['inherited', 'free-transfer', 'kominka', 'land', 'far-away', 'shop-house'];

const url = new URL(DB_URL);
const dbName = url.pathname.slice(1);
const conn = { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username || 'root'), password: decodeURIComponent(url.password) };
const sqlTime = (d) => d.toISOString().slice(0, 19).replace('T', ' ');
const log = (m) => console.error(`[editorial ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** A Markdown body of about `chars` characters: headings, paragraphs, a list, links and an image. */
function markdownOf(chars, seed) {
  const parts = [];
  let n = 0;
  for (let i = 0; n < chars; i++) {
    const block =
      i % 5 === 0
        ? `## 第${i / 5 + 1}節 空き家の${['片付け', '価格', '内覧', '契約', '引き渡し'][i % 5]}について`
        : i % 5 === 3
          ? `- 屋根と外壁の状態を確かめる\n- 水回りの写真を撮る\n- 境界を確かめる（[詳しくはこちら](/blog/${seed})）`
          : i % 5 === 4
            ? `![写真](/uploads/editorial/${seed % 50}.jpg)\n\n売主さんと買主さんが**直接**やりとりすることで、家の歴史や暮らしの知恵がそのまま引き継がれます。`
            : `記事${seed}の${i}段落目です。山あいの集落に残る古い家を、次に住む人へ手渡すまでの記録を綴ります。冬の寒さ、夏の草刈り、ご近所とのつきあいまで、正直にお伝えします。`;
    parts.push(block);
    n += block.length + 2;
  }
  return parts.join('\n\n');
}

async function seed() {
  const admin = await mysql.createConnection(conn);
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  // Migrations through the CLI (the same code the API runs at start).
  await new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['api/dist/database/cli.js', 'migrate'], { cwd: root, env: { ...process.env, DATABASE_URL: DB_URL }, stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate exited ${code}`))));
  });
  const db = await mysql.createConnection({ ...conn, database: dbName, charset: 'utf8mb4' });
  // A few distinct bodies, rendered once each (rendering 10,000 would measure the seed, not the reads).
  const bodies = Array.from({ length: 20 }, (_, i) => {
    const body = markdownOf(2000, i);
    return { body, html: renderMarkdown(body), text: markdownToText(body) };
  });
  const started = Date.now();
  const newest = Date.parse('2026-10-28T01:00:00Z');
  const columns = ['type', 'slug', 'title', 'lead', 'body', 'body_html', 'category', 'tags', 'author', 'status', 'published_at', 'version', 'search_text', 'created_at', 'updated_at'];
  const batch = 500;
  for (let start = 0; start < ARTICLES; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(ARTICLES, start + batch); i++) {
      const type = TYPES[i % TYPES.length];
      const b = bodies[i % bodies.length];
      const title = `ベンチ記事 ${i + 1} 山あいの古い家を手渡すまで`;
      const lead = '空き家を自分で売った方の記録です。';
      const at = sqlTime(new Date(newest - i * 3_600_000));
      rows.push([
        type, `bench-${i + 1}`, title, lead, b.body, b.html, type === 2 ? CATEGORIES[i % CATEGORIES.length] : null,
        JSON.stringify(['空き家', '古民家']), 'ベンチ', 'published', at, 1, searchTextOf(title, lead, b.text), at, at,
      ]);
    }
    await db.query(`INSERT INTO articles (${columns.join(', ')}) VALUES ?`, [rows]);
  }
  const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM articles');
  const [[{ min, max }]] = await db.query('SELECT MIN(id) AS min, MAX(id) AS max FROM articles');
  await db.end();
  log(`${n} articles inserted in ${Date.now() - started} ms`);
  return { min: Number(min), max: Number(max) };
}

function startApi() {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: DB_URL, DATA_DIR: mkdtempSync(join(tmpdir(), 'akiya-editorial-bench-')), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`API exited with ${code}`))));
  return Promise.race([waitFor(`http://127.0.0.1:${PORT}/api/health`, 60_000), exited]).then(() => child);
}

async function load(name, options) {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return { request: name, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, 'non-2xx + errors': r.non2xx + r.errors };
}

const ids = await seed();
const api = await startApi();
try {
  const base = `http://127.0.0.1:${PORT}`;
  const deepPage = Math.max(1, Math.floor(ARTICLES / TYPES.length / 10 / 2));
  const rows = [];
  for (const [name, path] of [
    ['/api/articles?type=7', '/api/articles?type=7'],
    [`/api/articles?type=7&page=${deepPage}`, `/api/articles?type=7&page=${deepPage}`],
    ['/api/articles?type=2&category=kominka', '/api/articles?type=2&category=kominka'],
    ['/api/articles (all types)', '/api/articles'],
  ]) {
    await fetch(base + path); // warm up
    rows.push(await load(name, { url: base + path }));
  }
  let k = 0;
  const span = ids.max - ids.min + 1;
  rows.push(
    await load('/api/article/{random id}', {
      url: base,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/article/${ids.min + ((k++ * 7919) % span)}` }) }],
    }),
  );
  console.log(`\nEditorial reads, ${ARTICLES} published articles on MySQL/MariaDB, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(table(rows));
} finally {
  api.kill('SIGTERM');
}

// Render time of one 20,000-character article (as done on save), median and max of 20 runs after a warm-up.
const big = markdownOf(20_000, 1);
renderMarkdown(big);
const times = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  renderMarkdown(big);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(`\nRender of a ${big.length}-character Markdown article (markdown-it + sanitize-html): median ${times[10].toFixed(1)} ms, max ${times[19].toFixed(1)} ms`);

if (process.env.BENCH_KEEP !== '1') {
  const admin = await mysql.createConnection(conn);
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.end();
}
