#!/usr/bin/env node
// Server-rendered pages under load, next to the JSON the board asks for. With autocannon, one target
// after the other for SSR_BENCH_SECONDS each (after a 1-second warm-up that is not counted):
//   - GET /api/properties?page=1 as JSON, 50 connections (the yardstick);
//   - anonymous /, /board, /project/{a published listing} and a published article, as HTML, 50 connections each;
//   - /my-page/messages signed in as the demo buyer, as HTML, 10 connections.
// For each: req/s, p50, p99, errors (non-2xx, timeouts, connection errors) and how many answers were
// left to the browser (an X-Render header other than `server`, or none), counted per response from
// the response headers. Then, per page, the cold render time: the median of 10 sequential requests
// with a query string of their own (`?cold=<n>`, which the page cache has never seen), read from
// `Server-Timing: render;dur=<ms>`. No Accept-Encoding is sent, so no target pays for compression.
//
// Targets: every anonymous page at ≥ 25 % of the JSON's req/s, no errors, no page left to the
// browser, signed-in p99 ≤ 300 ms. Exits 0 either way; --strict exits 1 when one is not met.
//
// Starts the built site on BENCH_PORT (3396) with the demo data and rate limits off, as the other
// benchmarks do (npm run build first); BENCH_URL=http://127.0.0.1:3000 measures a running site
// instead (start it with RATE_LIMIT_ENABLED=0, or its limits answer some requests with 429).
// Usage: node bench/ssr-load.mjs [--strict]   (SSR_BENCH_SECONDS, BENCH_URL, BENCH_PORT, BENCH_DATABASE_URL)
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { drain, root, startSite, table } from './lib.mjs';

const { articlePath, CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } = createRequire(join(root, 'package.json'))('@akiya/contracts');

const STRICT = process.argv.slice(2).includes('--strict');
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const COLD_RUNS = 10;
const TARGETS = { htmlShare: 25, signedInP99: 300 };
// The demo buyer the seeds create (api/src/database/seeds/demo-accounts.ts).
const BUYER = { email: 'buyer@example.jp', password: 'akiyademo1' };

const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const log = (message) => console.error(`[ssr-load ${new Date().toISOString().slice(11, 19)}] ${message}`);
const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

/** A header of autocannon's per-response object: names as the server sent them, a value or a list of them. */
export function headerOf(headers, name) {
  for (const key of Object.keys(headers ?? {})) {
    if (key.toLowerCase() !== name) continue;
    const value = headers[key];
    return Array.isArray(value) ? value.join(', ') : String(value);
  }
  return undefined;
}

/** The `render` duration of a Server-Timing header (`render;dur=12.3, data;dur=4.0`), or NaN. */
export function renderMs(serverTiming) {
  const match = /(?:^|,)\s*render\s*;(?:[^,]*;)?\s*dur=([0-9.]+)/.exec(serverTiming ?? '');
  return match ? Number(match[1]) : NaN;
}

/** `server 5210, browser 3` from a Map of counts, most frequent first. */
const tally = (counts) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([value, n]) => `${value} ${n}`)
    .join(', ') || '-';
const bump = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** A cookie jar and the CSRF header, like the shared API client in a browser. */
class Client {
  jar = new Map();

  constructor(base) {
    this.base = base;
  }

  cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method, path, body) {
    const headers = { accept: 'application/json', cookie: this.cookie() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER_NAME.toLowerCase()] = this.jar.get(CSRF_COOKIE_NAME) ?? '';
    const res = await fetch(this.base + path, { method, headers, redirect: 'manual', body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (pair.slice(at + 1) === '') this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) };
  }
}

/** The two-step login of the site (bench/login.mjs); resolves the cookie header of the session, or null. */
async function signIn(base) {
  const client = new Client(base);
  await client.request('GET', '/api/common/base-data');
  const first = await client.request('POST', '/api/login/post-email', { email: BUYER.email, password: '' });
  const second = await client.request('POST', '/api/login/post', BUYER);
  if (first.status !== 200 || second.status !== 200 || !client.jar.has(SESSION_COOKIE_NAME)) {
    log(`signing in as ${BUYER.email} failed (${first.status}/${second.status}): the signed-in row will show the errors`);
    return null;
  }
  return client.cookie();
}

