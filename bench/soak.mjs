#!/usr/bin/env node
// A soak: SOAK_SECONDS (300) of mixed traffic against two API instances that share MariaDB and Redis,
// the way the site is deployed, each request going to A or B in turn:
//   - anonymous pages (/, /board, /project/{id}, /reviews/{id}) as HTML, SOAK_ANON loops (6);
//   - signed-in pages (/my-page, /my-page/messages) as the demo buyer, SOAK_SIGNED loops (3);
//   - deal messages from the demo buyer in one of their threads, SOAK_MESSAGES loops (2), each
//     pausing 100 ms between sends;
//   - uploads: a message with a PNG attachment, one loop pausing 500 ms between sends.
// Prints per kind: requests, errors (non-2xx, network errors), p50 and p99; per instance and minute
// the RSS of the API process (sampled every 5 s: mean and range) and the floor of its main thread's
// heap. Targets: 0 errors; the mean RSS of the last minute within 15 % of that of minute 1. Exits 0 either way; --strict exits 1 when a target is not met.
// Needs the site built (npm run build). Rate limits are off (a soak is not an attack).
// Usage: node bench/soak.mjs [--strict]
//   BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/akiya_soak: dropped and re-created),
//   BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_PORT_A/B (3490/3491), SOAK_SECONDS, SSR_WORKERS (1 per
//   instance: both share this machine's cores), SOAK_DEBUG=1 (log the choice of thread).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recreateMysql, root, table, waitFor } from './lib.mjs';

const STRICT = process.argv.slice(2).includes('--strict');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PORTS = [Number(process.env.BENCH_PORT_A ?? 3490), Number(process.env.BENCH_PORT_B ?? 3491)];
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/akiya_soak';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOOPS = { anon: Number(process.env.SOAK_ANON ?? 6), signed: Number(process.env.SOAK_SIGNED ?? 3), messages: Number(process.env.SOAK_MESSAGES ?? 2), uploads: 1 };
const BUYER = { email: 'buyer@example.jp', password: 'akiyademo1' };
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const log = (message) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'akiya-soak-')),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_ENABLED: '0',
  DATABASE_URL: DB_URL,
  REDIS_URL,
  REDIS_KEY_PREFIX: `soak-${Date.now()}:`,
  // Two instances on one machine: one render thread each unless told otherwise (the default is one per core each).
  SSR_WORKERS: process.env.SSR_WORKERS ?? '1',
  // /metrics for the heap readings.
  METRICS_TOKEN: process.env.METRICS_TOKEN ?? `soak-${randomBytes(12).toString('hex')}`,
};

function startApi(port, extra = {}) {
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`API on ${port} exited with ${code}`))));
  return Promise.race([waitFor(`http://127.0.0.1:${port}/api/health`, 120_000), exited]).then(() => child);
}

/** The resident set of a process in MB (Linux), or NaN. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

class Session {
  jar = new Map();

  keep(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  headers(json = true) {
    return { ...(json ? { 'content-type': 'application/json' } : {}), cookie: this.cookie, 'x-csrf-token': this.jar.get('akiya_csrf') ?? '' };
  }

  async login(base) {
    this.keep(await fetch(`${base}/api/common/base-data`));
    for (const [path, body] of [
      ['/api/login/post-email', { email: BUYER.email, password: '' }],
      ['/api/login/post', BUYER],
    ]) {
      const res = await fetch(base + path, { method: 'POST', headers: this.headers(), body: JSON.stringify(body) });
      this.keep(res);
      if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
    }
  }
}

const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
let turn = 0;
const nextBase = () => bases[turn++ % bases.length];

/** Per kind: latencies (ms), errors and a few error samples. */
const stats = new Map();
function record(kind, ms, ok, detail) {
  const s = stats.get(kind) ?? { times: [], errors: 0, samples: [] };
  s.times.push(ms);
  if (!ok) {
    s.errors += 1;
    if (s.samples.length < 3) s.samples.push(detail);
  }
  stats.set(kind, s);
}

