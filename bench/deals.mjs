#!/usr/bin/env node
// The deal workflow at scale on MySQL/MariaDB: seeds 10,000 users, 5,000 listings, 100,000 contacts
// and 1,000,000 messages with bulk multi-row INSERTs (not the ORM), starts two API processes sharing
// the database and Redis, and measures
//   - p99 of GET /api/my-page/all-contacts (a typical user, and a user with 2,000 contacts) and of one
//     thread page (GET /api/my-page/contacts/:id/messages) at 50 concurrent connections (autocannon);
//   - the time from a message sent (POST .../messages) to the other party's open SSE stream receiving
//     its event: same instance and across the two instances (Redis pub/sub), median and p99 over 100.
//   - 50 simultaneous sends to one thread (both parties, split over the two instances): answers other
//     than 200 (a deadlock used to surface as 500) and the p50/p99 of one send under that contention.
// BENCH_ONLY=sends runs only that last case (after the seed or BENCH_KEEP=1).
// Needs the API built (cd api && npx tsc -p tsconfig.build.json), MariaDB and Redis.
// Usage: node bench/deals.mjs
//   BENCH_DATABASE_URL (default mysql://root@127.0.0.1:3306/h3_bench — dropped and re-created),
//   BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_PORT_A/B (3430/3431), BENCH_SECONDS (10),
//   BENCH_KEEP=1 keeps an existing seeded database (skips the seed).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, root, sendLatencies, signIn, table, waitFor } from './lib.mjs';

const require = createRequire(join(root, 'api', 'package.json'));
const mysql = require('mysql2/promise');
const autocannon = require(join(root, 'node_modules', 'autocannon'));
const { hashPassword } = require(join(root, 'api/dist/auth/passwords.js'));

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/h3_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT_A = Number(process.env.BENCH_PORT_A ?? 3430);
const PORT_B = Number(process.env.BENCH_PORT_B ?? 3431);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const KEEP = process.env.BENCH_KEEP === '1';
const ONLY_SENDS = process.env.BENCH_ONLY === 'sends';

const USERS = 10_000;
const SELLERS = 2_000; // users 1..2000 own the listings; buyers are 2001..10000
const PROPERTIES = 5_000;
const CONTACTS = 100_000;
const MESSAGES = 1_000_000;
const HEAVY_BUYER = SELLERS + 1; // buyer of the first 2,000 contacts
const HEAVY_CONTACTS = 2_000;
const LONG_THREADS = 100; // contacts 1..100 have 100 messages each
const PASSWORD = 'benchpass1';
const STATUSES = ['商談開始前', '商談開始後', '買主から内覧予約', '内覧確定後', '購入申込書提出', '購入申込書承諾', 'キャンセル', '他決'];

const url = new URL(DB_URL);
const dbName = url.pathname.slice(1);
const conn = { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username || 'root'), password: decodeURIComponent(url.password) };
/** Logs in as one of the seeded accounts (their password: PASSWORD). */
const login = (port, email) => signIn(port, email, PASSWORD);
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const sqlTime = (d) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Sends rows in multi-row INSERTs of `batch` rows. */
async function bulk(db, table, columns, count, rowAt, batch = 5000) {
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) rows.push(rowAt(i));
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [rows]);
  }
}

function messagesOf(c) {
  if (c < LONG_THREADS) return 100;
  return 9 + (c - LONG_THREADS < MESSAGES - LONG_THREADS * 100 - (CONTACTS - LONG_THREADS) * 9 ? 1 : 0);
}

