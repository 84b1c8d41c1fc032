import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { MESSAGES } from '@akiya/contracts';
import { Logger } from 'nestjs-pino';
import { HealthService } from '../src/health/health.service';
import { SpaFallback } from '../src/static-site/static-site';
import { seedAccounts } from './support/accounts';
import { party, type Party } from './support/deals';
import { startTestApp, useTestApp } from './support/test-app';
import { testEngines } from './support/test-database';
import { listen } from './support/two-instances';
import { overTheWire } from './support/wire';

/**
 * GET /metrics (token only) and request ids (docs/operations.md, "Metrics and request ids"):
 * counters by route pattern, the SSE gauge, page rendering and cache counters, the id echoed,
 * never taken from an untrusted client, in the log lines of the request and of the data requests
 * of a server-rendered page, and on the 500 page as 「エラーID: …」.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A shell server build that reads one API route through the render bridge (as a real page's loader does). */
const FAKE_SHELL = String.raw`
exports.provides = {};
exports.styles = () => '';
exports.render = async ({ url, fetch, siteOrigin }) => {
  const res = await fetch(new Request(siteOrigin + '/api/health/live'));
  return { html: '<main>PAGE:' + url + ':' + res.status + '</main>', state: {}, errors: [], complete: true, title: null };
};
`;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function writeSite(site: string): void {
  const shell = join(site, 'shell', 'dist');
  write(join(shell, 'index.html'), '<!doctype html><html lang=ja><head><title>家いちば</title></head><body><div id=root></div></body></html>');
  write(join(shell, 'server', 'shell.js'), FAKE_SHELL);
  write(join(shell, 'routes.json'), JSON.stringify(['/', '/search/*', '/some/page']));
}


/** The value of one sample of `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return 0;
}

/**
 * Every log line of the suite, whichever engine's application wrote it: a line written outside a
 * Nest route (a page) goes to nestjs-pino's root logger, which is the first application's of the
 * process. Ids are unique, so the tests find their lines by id.
 */
const lines: string[] = [];