/** The pages to measure: a published listing from page 1 of the board, an article from the editorial API. */
async function discover(base) {
  const anonymous = new Client(base);
  const board = await anonymous.request('GET', '/api/properties?page=1');
  const listing = board.status === 200 ? board.json().items?.[0] : undefined;
  let article;
  for (const path of ['/api/articles?type=2', '/api/articles']) {
    const list = await anonymous.request('GET', path);
    article = list.status === 200 ? list.json().items?.[0] : undefined;
    if (article) break;
  }
  if (!listing) log('no published listing on /api/properties?page=1: the listing page is left out');
  if (!article) log('no published article on /api/articles: the article page is left out');
  return {
    csrf: anonymous.jar.has(CSRF_COOKIE_NAME) ? `${CSRF_COOKIE_NAME}=${anonymous.jar.get(CSRF_COOKIE_NAME)}` : '',
    listingPath: listing ? `/project/${listing.id}` : null,
    articlePath: article ? articlePath(article.type, article.id) : null,
  };
}

/**
 * One autocannon run. autocannon's client 'response' event carries no headers; a request's
 * `onResponse(status, body, context, headers)` does, so X-Render and X-Cache are counted there.
 */
async function load(base, target, seconds) {
  const render = new Map();
  const cache = new Map();
  const statuses = new Map();
  const onResponse = (status, _body, _context, headers) => {
    bump(statuses, status);
    if (!target.html) return;
    bump(render, headerOf(headers, 'x-render') ?? 'none');
    bump(cache, headerOf(headers, 'x-cache') ?? 'none');
  };
  const r = await autocannon({
    url: base,
    connections: target.connections,
    duration: seconds,
    requests: [{ method: 'GET', path: target.path, headers: target.headers, onResponse }],
  });
  const bad = [...statuses].filter(([status]) => status < 200 || status > 299);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // autocannon's `errors` already counts its timeouts.
    errors: r.errors + r.non2xx,
    errorDetail: [r.timeouts ? `${r.timeouts} timeouts` : '', ...bad.map(([status, n]) => `${status}×${n}`)].filter(Boolean).join(', '),
    left: target.html ? [...render].filter(([value]) => value !== 'server').reduce((sum, [, n]) => sum + n, 0) : null,
    render: tally(render),
    cache: tally(cache),
  };
}

