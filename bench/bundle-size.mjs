#!/usr/bin/env node
// What the browser downloads for '/' and for '/board': KB raw and gzip, split into shell, each
// remote, API and uploads, and the number of requests made before the first listing is on screen.
// Needs the site built (npm run build). Usage: node bench/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startSite, table } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;

function kindOf(url) {
  const u = new URL(url);
  const remote = u.pathname.match(/^\/remotes\/([^/]+)\//);
  if (remote) return `remote:${remote[1]}`;
  if (u.pathname.startsWith('/api/')) return 'api';
  if (u.pathname.startsWith('/uploads/')) return 'uploads';
  return 'shell';
}

async function measure(browser, path, firstListingSelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const sizes = new Map();
  let requests = 0;
  let requestsAtFirstListing = null;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', async (res) => {
    try {
      const body = await res.body();
      const kind = kindOf(res.url());
      const entry = sizes.get(kind) ?? { raw: 0, gzip: 0, files: 0 };
      entry.raw += body.length;
      entry.gzip += gzipSync(body).length;
      entry.files += 1;
      sizes.set(kind, entry);
    } catch {
      /* redirects have no body */
    }
  });
  const started = Date.now();
  await page.goto(base + path);
  let firstListingMs = null;
  if (firstListingSelector) {
    await page.locator(firstListingSelector).first().waitFor({ state: 'visible', timeout: 30_000 });
    requestsAtFirstListing = requests;
    firstListingMs = Date.now() - started;
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  return { sizes, requests, requestsAtFirstListing, firstListingMs };
}

const site = await startSite({ port: PORT, env: { SEED_IF_EMPTY: '1' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const [path, selector] of [
    ['/', null],
    ['/board', 'a[href^="/project/"]'],
  ]) {
    const r = await measure(browser, path, selector);
    const rows = [...r.sizes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, s]) => ({ part: kind, files: s.files, 'raw KB': (s.raw / 1024).toFixed(1), 'gzip KB': (s.gzip / 1024).toFixed(1) }));
    const code = [...r.sizes.entries()].filter(([k]) => k === 'shell' || k.startsWith('remote:'));
    const sum = (f) => code.reduce((n, [, s]) => n + s[f], 0);
    rows.push({ part: 'JS+HTML+CSS total (shell+remotes)', files: code.reduce((n, [, s]) => n + s.files, 0), 'raw KB': (sum('raw') / 1024).toFixed(1), 'gzip KB': (sum('gzip') / 1024).toFixed(1) });
    console.log(`\n${path}: ${r.requests} requests in all` + (r.requestsAtFirstListing !== null ? `, ${r.requestsAtFirstListing} before the first listing was on screen (${r.firstListingMs} ms)` : ''));
    console.log(table(rows));
  }
} finally {
  await browser.close();
  site.stop();
}