function migrate(env) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['api/dist/database/cli.js', 'migrate'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrate exited ${code}`))));
  });
}

async function seed(env) {
  const admin = await mysql.createConnection(conn);
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  await migrate(env);
  const db = await mysql.createConnection({ ...conn, database: dbName, timezone: 'Z', charset: 'utf8mb4_unicode_ci' });
  await db.query('SET foreign_key_checks = 0, unique_checks = 0');
  const t0 = performance.now();
  const hash = await hashPassword(PASSWORD);
  const base = Date.parse('2026-06-01T00:00:00Z');
  const verified = '2026-01-01 00:00:00';
  const family = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
  await bulk(db, 'users', ['email', 'last_name', 'first_name', 'password_hash', 'email_verified_at', 'registration_status'], USERS, (i) => [
    `deal-user-${i + 1}@bench.example`,
    family[i % family.length],
    '太郎',
    hash,
    verified,
    'registered',
  ]);
  const tUsers = performance.now();
  await bulk(
    db,
    'properties',
    ['title', 'description', 'prefecture_code', 'municipality', 'price_man_yen', 'price_sort', 'land_or_building', 'root_type', 'is_published', 'reception', 'seller_id', 'published_at', 'search_text', 'contact_count'],
    PROPERTIES,
    (i) => [`ベンチ物件${i + 1}`, '古民家です', '20', '松本市', 300, 300, 'building', 'published', 1, 1, 1 + (i % SELLERS), '2026-05-01 00:00:00', `べんちぶっけん${i + 1}`, 20],
  );
  // Contacts: the first 2,000 belong to the heavy buyer; the others spread over buyers 2002..10000.
  const contactRows = [];
  for (let c = 0; c < CONTACTS; c++) {
    const propertyIdx = c % PROPERTIES;
    const buyer = c < HEAVY_CONTACTS ? HEAVY_BUYER : SELLERS + 2 + ((c * 7919) % (USERS - SELLERS - 1));
    const n = messagesOf(c);
    const created = base + c * 60_000;
    const last = created + (n - 1) * 1000;
    const lastFrom = n % 2 === 1 ? 1 : 2;
    contactRows.push([buyer, 1 + (propertyIdx % SELLERS), propertyIdx + 1, STATUSES[c % STATUSES.length], 1, null, null, c % 3 === 0 ? 1 : 0, lastFrom, sqlTime(new Date(last)), `メッセージ${n}`, sqlTime(new Date(created)), sqlTime(new Date(last))]);
  }
  await bulk(
    db,
    'contacts',
    ['buyer_id', 'seller_id', 'property_id', 'contact_status', 'version', 'preview_date', 'preview_time', 'seller_messaged', 'last_message_from', 'last_message_at', 'last_message_body', 'created_at', 'updated_at'],
    CONTACTS,
    (c) => contactRows[c],
  );
  const tContacts = performance.now();
  // Messages, thread by thread: buyer and seller alternate; the last one is unread.
  let c = 0;
  let k = 0;
  await bulk(
    db,
    'contact_messages',
    ['contact_id', 'kind', 'send_from', 'send_to', 'sender_id', 'recipient_id', 'body', 'client_id', 'created_at', 'read_at'],
    MESSAGES,
    () => {
      while (k >= messagesOf(c)) {
        c++;
        k = 0;
      }
      const row = contactRows[c];
      const fromBuyer = k % 2 === 0;
      const at = sqlTime(new Date(base + c * 60_000 + k * 1000));
      const last = k === messagesOf(c) - 1;
      const out = [c + 1, 'text', fromBuyer ? 1 : 2, fromBuyer ? 2 : 1, fromBuyer ? row[0] : row[1], fromBuyer ? row[1] : row[0], `メッセージ本文です。${c + 1}-${k + 1} 内覧の日程についてご相談させてください。`, `seed-${c + 1}-${k}`, at, last ? null : at];
      k++;
      return out;
    },
    10_000,
  );
  await db.query('UPDATE contacts c JOIN (SELECT contact_id, MAX(id) AS m FROM contact_messages GROUP BY contact_id) x ON x.contact_id = c.id SET c.last_message_id = x.m');
  await db.query('ANALYZE TABLE contacts, contact_messages, properties, users');
  const tEnd = performance.now();
  await db.end();
  return { users: (tUsers - t0) / 1000, contacts: (tContacts - tUsers) / 1000, messages: (tEnd - tContacts) / 1000, total: (tEnd - t0) / 1000 };
}

function startApi(port, env) {
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`API on ${port} exited with ${code}`))));
  return Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 60_000), exited]).then(() => child);
}


function cannon(port, path, cookie) {
  return new Promise((resolve, reject) => {
    // As a browser asks: gzip accepted (the API compresses big contact lists).
    autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}


/** 100 messages from the seller; time until the buyer's stream (on `ssePort`) has the event. */
function sseLatency(sendPort, ssePort, seller, buyer, contactId, label) {
  return sendLatencies(
    ssePort,
    buyer.cookie,
    100,
    (i) =>
      fetch(`http://127.0.0.1:${sendPort}/api/my-page/contacts/${contactId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: seller.cookie, 'x-csrf-token': seller.csrf },
        body: JSON.stringify({ body: `ベンチメッセージ ${label} ${i}`, clientId: `bench-${label}-${Date.now()}-${i}` }),
      }),
    (event) => event.contact_id === contactId,
  );
}