async function timed(kind, run) {
  const started = performance.now();
  try {
    const res = await run();
    await res.arrayBuffer();
    record(kind, performance.now() - started, res.ok, `${res.status} ${res.url}`);
  } catch (error) {
    record(kind, performance.now() - started, false, String(error?.cause?.code ?? error?.message ?? error));
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mean = (xs) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

/** The main thread's V8 heap in use of the API at `base` (MB, from /metrics), or NaN. */
async function heapUsedMb(base) {
  try {
    const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } })).text();
    const m = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
    return m ? Number(m[1]) / 1024 / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function main() {
  log(`MariaDB ${DB_URL.replace(/\/\/[^@/]*@/, '//***@')}, Redis ${REDIS_URL}; ${SECONDS} s`);
  await recreateMysql(DB_URL);
  // A seeds the demo data into the empty database; B starts on it once A is up.
  const a = await startApi(PORTS[0], { SEED_IF_EMPTY: '1' });
  const b = await startApi(PORTS[1]);
  const children = [a, b];
  try {
    const listing = (await (await fetch(`${bases[0]}/api/properties?page=1`)).json()).items.slice(0, 5).map((p) => p.id);
    const story = (await (await fetch(`${bases[0]}/api/articles?type=2&page=1`)).json()).items?.[0]?.id ?? 1;
    const anonPaths = ['/', '/board', ...listing.map((id) => `/project/${id}`), `/reviews/${story}`];
    const signedPaths = ['/my-page', '/my-page/messages'];

    const buyer = new Session();
    await buyer.login(bases[0]);
    // A thread of the buyer's that still takes messages: the first one a message goes through to.
    const list = await (await fetch(`${bases[0]}/api/my-page/all-contacts`, { headers: buyer.headers() })).json();
    let thread = null;
    for (const item of list.items ?? []) {
      const res = await fetch(`${bases[0]}/api/my-page/contacts/${item.contact_id ?? item.id}/messages`, { method: 'POST', headers: buyer.headers(), body: JSON.stringify({ body: 'ソーク試験の最初のメッセージです。', clientId: `soak-first-${process.pid}-${item.id}` }) });
      const text = await res.text();
      if (process.env.SOAK_DEBUG) log(`thread ${item.contact_id ?? item.id}: ${res.status} ${text.slice(0, 200)}`);
      if (res.ok) {
        thread = item.contact_id ?? item.id;
        break;
      }
    }
    if (thread === null) throw new Error('the demo buyer has no thread that takes messages');
    log(`pages ${anonPaths.join(' ')}; thread ${thread}`);

    const start = Date.now();
    const until = start + SECONDS * 1000;
    const html = { accept: 'text/html' };
    let n = 0;
    const loops = [];
    for (let i = 0; i < LOOPS.anon; i++)
      loops.push(
        (async () => {
          for (let k = i; Date.now() < until; k++) await timed('anonymous pages', () => fetch(nextBase() + anonPaths[k % anonPaths.length], { headers: html }));
        })(),
      );
    for (let i = 0; i < LOOPS.signed; i++)
      loops.push(
        (async () => {
          for (let k = i; Date.now() < until; k++) await timed('signed-in pages', () => fetch(nextBase() + signedPaths[k % signedPaths.length], { headers: { ...html, cookie: buyer.cookie } }));
        })(),
      );
    for (let i = 0; i < LOOPS.messages; i++)
      loops.push(
        (async () => {
          while (Date.now() < until) {
            const body = JSON.stringify({ body: `ソーク試験のメッセージ ${++n}`, clientId: `soak-${process.pid}-${n}` });
            await timed('deal messages', () => fetch(`${nextBase()}/api/my-page/contacts/${thread}/messages`, { method: 'POST', headers: buyer.headers(), body }));
            await sleep(100);
          }
        })(),
      );
    loops.push(
      (async () => {
        while (Date.now() < until) {
          const form = new FormData();
          form.set('body', `写真を送ります ${++n}`);
          form.set('clientId', `soak-upload-${process.pid}-${n}`);
          form.append('files', new Blob([PNG], { type: 'image/png' }), 'soak.png');
          await timed('uploads', () => fetch(`${nextBase()}/api/my-page/contacts/${thread}/messages`, { method: 'POST', headers: buyer.headers(false), body: form }));
          await sleep(500);
        }
      })(),
    );

    // Memory of each instance, sampled the same way all along: every SAMPLE_MS the RSS (/proc) and
    // the main thread's V8 heap in use (/metrics). Garbage collection makes both a sawtooth (the heap
    // climbs between major collections and drops back), so one reading at the end of a minute lands
    // anywhere on it; each minute is reported as the mean and the range of its readings, and the
    // lowest heap reading of the minute (just after a major collection: the live data). A leak shows
    // as a rising mean and a rising floor.
    const SAMPLE_MS = 5000;
    const samples = [];
    const sampler = (async () => {
      for (let t = SAMPLE_MS; t <= SECONDS * 1000; t += SAMPLE_MS) {
        await sleep(Math.max(0, start + t - Date.now()));
        const heap = await Promise.all(bases.map(heapUsedMb));
        samples.push({ t, rss: [rssMb(a.pid), rssMb(b.pid)], heap });
      }
    })();
    await Promise.all([...loops, sampler]);

    const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
    const rows = [...stats].map(([kind, s]) => {
      const sorted = [...s.times].sort((x, y) => x - y);
      return { kind, requests: sorted.length, 'req/s': (sorted.length / SECONDS).toFixed(1), errors: s.errors, 'p50 ms': pct(sorted, 50).toFixed(0), 'p99 ms': pct(sorted, 99).toFixed(0) };
    });
    console.log(`\nSoak: ${SECONDS} s of mixed traffic, two API instances on MariaDB + Redis, requests alternating between them`);
    console.log(table(rows));
    for (const [kind, s] of stats) if (s.samples.length) console.log(`  ${kind} errors, e.g.: ${s.samples.join(' | ')}`);
    const step = Math.min(60_000, SECONDS * 1000);
    const rss = [];
    for (let t = step; t <= SECONDS * 1000; t += step) {
      const minute = samples.filter((x) => x.t > t - step && x.t <= t);
      const row = { minute: (t / 60_000).toFixed(1) };
      ['A', 'B'].forEach((k, i) => {
        const r = minute.map((x) => x.rss[i]).filter(Number.isFinite);
        const h = minute.map((x) => x.heap[i]).filter(Number.isFinite);
        row[`RSS ${k} mean`] = mean(r).toFixed(0);
        row[`RSS ${k} min–max`] = `${Math.min(...r).toFixed(0)}–${Math.max(...r).toFixed(0)}`;
        row[`heap ${k} floor`] = h.length ? Math.min(...h).toFixed(0) : '–';
      });
      rss.push(row);
    }
    console.log(`\nMemory of each API process (MB): RSS sampled every ${SAMPLE_MS / 1000} s, mean and range per minute; heap floor = the lowest main-thread heap in use of the minute`);
    console.log(table(rss));
    const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0);
    const growth = ['A', 'B'].map((k) => (Number(rss.at(-1)?.[`RSS ${k} mean`]) - Number(rss[0]?.[`RSS ${k} mean`])) / Number(rss[0]?.[`RSS ${k} mean`]));
    const rssOk = growth.every((g) => Number.isFinite(g) && g <= 0.15);
    console.log(
      `\ntargets: 0 errors: ${errors === 0 ? 'met' : `NOT met (${errors})`}; mean RSS of the last minute within 15 % of minute 1: ${rssOk ? 'met' : 'NOT met'} (A ${(growth[0] * 100).toFixed(1)} %, B ${(growth[1] * 100).toFixed(1)} %)`,
    );
    if (STRICT && (errors > 0 || !rssOk)) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
