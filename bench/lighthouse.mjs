#!/usr/bin/env node
// Lighthouse (npm, 12.8) in Debian's Chromium with its default mobile preset (Moto G power screen,
// simulated slow 4G, 4x CPU slow-down) on the pages a visitor lands on: '/', '/board', a listing
// '/project/{id}' and an experience story '/reviews/{id}'. Median of RUNS runs (by score) per page;
// prints score, LCP, CLS, TBT, bytes and requests. Needs the site built (npm run build).
// Usage: node bench/lighthouse.mjs   (LH_RUNS=3, BENCH_PORT=3391, LH_PAGES=/,/board to choose pages)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, startSite, table } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3391);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const base = `http://127.0.0.1:${PORT}`;

async function firstId(path, pick) {
  const res = await fetch(base + path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return pick(await res.json());
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const site = await startSite({ port: PORT, env: { SEED_IF_EMPTY: '1' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
});
try {
  const listing = await firstId('/api/properties?page=1', (b) => (b.items ?? b.properties ?? b.data ?? [])[0]?.id);
  const story = await firstId('/api/articles?type=2&page=1', (b) => (b.items ?? b.articles ?? b.data ?? [])[0]?.id);
  const pages = (process.env.LH_PAGES ?? `/,/board,/project/${listing},/reviews/${story}`).split(',');
  const rows = [];
  for (const path of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Chromium now and then records no navigation start in the trace (NO_NAVSTART): that run is repeated.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) continue;
        break;
      }
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      const a = result.lhr.audits;
      runs.push({
        score: result.lhr.categories.performance.score ?? 0,
        lcp: a['largest-contentful-paint'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue ?? 0,
        tbt: a['total-blocking-time'].numericValue,
        bytes: a['total-byte-weight'].numericValue,
        requests: a['network-requests'].details?.items?.length ?? 0,
      });
    }
    // The run with the median score stands for the page (its figures belong together).
    const mid = median(runs.map((r) => r.score));
    const r = runs.find((x) => x.score === mid);
    rows.push({
      page: path,
      score: r.score.toFixed(2),
      'LCP s': (r.lcp / 1000).toFixed(1),
      CLS: r.cls.toFixed(3),
      'TBT ms': Math.round(r.tbt),
      KB: Math.round(r.bytes / 1024),
      requests: r.requests,
      runs: runs.map((x) => x.score.toFixed(2)).join(' '),
    });
  }
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${RUNS}`);
  console.log(table(rows));
} finally {
  await chrome.kill();
  site.stop();
}