/** `n` sends to one thread at once, alternating buyer/seller and instance A/B; status counts and latencies. */
async function concurrentSends(ports, parties, contactId, n = 50) {
  const stamp = Date.now();
  const results = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const who = parties[i % parties.length];
      const port = ports[Math.floor(i / parties.length) % ports.length];
      const t0 = performance.now();
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/my-page/contacts/${contactId}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.csrf },
          body: JSON.stringify({ body: `同時送信 ${i}`, clientId: `burst-${stamp}-${i}` }),
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - t0 };
      } catch {
        return { status: 0, ms: performance.now() - t0 };
      }
    }),
  );
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  const errors = results.filter((r) => r.status !== 200);
  return { n, errors: errors.length, statuses: [...new Set(errors.map((e) => e.status))].join(' ') || '-', p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'h3-bench-'));
const prefix = `akiya-bench-deals-${process.pid}:`;
const env = {
  ...process.env,
  DATABASE_URL: DB_URL,
  REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
  DATA_DIR: dataDir,
  RATE_LIMIT_ENABLED: '0',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1:3430',
};

let seedTimes = null;
if (!KEEP) {
  console.log(`Seeding ${USERS} users, ${PROPERTIES} listings, ${CONTACTS} contacts, ${MESSAGES} messages into ${dbName} …`);
  seedTimes = await seed(env);
  console.log(table([{ step: 'users + listings', s: seedTimes.users.toFixed(1) }, { step: 'contacts', s: seedTimes.contacts.toFixed(1) }, { step: 'messages + analyze', s: seedTimes.messages.toFixed(1) }, { step: 'total', s: seedTimes.total.toFixed(1) }]));
}