describe.each(testEngines())('metrics and request ids on %s', (engine) => {
  const t = useTestApp(engine, {
    prepare: (db) => writeSite(join(db.dir, 'site')),
    env: { RATE_LIMIT_ENABLED: '0', METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', SSR_WORKERS: '1' },
    overrides: { logDestination: { write: (line: string) => void lines.push(line) } },
  });
  let port: number;
  let seller: Party;
  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown> & { req?: { id?: string; url?: string } });
  type Line = ReturnType<typeof logged>[number];
  /** The first log line matching `pred` (a request's last line is written once its answer has gone). */
  const lineWhere = async (pred: (l: Line) => boolean): Promise<Line | undefined> => {
    const deadline = Date.now() + 2000;
    for (;;) {
      const found = logged().find(pred);
      if (found || Date.now() > deadline) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    // Nest's static logger is the last application's: this one's (another may have started since).
    t.app.useLogger(t.app.get(Logger));
    await seedAccounts(t);
    seller = await party(t, '売田');
    port = await listen(t);
  });
  afterEach(() => jest.restoreAllMocks());

  const scrape = async () => {
    const res = await overTheWire(port, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('refuses /metrics (404) without the token or with a wrong one', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer wrong-token-0123456789abcde' }, { authorization: `Basic ${TOKEN}` }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await overTheWire(port, '/metrics', headers);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts a request just made by its route pattern and status, never its raw URL', async () => {
    const labels = { method: 'GET', route: '/api/properties/:id', status: '404' };
    const before = sample(await scrape(), 'http_requests_total', labels);
    expect((await overTheWire(port, '/api/properties/987654')).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', labels)).toBe(before + 1);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
    expect(text).not.toContain('/api/properties/987654');
    // A path no route owns is counted under one label, whatever the URL (cardinality).
    const unmatched = { method: 'GET', route: '(unmatched)', status: '404' };
    const n = sample(text, 'http_requests_total', unmatched);
    expect((await overTheWire(port, '/api/no-such-thing-4242')).status).toBe(404);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', unmatched)).toBe(n + 1);
    expect(after).not.toContain('/api/no-such-thing-4242');
    // Node's default metrics are there too.
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts server-rendered pages under their site route, with the page cache and the render time', async () => {
    const before = await scrape();
    const first = await overTheWire(port, '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6?p=1', { accept: 'text/html' });
    const second = await overTheWire(port, '/search/%E5%8F%A4%E6%B0%91%E5%AE%B6?p=1', { accept: 'text/html' });
    expect([first.status, first.headers['x-render'], first.headers['x-cache']]).toEqual([200, 'server', 'miss']);
    expect([second.status, second.headers['x-cache']]).toEqual([200, 'hit']);
    const route = { method: 'GET', route: '/search/*', status: '200' };
    // An answer is counted in Fastify's onResponse hook, after it went out: its site route is read from
    // the remotes document (a database read at most every 500 ms), so the count may land a moment after
    // the client has the page. Scrape again until both are in (or 2 s have passed).
    let after = await scrape();
    for (let i = 0; i < 20 && sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await scrape();
    }
    expect(sample(after, 'http_requests_total', route) - sample(before, 'http_requests_total', route)).toBe(2);
    expect(sample(after, 'page_cache_requests_total', { result: 'hit' }) - sample(before, 'page_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(sample(after, 'page_cache_requests_total', { result: 'miss' }) - sample(before, 'page_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(sample(after, 'ssr_render_duration_seconds_count', { mode: 'server' }) - sample(before, 'ssr_render_duration_seconds_count', { mode: 'server' })).toBe(1);
    expect(sample(after, 'ssr_pages_total', { mode: 'server' }) - sample(before, 'ssr_pages_total', { mode: 'server' })).toBe(2);
    expect(after).not.toContain('%E5%8F%A4');
  });

  it('shows the open SSE streams', async () => {
    const cookie = [...seller.browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let req!: ClientRequest;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      req = httpRequest({ host: '127.0.0.1', port, path: '/api/my-page/events', headers: { cookie, accept: 'text/event-stream' } }, resolve);
      req.on('error', reject);
      req.end();
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(sample(await scrape(), 'sse_open_streams')).toBe(1);
    } finally {
      req.destroy();
    }
    const deadline = Date.now() + 3000;
    while (sample(await scrape(), 'sse_open_streams') !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(sample(await scrape(), 'sse_open_streams')).toBe(0);
  });

  it('shows the mail queue by state (failed mails are what an operator alerts on)', async () => {
    const before = sample(await scrape(), 'mail_queue_messages', { state: 'failed' });
    const when = '2030-01-01 00:00:00';
    for (let i = 0; i < 2; i += 1) {
      await t.dataSource.query(
        "INSERT INTO mail_queue (to_address, kind, subject, text, html, state, attempts, next_attempt_at, created_at) VALUES (?, 'test', 'x', 'x', 'x', 'failed', 5, ?, ?)",
        [`metrics${i}@example.jp`, when, when],
      );
    }
    try {
      expect(sample(await scrape(), 'mail_queue_messages', { state: 'failed' })).toBe(before + 2);
    } finally {
      await t.dataSource.query("DELETE FROM mail_queue WHERE to_address LIKE 'metrics%@example.jp'");
    }
  });

  it('gives every request an id of its own, echoed in X-Request-Id; a client cannot choose it', async () => {
    const a = await overTheWire(port, '/api/health/live');
    const b = await overTheWire(port, '/api/health/live');
    expect(String(a.headers['x-request-id'])).toMatch(UUID);
    expect(String(b.headers['x-request-id'])).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // TRUST_PROXY is not set: the client's own X-Request-Id is not believed.
    const forged = await overTheWire(port, '/api/health/live', { 'x-request-id': 'forged-id-1234' });
    expect(forged.headers['x-request-id']).not.toBe('forged-id-1234');
    expect(String(forged.headers['x-request-id'])).toMatch(UUID);
    const line = await lineWhere((l) => l.req?.url === '/api/health/live' && l.req.id === forged.headers['x-request-id']);
    expect(line).toBeDefined();
    expect(logged().some((l) => l.req?.id === 'forged-id-1234' || l.reqId === 'forged-id-1234')).toBe(false);
  });

  it('carries the page’s id to the data requests of its server render', async () => {
    const page = await overTheWire(port, '/search/id-check?x=1', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('PAGE:/search/id-check?x=1:200');
    const id = String(page.headers['x-request-id']);
    expect(id).toMatch(UUID);
    const dataLine = await lineWhere((l) => l.req?.url === '/api/health/live' && l.req.id === id);
    expect(dataLine).toBeDefined();
  });

  it('shows 「エラーID: …」 with the id of the header and of the log line on the 500 page', async () => {
    jest.spyOn(SpaFallback.prototype, 'send').mockRejectedValue(new Error('ENOENT: /srv/akiya/shell/dist/index.html'));
    const res = await overTheWire(port, '/some/page', { accept: 'text/html' });
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(res.body).toContain(`エラーID: ${id}`);
    expect(res.body).toContain(MESSAGES.serverError);
    expect(res.body).not.toContain('/srv/akiya');
    const errorLine = await lineWhere((l) => String(l.msg ?? '').includes('/srv/akiya/shell/dist/index.html') && l.reqId === id);
    expect(errorLine?.reqId).toBe(id);
  });

  it('puts the id in the body of an API 500 (the shell’s error page shows it)', async () => {
    jest.spyOn(HealthService.prototype, 'check').mockRejectedValue(new Error('boom at /srv/akiya'));
    const res = await overTheWire(port, '/api/health');
    expect(res.status).toBe(500);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: MESSAGES.serverError, request_id: res.headers['x-request-id'] });
    const errorLine = await lineWhere((l) => String(l.msg ?? '').includes('boom at /srv/akiya') && l.reqId === res.headers['x-request-id']);
    expect(errorLine?.reqId).toBe(res.headers['x-request-id']);
  });

  // Last: another application in this process takes over Nest's static logger (its log lines would
  // no longer reach this suite's destination).
  it('has no /metrics at all when no token is configured', async () => {
    const other = await startTestApp(t.db, { RATE_LIMIT_ENABLED: '0' });
    try {
      for (const headers of [{} as Record<string, string>, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await other.get('/metrics', headers);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('http_requests_total');
      }
    } finally {
      await other.close();
    }
  });

  it('takes X-Request-Id from a trusted proxy (TRUST_PROXY)', async () => {
    const other = await startTestApp(t.db, { RATE_LIMIT_ENABLED: '0', TRUST_PROXY: '127.0.0.1' });
    try {
      const otherPort = await listen(other);
      const res = await overTheWire(otherPort, '/api/health/live', { 'x-request-id': 'lb-7f3a9c' });
      expect(res.headers['x-request-id']).toBe('lb-7f3a9c');
      // Not a value that could break a log line or a header.
      const bad = await overTheWire(otherPort, '/api/health/live', { 'x-request-id': 'a b<script>' });
      expect(String(bad.headers['x-request-id'])).toMatch(UUID);
    } finally {
      await other.close();
    }
  });
});
