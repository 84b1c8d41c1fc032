#!/usr/bin/env node
// The board at 100,000 listings (issue "The board … fast at 100,000 listings"), server side.
//
// For each engine (a fresh SQLite file, a fresh MariaDB/MySQL database created and dropped here):
// seed N listings in bulk (bench/board-seed.mjs), start the built API on a free port, and with
// autocannon (50 connections, loopback) measure p50, p99 and req/s of the board's requests, next to
// a bare node:http server sending the same bytes as board page 1 (measured before and after the rows,
// averaged). Everything runs twice: with the
// listing cache as deployed (LISTING_CACHE_TTL_MS=30000) and with it off (0), so the figures show
// what the queries and indexes do by themselves. "cold" is the first request of a row (nothing
// cached). The 1-minute load average is printed next to each row: other work on the machine moves
// these figures.
//
// Needs the API built (npm run build -w @akiya/contracts && npm run build -w @akiya/api).
// Usage: node bench/board.mjs [--listings 100000] [--seconds 10] [--engines sqlite,mysql]
//          [--cache on,off] [--mysql mysql://root@127.0.0.1:3306] [--keep]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { migrateAndSeedReference, seedMysql, seedSqlite } from './board-seed.mjs';
import { drain, root, table, waitFor } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const LISTINGS = Number(option('listings', process.env.BENCH_LISTINGS ?? 100_000));
const SECONDS = Number(option('seconds', process.env.BENCH_SECONDS ?? 10));
const ENGINES = option('engines', 'sqlite,mysql').split(',');
const CACHE_MODES = option('cache', 'on,off').split(',');
const MYSQL_SERVER = option('mysql', process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
const KEEP = args.includes('--keep');
const CONNECTIONS = 50;
const CACHE_TTL = { on: '30000', off: '0' };

const requireApi = createRequire(join(root, 'api', 'package.json'));
const log = (message) => console.error(`[board-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const load1 = () => loadavg()[0].toFixed(2);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** api/dist is shared: another build may be rewriting it (rm -rf dist, then tsc). Wait for it. */
async function waitForBuild() {
  const main = join(root, 'api', 'dist', 'main.js');
  for (let waited = 0; !existsSync(main); waited += 1000) {
    if (waited >= 180_000) throw new Error(`${main} is missing: build the API first (npm run build -w @akiya/api)`);
    if (waited === 0) log('api/dist is being rebuilt; waiting for it');
    await new Promise((r) => setTimeout(r, 1000));
  }
  await new Promise((r) => setTimeout(r, 2000));
}

/** Starts a node process; resolves once `url` answers. */
async function startProcess(argv, env, url) {
  const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`${argv.join(' ')} exited with ${code}`))));
  exited.catch(() => undefined);
  await Promise.race([waitFor(url, 120_000), exited]);
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        const gone = () => child.exitCode !== null || child.signalCode !== null;
        if (gone()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => !gone() && child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** A bare node:http server answering every request with `bytes` as JSON. */
function bareServer(port, file) {
  const code = `
    const body = require('fs').readFileSync(${JSON.stringify(file)});
    require('http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  return startProcess(['-e', code], {}, `http://127.0.0.1:${port}/`);
}

async function measure(url, headers) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors: r.errors + r.timeouts + r.non2xx };
}

async function timed(url, headers) {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.status, body, res };
}

