#!/usr/bin/env node
// What a visitor's browser downloads as JavaScript, as it travels (compressed: the browser asks for
// br/gzip), against the budgets of the speed issue:
//   - the shell's first load (every script of '/' that is not a remote's) ≤ 120 KB;
//   - each remote's first route adds ≤ 60 KB (the remote's scripts for that page, shell excluded).
// Also the whole of '/' and '/board' by part (shell, each remote, API, uploads), raw and as sent.
// Needs the site built (npm run build). Usage: node bench/bundle-size.mjs [--strict]  (--strict: exit 1 over budget)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startSite, table } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;
const SHELL_BUDGET_KB = 120;
const REMOTE_BUDGET_KB = 60;
/** Each remote's first route: the page a visitor most often lands on. */
const FIRST_ROUTES = [
  ['board', '/board'],
  ['editorial', '/company'],
  ['mypage', '/my-page'],
  ['consulting', '/airyflow'],
  ['akiyabank', '/akiyabank'],
];

function partOf(url) {
  const u = new URL(url);
  const remote = u.pathname.match(/^\/remotes\/([^/]+)\//);
  if (remote) return `remote:${remote[1]}`;
  if (u.pathname.startsWith('/api/')) return 'api';
  if (u.pathname.startsWith('/uploads/')) return 'uploads';
  return 'shell';
}

/** Loads a page in a fresh context; per part: files, raw bytes, bytes sent (encoded), JS bytes sent. */
async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const parts = new Map();
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const part = partOf(request.url());
        const e = parts.get(part) ?? { files: 0, raw: 0, sent: 0, js: 0 };
        e.files += 1;
        e.raw += body.length;
        e.sent += sizes.responseBodySize;
        if (/javascript/.test(response.headers()['content-type'] ?? '')) e.js += sizes.responseBodySize;
        parts.set(part, e);
      })().catch(() => undefined),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await Promise.all(pending);
  await context.close();
  return parts;
}

const kb = (n) => (n / 1024).toFixed(1);
const strict = process.argv.includes('--strict');
const site = await startSite({ port: PORT, env: { SEED_IF_EMPTY: '1' } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
let over = false;
try {
  const budgets = [];
  const top = await measure(browser, '/');
  const shellJs = top.get('shell')?.js ?? 0;
  budgets.push({ what: "shell's first load ('/')", 'JS sent KB': kb(shellJs), 'budget KB': SHELL_BUDGET_KB, ok: shellJs <= SHELL_BUDGET_KB * 1024 ? 'yes' : 'OVER' });
  for (const [name, path] of FIRST_ROUTES) {
    const parts = await measure(browser, path);
    const js = parts.get(`remote:${name}`)?.js ?? 0;
    budgets.push({ what: `${name} adds for ${path}`, 'JS sent KB': kb(js), 'budget KB': REMOTE_BUDGET_KB, ok: js <= REMOTE_BUDGET_KB * 1024 ? 'yes' : 'OVER' });
  }
  over = budgets.some((b) => b.ok !== 'yes');
  console.log('\nJavaScript as sent (compressed) against the budgets');
  console.log(table(budgets));

  for (const path of ['/', '/board']) {
    const parts = path === '/' ? top : await measure(browser, path);
    const rows = [...parts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([part, s]) => ({ part, files: s.files, 'raw KB': kb(s.raw), 'sent KB': kb(s.sent), 'JS sent KB': kb(s.js) }));
    console.log(`\n${path}: everything downloaded, by part`);
    console.log(table(rows));
  }
} finally {
  await browser.close();
  site.stop();
}
if (strict && over) {
  console.error('over budget');
  process.exit(1);
}
