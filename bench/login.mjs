#!/usr/bin/env node
// The full two-step login (POST /api/login/post-email, then POST /api/login/post) at 20 concurrent
// logins: logins per second and latency percentiles, plus the cost of one argon2id hash and
// verification with the API's parameters. Needs the API built (npm run build -w @akiya/api).
// Usage: node bench/login.mjs   (BENCH_SECONDS, BENCH_WORKERS, BENCH_PORT, BENCH_DATABASE_URL)
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { root, startSite, table } from './lib.mjs';

const require = createRequire(import.meta.url);
const { ARGON2_PARAMS, hashPassword, verifyPassword } = require(join(root, 'api/dist/auth/passwords.js'));
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = require(join(root, 'api/dist/database/seeds/demo-accounts.js'));

const PORT = Number(process.env.BENCH_PORT ?? 3392);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 20);
const base = `http://127.0.0.1:${PORT}`;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** argon2id cost per hash and per verification, one at a time (what one login pays). */
async function argon2Cost(n = 20) {
  const hashes = [];
  const verifies = [];
  await hashPassword('warm-up1');
  let last = '';
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    last = await hashPassword(`bench-password-${i}`);
    hashes.push(performance.now() - t0);
  }
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await verifyPassword(last, `bench-password-${n - 1}`);
    verifies.push(performance.now() - t0);
  }
  return { hashes: hashes.sort((a, b) => a - b), verifies: verifies.sort((a, b) => a - b) };
}

/** A client with a cookie jar and the CSRF header, like the shared API client. */
class Client {
  jar = new Map();

  async request(method, path, body) {
    const headers = { accept: 'application/json', cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['x-csrf-token'] = this.jar.get('akiya_csrf') ?? '';
    const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    await res.arrayBuffer();
    return res.status;
  }
}

async function login(client, email) {
  const t0 = performance.now();
  const s1 = await client.request('POST', '/api/login/post-email', { email, password: '' });
  const t1 = performance.now();
  const s2 = await client.request('POST', '/api/login/post', { email, password: DEMO_PASSWORD });
  const t2 = performance.now();
  return { ok: s1 === 200 && s2 === 200, step1: t1 - t0, step2: t2 - t1, total: t2 - t0, status: `${s1}/${s2}` };
}

const cost = await argon2Cost();

const site = await startSite({
  port: PORT,
  env: { SEED_IF_EMPTY: '1', RATE_LIMIT_ENABLED: '0', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
});
let results;
try {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const clients = Array.from({ length: WORKERS }, () => new Client());
  await Promise.all(clients.map((c) => c.request('GET', '/api/common/base-data')));
  await Promise.all(clients.map((c, i) => login(c, emails[i % emails.length]))); // warm-up

  results = [];
  const errors = new Map();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client, i) => {
      while (performance.now() < deadline) {
        const r = await login(client, emails[i % emails.length]);
        if (r.ok) results.push(r);
        else errors.set(r.status, (errors.get(r.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const total = results.map((r) => r.total).sort((a, b) => a - b);
  const step1 = results.map((r) => r.step1).sort((a, b) => a - b);
  const step2 = results.map((r) => r.step2).sort((a, b) => a - b);

  console.log(
    `\nTwo-step login, ${WORKERS} concurrent logins for ${SECONDS} s, ${process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite'}, ` +
      `${cpus().length} CPU(s); rate limits off (RATE_LIMIT_ENABLED=0)`,
  );
  console.log(
    table([
      { measure: 'logins/s (both steps)', value: (results.length / elapsed).toFixed(1) },
      { measure: 'requests/s', value: ((results.length * 2) / elapsed).toFixed(1) },
      { measure: 'login p50 ms', value: ms(percentile(total, 50)) },
      { measure: 'login p99 ms', value: ms(percentile(total, 99)) },
      { measure: 'post-email p99 ms', value: ms(percentile(step1, 99)) },
      { measure: 'post (password) p50 ms', value: ms(percentile(step2, 50)) },
      { measure: 'post (password) p99 ms', value: ms(percentile(step2, 99)) },
      { measure: 'completed logins', value: results.length },
      { measure: 'failed logins', value: [...errors.values()].reduce((a, b) => a + b, 0) + (errors.size ? ` (${[...errors.keys()].join(', ')})` : '') },
    ]),
  );
} finally {
  site.stop();
}

console.log(
  `\nargon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}, ` +
    `${ARGON2_PARAMS.outputLen}-byte hash; ${cost.hashes.length} sequential runs in this process`,
);
console.log(
  table([
    { operation: 'hash', 'p50 ms': ms(percentile(cost.hashes, 50)), 'p99 ms': ms(percentile(cost.hashes, 99)), 'min ms': ms(cost.hashes[0]) },
    { operation: 'verify', 'p50 ms': ms(percentile(cost.verifies, 50)), 'p99 ms': ms(percentile(cost.verifies, 99)), 'min ms': ms(cost.verifies[0]) },
  ]),
);