async function benchEngine(engine) {
  const dir = mkdtempSync(join(tmpdir(), `akiya-board-${engine}-`));
  const dataDir = join(dir, 'data');
  let databaseUrl;
  let drop = async () => undefined;
  if (engine === 'sqlite') {
    const file = join(dir, 'board.sqlite');
    databaseUrl = `sqlite:${file}`;
    migrateAndSeedReference(databaseUrl, dataDir);
    await seedSqlite(file, LISTINGS, log);
  } else {
    const server = new URL(MYSQL_SERVER);
    const name = `akiya_board_bench_${process.pid}`;
    const conn = { host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username || 'root'), password: decodeURIComponent(server.password) };
    const mysql = requireApi('mysql2/promise');
    const admin = await mysql.createConnection(conn);
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    await admin.end();
    drop = async () => {
      const c = await mysql.createConnection(conn);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
    databaseUrl = `mysql://${conn.user}${conn.password ? `:${encodeURIComponent(conn.password)}` : ''}@${conn.host}:${conn.port}/${name}`;
    try {
      migrateAndSeedReference(databaseUrl, dataDir);
      await seedMysql({ ...conn, database: name }, LISTINGS, log);
    } catch (error) {
      await drop();
      throw error;
    }
  }

  const results = [];
  try {
    for (const mode of CACHE_MODES) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      await waitForBuild();
      log(`${engine}: starting the API (cache ${mode}) on ${base}`);
      const api = await startProcess(
        [join(root, 'api', 'dist', 'main.js')],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          LISTING_CACHE_TTL_MS: CACHE_TTL[mode],
          SEED_IF_EMPTY: '0',
        },
        `${base}/api/health`,
      );
      try {
        // A browser keeps the CSRF cookie the API hands out; so does the benchmark.
        const first = await timed(`${base}/api/properties?page=1`);
        const cookie = (first.res.headers.get('set-cookie') ?? '').split(';')[0];
        const headers = cookie ? { cookie } : {};
        const page1 = JSON.parse(first.body.toString('utf8'));
        const detailId = page1.items[0].id;
        const deepPage = Math.min(500, page1.totalPages);
        const rows = [
          ['board page 1', '/api/properties?page=1', first.ms],
          [`board page ${deepPage}`, `/api/properties?page=${deepPage}`],
          ['price 100-1000万円, price-asc, p2', '/api/properties?price_from=100&price_to=1000&sort_order=price-asc&page=2'],
          ['area 13 (東京都), page 2', '/api/properties?area=13&page=2'],
          ['word 温泉 (2 chars)', `/api/properties?word=${encodeURIComponent('温泉')}`],
          ['word 家庭菜園 (4 chars)', `/api/properties?word=${encodeURIComponent('家庭菜園')}`],
          [`detail /api/properties/${detailId}`, `/api/properties/${detailId}`],
        ];
        const bytesFile = join(dir, 'page1.json');
        writeFileSync(bytesFile, (await timed(`${base}/api/properties?page=1`, headers)).body);

        // Cold: the first request of each row, before anything is cached (one at a time).
        const colds = [];
        for (const [, path, coldMs] of rows) {
          if (coldMs !== undefined) {
            colds.push(coldMs);
            continue;
          }
          const cold = await timed(base + path, headers);
          if (cold.status !== 200) throw new Error(`${path}: ${cold.status} ${cold.body}`);
          colds.push(cold.ms);
        }
        // Warm-up of every row (JIT, connection pools, caches as visitors would find them).
        for (const [, path] of rows) await autocannon({ url: base + path, connections: CONNECTIONS, duration: 1, headers });
        await drain(base);

        // The bare server right before and right after the rows: the machine's load moves both alike.
        const barePort = await freePort();
        const bare = await bareServer(barePort, bytesFile);
        const bareRuns = [];
        const measured = [];
        try {
          bareRuns.push(await measure(`http://127.0.0.1:${barePort}/`, {}));
          log(`${engine}/${mode} bare node:http: ${bareRuns[0].rps} req/s, p99 ${bareRuns[0].p99} ms (load ${load1()})`);
          for (const [i, [name, path]] of rows.entries()) {
            const m = await measure(base + path, headers);
            measured.push({ name, path, cold: colds[i], ...m, load: load1() });
            log(`${engine}/${mode} ${name}: p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.rps} req/s, ${m.errors} errors (load ${load1()})`);
            await drain(base);
          }
          bareRuns.push(await measure(`http://127.0.0.1:${barePort}/`, {}));
          log(`${engine}/${mode} bare node:http: ${bareRuns[1].rps} req/s, p99 ${bareRuns[1].p99} ms (load ${load1()})`);
        } finally {
          await bare.stop();
        }
        const b = {
          p50: Math.max(...bareRuns.map((r) => r.p50)),
          p99: Math.max(...bareRuns.map((r) => r.p99)),
          rps: Math.round(bareRuns.reduce((sum, r) => sum + r.rps, 0) / bareRuns.length),
          errors: bareRuns.reduce((sum, r) => sum + r.errors, 0),
          runs: bareRuns.map((r) => r.rps),
        };
        const bareLoad = load1();
        results.push({ engine, mode, rows: measured, bare: { ...b, load: bareLoad } });
      } finally {
        await api.stop();
      }
    }
  } finally {
    if (KEEP) log(`${engine}: kept ${databaseUrl}`);
    else {
      await drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

const all = [];
log(`${LISTINGS} listings, ${SECONDS} s per row, ${CONNECTIONS} connections, engines ${ENGINES.join(', ')}, cache ${CACHE_MODES.join(', ')}; ${
  cpus().length
} CPUs, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await waitForBuild();
for (const engine of ENGINES) all.push(...(await benchEngine(engine)));

for (const run of all) {
  const rows = run.rows.map((r) => ({
    request: r.name,
    'cold ms': r.cold.toFixed(1),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'req/s': r.rps,
    'vs bare': `${((100 * r.rps) / run.bare.rps).toFixed(1)} %`,
    errors: r.errors,
    'load 1m': r.load,
  }));
  rows.push({
    request: `bare node:http, page 1 bytes (${run.bare.runs?.join(' / ') ?? run.bare.rps} req/s)`,
    'cold ms': '',
    'p50 ms': run.bare.p50,
    'p99 ms': run.bare.p99,
    'req/s': run.bare.rps,
    'vs bare': '100 %',
    errors: run.bare.errors,
    'load 1m': run.bare.load,
  });
  const engineName = run.engine === 'sqlite' ? 'SQLite' : 'MariaDB/MySQL';
  console.log(`\n${engineName}, ${LISTINGS} listings, listing cache ${run.mode === 'on' ? 'on (30 s, as deployed)' : 'off'}, ${CONNECTIONS} connections, ${SECONDS} s per row`);
  console.log(table(rows));
  if (run.engine === 'mysql' && run.mode === 'on') {
    const worst = Math.max(...run.rows.map((r) => r.p99));
    const share = (100 * run.rows[0].rps) / run.bare.rps;
    console.log(
      `targets (MariaDB): p99 ≤ 50 ms on every row: ${worst <= 50 ? 'met' : 'NOT met'} (worst ${worst} ms); ` +
        `board page 1 ≥ 25 % of bare: ${share >= 25 ? 'met' : 'NOT met'} (${share.toFixed(1)} %)`,
    );
  }
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', `board-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(out, JSON.stringify({ listings: LISTINGS, seconds: SECONDS, connections: CONNECTIONS, runs: all }, null, 2));
console.log(`\nraw figures: ${out}`);
