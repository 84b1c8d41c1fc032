#!/usr/bin/env node
// GET /api/properties with the demo data: requests per second and latency percentiles at 50
// concurrent connections on loopback (autocannon). Needs the API built. Usage: node bench/api-properties.mjs
import autocannon from 'autocannon';
import { startSite, table } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3391);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

const site = await startSite({ port: PORT, env: { SEED_IF_EMPTY: '1', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' } });
try {
  const rows = [];
  for (const [name, path] of [
    ['board page 1', '/api/properties?page=1'],
    ['board page 20', '/api/properties?page=20'],
    ['area 13', '/api/properties?area=13'],
    ['word 古民家', `/api/properties?word=${encodeURIComponent('古民家')}`],
  ]) {
    await fetch(base + path); // warm up
    const r = await autocannon({ url: base + path, connections: 50, duration: DURATION });
    rows.push({
      request: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  console.log(`\nGET /api/properties, 50 connections, ${DURATION} s each, ${process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite'}`);
  console.log(table(rows));
} finally {
  site.stop();
}