/** The median render time of COLD_RUNS sequential requests the page cache has never seen. */
async function cold(base, target) {
  const renders = [];
  const totals = [];
  const caches = new Map();
  const first = Date.now();
  for (let i = 0; i < COLD_RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${target.path}${target.path.includes('?') ? '&' : '?'}cold=${first + i}`, {
      headers: target.headers,
      redirect: 'manual',
    });
    await res.arrayBuffer();
    totals.push(performance.now() - started);
    bump(caches, res.headers.get('x-cache') ?? 'none');
    const ms = renderMs(res.headers.get('server-timing'));
    if (Number.isFinite(ms)) renders.push(ms);
  }
  return { render: median(renders), samples: renders.length, total: median(totals), cache: tally(caches) };
}

/** Whether each target is met, and the closing line. */
export function verdict(rows) {
  const json = rows.find((r) => !r.html);
  const anonymous = rows.filter((r) => r.html && !r.signedIn);
  const signedIn = rows.find((r) => r.signedIn);
  const share = (r) => (json && json.rps > 0 ? (100 * r.rps) / json.rps : 0);
  const lowest = anonymous.reduce((low, r) => (low && share(low) <= share(r) ? low : r), null);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const left = rows.reduce((sum, r) => sum + (r.left ?? 0), 0);
  const checks = [
    {
      met: anonymous.length > 0 && anonymous.every((r) => share(r) >= TARGETS.htmlShare),
      text: `anonymous HTML ≥ ${TARGETS.htmlShare} % of JSON req/s on every page`,
      detail: lowest ? `lowest ${share(lowest).toFixed(1)} % on ${lowest.name}` : 'no page measured',
    },
    { met: errors === 0, text: '0 errors', detail: `${errors}` },
    { met: left === 0, text: '0 pages left to the browser', detail: `${left}` },
    {
      met: Boolean(signedIn) && signedIn.p99 <= TARGETS.signedInP99,
      text: `signed-in p99 ≤ ${TARGETS.signedInP99} ms`,
      detail: signedIn ? `${signedIn.p99} ms` : 'not measured',
    },
  ];
  const all = checks.every((c) => c.met);
  const line = `targets ${all ? 'met' : 'NOT met'}: ${checks.map((c) => `${c.text}: ${c.met ? 'met' : 'NOT met'} (${c.detail})`).join('; ')}`;
  return { all, line };
}

async function main() {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  let site = null;
  if (!external) {
    log(`starting the built site on port ${PORT}`);
    site = await startSite({
      port: PORT,
      env: { SEED_IF_EMPTY: '1', RATE_LIMIT_ENABLED: '0', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    });
  }
  const base = external ?? `http://127.0.0.1:${PORT}`;
  try {
    const found = await discover(base);
    const session = await signIn(base);
    // An anonymous browser keeps the CSRF cookie its first answer set; a signed-in one also its session.
    const anonymous = { accept: HTML, ...(found.csrf ? { cookie: found.csrf } : {}) };
    const targets = [
      { name: 'GET /api/properties?page=1 (JSON)', path: '/api/properties?page=1', connections: 50, headers: { accept: 'application/json', ...(found.csrf ? { cookie: found.csrf } : {}) } },
      { name: '/', path: '/', connections: 50, html: true, headers: anonymous },
      { name: '/board', path: '/board', connections: 50, html: true, headers: anonymous },
      ...(found.listingPath ? [{ name: found.listingPath, path: found.listingPath, connections: 50, html: true, headers: anonymous }] : []),
      ...(found.articlePath ? [{ name: found.articlePath, path: found.articlePath, connections: 50, html: true, headers: anonymous }] : []),
      {
        name: '/my-page/messages (signed in)',
        path: '/my-page/messages',
        connections: 10,
        html: true,
        signedIn: true,
        headers: { accept: HTML, ...(session ? { cookie: session } : {}) },
      },
    ];

    const colds = new Map();
    for (const target of targets.filter((t) => t.html)) {
      const c = await cold(base, target);
      colds.set(target, c);
      log(`${target.name}: cold render ${c.samples ? `${fixed(c.render)} ms` : 'n/a'} (median of ${COLD_RUNS})`);
    }

    const rows = [];
    for (const target of targets) {
      await load(base, target, 1); // warm-up: JIT, pools, the page cache as visitors find it
      await drain(base);
      const m = await load(base, target, SECONDS);
      rows.push({ ...target, ...m });
      log(`${target.name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors, ${m.left ?? '-'} left to the browser`);
      await drain(base);
    }

    const json = rows.find((r) => !r.html);
    const share = (r) => (json.rps > 0 ? `${((100 * r.rps) / json.rps).toFixed(1)} %` : '-');
    console.log(
      `\nServer-rendered pages under load: ${base}${site ? ' (started here, demo data)' : ''}, ${SECONDS} s per target, ` +
        `${cpus().length} CPU(s), load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      table(
        rows.map((r) => ({
          target: r.name,
          conns: r.connections,
          'req/s': r.rps.toFixed(1),
          'vs JSON': share(r),
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          errors: r.errorDetail ? `${r.errors} (${r.errorDetail})` : r.errors,
          'left to browser': r.left ?? '-',
          'X-Render': r.html ? r.render : '-',
          'X-Cache': r.html ? r.cache : '-',
        })),
      ),
    );
    console.log(`\nCold renders: median of ${COLD_RUNS} sequential requests, each with its own ?cold=<n> (the page cache misses)`);
    console.log(
      table(
        [...colds].map(([target, c]) => ({
          page: target.name,
          'render ms (Server-Timing)': c.samples ? `${fixed(c.render)}${c.samples < COLD_RUNS ? ` (${c.samples} of ${COLD_RUNS})` : ''}` : 'n/a',
          'response ms': fixed(c.total),
          'X-Cache': c.cache,
        })),
      ),
    );
    const { all, line } = verdict(rows);
    console.log(`\n${line}`);
    if (STRICT && !all) process.exitCode = 1;
  } finally {
    site?.stop();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