const apiA = await startApi(PORT_A, env);
const apiB = await startApi(PORT_B, env);
try {
  const db = await mysql.createConnection({ ...conn, database: dbName });
  const [[typical]] = await db.query('SELECT buyer_id AS id, COUNT(*) AS n FROM contacts WHERE buyer_id <> ? GROUP BY buyer_id ORDER BY buyer_id LIMIT 1', [HEAVY_BUYER]);
  const [[thread]] = await db.query('SELECT c.id, c.seller_id, c.buyer_id FROM contacts c WHERE c.id = 1');
  const [[counts]] = await db.query('SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM contacts) AS contacts, (SELECT COUNT(*) FROM contact_messages) AS messages');
  await db.query("UPDATE contacts SET contact_status = '商談開始後' WHERE id = 1");
  await db.end();

  if (ONLY_SENDS) {
    const buyer = await login(PORT_A, `deal-user-${thread.buyer_id}@bench.example`);
    const seller = await login(PORT_A, `deal-user-${thread.seller_id}@bench.example`);
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await concurrentSends([PORT_A, PORT_B], [buyer, seller], thread.id, 50));
    console.log(`\n50 simultaneous sends to one thread (buyer and seller, over two instances), 3 runs; ${cpus().length} CPU(s)`);
    console.log(table(runs.map((r, i) => ({ run: i + 1, sends: r.n, 'non-200': r.errors, statuses: r.statuses, 'p50 ms': ms(r.p50), 'p99 ms': ms(r.p99) }))));
    process.exitCode = runs.some((r) => r.errors > 0) ? 1 : 0;
  } else {
  const typicalUser = await login(PORT_A, `deal-user-${typical.id}@bench.example`);
  const heavyUser = await login(PORT_A, `deal-user-${HEAVY_BUYER}@bench.example`);
  const buyer = await login(PORT_A, `deal-user-${thread.buyer_id}@bench.example`);
  const seller = await login(PORT_A, `deal-user-${thread.seller_id}@bench.example`);

  // What one request costs without concurrency: the first (uncached) answer and a cached one.
  const single = [];
  for (const [label, who] of [
    ['typical', typicalUser],
    ['heavy', heavyUser],
  ]) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${PORT_A}/api/my-page/all-contacts`, { headers: { cookie: who.cookie, 'accept-encoding': 'identity' } });
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - t0);
    }
    single.push({ user: label, 'first (uncached) ms': ms(times[0]), 'cached ms': ms(times[1]), 'JSON bytes': bytes });
  }

  const rows = [];
  for (const [label, path, who] of [
    [`all-contacts, typical user (${typical.n} contacts)`, '/api/my-page/all-contacts', typicalUser],
    [`all-contacts, heavy user (${HEAVY_CONTACTS} contacts)`, '/api/my-page/all-contacts', heavyUser],
    ['thread page (30 of 100 messages)', `/api/my-page/contacts/${thread.id}/messages`, buyer],
  ]) {
    await cannon(PORT_A, path, who.cookie); // warm-up run (caches, JIT)
    const r = await cannon(PORT_A, path, who.cookie);
    rows.push({
      endpoint: label,
      'req/s': r.requests.average.toFixed(0),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'max ms': r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }

  const same = await sseLatency(PORT_A, PORT_A, seller, buyer, thread.id, 'same');
  const cross = await sseLatency(PORT_A, PORT_B, seller, buyer, thread.id, 'cross');

  console.log(
    `\nDeals on MariaDB: ${counts.users} users, ${counts.contacts} contacts, ${counts.messages} messages; ${cpus().length} CPU(s); ` +
      `${CONNECTIONS} connections × ${SECONDS} s per endpoint (autocannon), after a warm-up run; rate limits off`,
  );
  console.log(table(rows));
  console.log('\nOne request alone (no concurrency), all-contacts:');
  console.log(table(single));
  console.log('\nMessage sent → event on the other party’s open SSE stream (100 messages each, one at a time; REDIS_URL set)');
  console.log(
    table([
      { path: 'send on A, stream on A', 'median ms': ms(percentile(same.latencies, 50)), 'p99 ms': ms(percentile(same.latencies, 99)), 'POST p50 ms': ms(percentile(same.sends, 50)) },
      { path: 'send on A, stream on B', 'median ms': ms(percentile(cross.latencies, 50)), 'p99 ms': ms(percentile(cross.latencies, 99)), 'POST p50 ms': ms(percentile(cross.sends, 50)) },
    ]),
  );
  const burst = await concurrentSends([PORT_A, PORT_B], [buyer, seller], thread.id, 50);
  console.log('\n50 simultaneous sends to one thread (buyer and seller, over two instances)');
  console.log(table([{ sends: burst.n, 'non-200': burst.errors, statuses: burst.statuses, 'p50 ms': ms(burst.p50), 'p99 ms': ms(burst.p99) }]));
  }
} finally {
  apiA.kill('SIGTERM');
  apiB.kill('SIGTERM');
  // The sessions and counters this run left in Redis (the database is kept for BENCH_KEEP=1).
  const Redis = require('ioredis');
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
