import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import Redis from 'ioredis';
import { seedAccounts } from './support/accounts';
import { createListing, enquire, party, type Party } from './support/deals';
import { REDIS_URL, redisReachable } from './support/redis';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { crossEngine, listen } from './support/two-instances';
import { freePort } from './support/wire';

/**
 * Graceful shutdown of the real entry point (api/src/main.ts in a child process, as in
 * startup.e2e-spec.ts; docs/operations.md "Stopping and restarting"), with a second instance that
 * keeps running (an in-process app on the same database and Redis, as behind a load balancer):
 * SIGTERM while 200 requests are in flight and 20 realtime streams are open → every request that
 * reached the stopping instance is answered, a request it refused is answered by the other one (the
 * balancer's retry), every stream ends with a `retry:` hint, and, reconnecting as EventSource does
 * after that delay to the surviving instance, receives a change made afterwards; the process exits 0.
 * MariaDB + Redis when TEST_DATABASE_URL is set (as deployed); else SQLite, with Redis when reachable.
 */

const API_DIR = resolve(__dirname, '..');
const REPO = resolve(API_DIR, '..');

/** A shell server build whose pages take a second to render: requests are still in flight at the signal. */
const SLOW_SHELL = String.raw`
exports.provides = {};
exports.styles = () => '';
exports.render = async ({ url }) => {
  await new Promise((r) => setTimeout(r, 1000));
  return { html: '<main>SLOW:' + url + '</main>', state: {}, errors: [], complete: true, title: null };
};
`;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Redis when it can be reached (in CI it must be: .ci/run starts it), else each instance alone. */
const useRedis = REDIS_URL !== 'off' && (process.env.CI === 'true' || redisReachable(REDIS_URL));

/** The child process's DATABASE_URL for the suite's database. */
function databaseUrl(db: TestDatabase): string {
  const c = db.config;
  if (c.type === 'better-sqlite3') return `sqlite:${c.file}`;
  const auth = c.password ? `${encodeURIComponent(c.username)}:${encodeURIComponent(c.password)}` : encodeURIComponent(c.username);
  return `mysql://${auth}@${c.host}:${c.port}/${c.database}`;
}

/** One realtime stream as EventSource sees it: the text, the `retry:` hint, the last event id. */
interface Stream {
  status: number;
  text: string;
  ended: boolean;
  /** The events received (`updated_user_contacts`), in order. */
  events: { id: number; contact_id: number | null }[];
}

/** Opens `/api/my-page/events` on `port`; resolves once the server said `: connected`. */
function openStream(port: number, cookie: string, agent: Agent, lastEventId?: string): Promise<Stream> {
  const s: Stream = { status: 0, text: '', ended: false, events: [] };
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  return new Promise<Stream>((resolveOpen, rejectOpen) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/my-page/events', headers, agent }, (res) => {
      s.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        s.text += chunk;
        s.events = [...s.text.matchAll(/event: updated_user_contacts\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]) as Stream['events'][number]);
        if (s.text.includes(': connected')) resolveOpen(s);
      });
      res.on('end', () => (s.ended = true));
      res.on('close', () => (s.ended = true));
    });
    req.on('error', rejectOpen);
    req.end();
  });
}

interface Outcome {
  path: string;
  /** The TCP connection was established before SIGTERM was sent. */
  connectedBeforeSignal: boolean;
  status: number | null;
  body: string;
  error: string | null;
  /** The answer ended after SIGTERM was sent. */
  endedAfterSignal: boolean;
}

describe(`graceful shutdown (SIGTERM) beside a running instance (${crossEngine}${useRedis ? ' + Redis' : ''})`, () => {
  let db: TestDatabase;
  let child: ChildProcess;
  /** The instance that keeps running (in this process), listening on `survivorPort`. */
  let survivor: TestApp;
  let survivorPort: number;
  let port: number;
  let cookie: string;
  let buyer: Party;
  let seller: Party;
  let contactId: number;
  let stderr = '';
  const prefix = `akiya-test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    db = await createTestDatabase(crossEngine);
    const site = join(db.dir, 'site');
    write(join(site, 'shell', 'dist', 'index.html'), '<!doctype html><html lang=ja><head><title>家いちば</title></head><body><div id=root></div></body></html>');
    write(join(site, 'shell', 'dist', 'server', 'shell.js'), SLOW_SHELL);
    write(join(site, 'shell', 'dist', 'routes.json'), JSON.stringify(['/', '/slow/:n']));
    const shared: Record<string, string> = { RATE_LIMIT_ENABLED: '0', SSE_MAX_STREAMS_PER_SESSION: '50', ...(useRedis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}) };
    // The surviving instance migrates and holds a deal: the buyer (whose streams are tested) enquired
    // about the seller's listing. Sessions are in Redis (or the database): valid on both instances.
    survivor = await startTestApp(db, shared);
    await seedAccounts(survivor);
    seller = await party(survivor, '売田');
    buyer = await party(survivor, '買山');
    ({ contact_id: contactId } = await enquire(buyer.browser, await createListing(survivor, seller.user.id)));
    cookie = [...buyer.browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    survivorPort = await listen(survivor);

    port = await freePort();
    child = spawn(process.execPath, ['-r', '@swc-node/register', join(API_DIR, 'src', 'main.ts')], {
      cwd: REPO,
      env: {
        ...process.env,
        ...shared,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SWC_NODE_PROJECT: join(API_DIR, 'tsconfig.json'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl(db),
        DATA_DIR: join(db.dir, 'data'),
        STATIC_ROOT: site,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SSR_WORKERS: '1',
        SSR_PER_WORKER: '64',
        SSR_QUEUE_LIMIT: '1000',
        PAGE_CACHE_TTL_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr!.on('data', (d) => (stderr += d));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`no answer on ${port}: ${stderr}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await survivor?.close();
    if (useRedis) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await db?.drop();
  });

  it('answers every request in flight, ends the streams with a retry hint, and the streams reconnect to the other instance', async () => {
    let signalled = false;
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

    const send = (to: number, path: string, headers: Record<string, string>): Promise<Outcome> =>
      new Promise((done) => {
        const outcome: Outcome = { path, connectedBeforeSignal: false, status: null, body: '', error: null, endedAfterSignal: false };
        const req = httpRequest({ host: '127.0.0.1', port: to, path, headers, agent }, (res) => {
          outcome.status = res.statusCode ?? 0;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (outcome.body += chunk));
          res.on('end', () => {
            outcome.endedAfterSignal = signalled;
            done(outcome);
          });
          res.on('error', (error) => done({ ...outcome, error: error.message }));
        });
        req.on('socket', (socket) =>
          socket.once('connect', () => {
            outcome.connectedBeforeSignal = !signalled;
          }),
        );
        req.on('error', (error) => done({ ...outcome, error: (error as NodeJS.ErrnoException).code ?? error.message }));
        req.end();
      });

    // 20 realtime streams on the instance about to stop, open before the load.
    const streams = await Promise.all(Array.from({ length: 20 }, () => openStream(port, cookie, agent)));
    expect(streams.every((s) => s.status === 200)).toBe(true);

    // 200 requests at once: slow server-rendered pages and API reads.
    const requests = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0 ? send(port, `/slow/${i}`, { accept: 'text/html' }) : send(port, `/api/common/base-data?i=${i}`, { accept: 'application/json' }),
    );
    // SIGTERM mid-way: once the API reads are answered (the server has accepted every connection: it
    // accepts in order, and the last read was sent last) while the slow pages are still rendering.
    // A connection still in the kernel's backlog when a server stops listening is refused by the
    // kernel, for any server: the balancer retries it elsewhere (docs/operations.md).
    let apiAnswered = 0;
    requests.forEach((r, i) => void (i % 2 === 1 && r.then(() => (apiAnswered += 1))));
    const waitUntil = Date.now() + 10_000;
    while (apiAnswered < 100 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 2));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    signalled = true;
    child.kill('SIGTERM');
    // Requests started after the signal may be refused by the stopping instance (it no longer
    // listens); never hang; a refused one, retried on the other instance as a balancer does, succeeds.
    const late = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const first = await send(port, `/api/common/base-data?late=${i}`, {});
        const retried = first.status === null && ['ECONNREFUSED', 'ECONNRESET'].includes(String(first.error));
        return { first, final: retried ? await send(survivorPort, `/api/common/base-data?late=${i}`, {}) : first };
      }),
    );

    const outcomes = await Promise.all(requests);
    const accepted = outcomes.filter((o) => o.connectedBeforeSignal);
    expect(accepted.length).toBe(200);
    const failed = accepted.filter((o) => o.error !== null || o.status !== 200);
    expect(failed.map((o) => `${o.path} ${o.status} ${o.error} ${o.body.slice(0, 80)}`)).toEqual([]);
    // The slow pages were really in flight at the signal, and were answered in full.
    expect(outcomes.filter((o) => o.body.includes('SLOW:')).length).toBe(100);
    expect(outcomes.filter((o) => o.body.includes('SLOW:') && o.endedAfterSignal).length).toBeGreaterThan(50);
    for (const { first, final } of late) {
      expect(first.status === 200 || ['ECONNREFUSED', 'ECONNRESET'].includes(String(first.error))).toBe(true);
      expect([final.status, final.error]).toEqual([200, null]);
    }

    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    for (const s of streams) {
      expect(s.ended).toBe(true);
      expect(s.text).toMatch(/retry: 1000\n: shutting down\n\n$/);
    }

    // Each closed stream reconnects as EventSource does: after its last `retry:` delay, with
    // Last-Event-ID, to the instance still behind the balancer (the stopped one refuses).
    const retryMs = Number([...streams[0].text.matchAll(/retry: (\d+)\n/g)].pop()![1]);
    const closedAt = Date.now();
    await new Promise((r) => setTimeout(r, retryMs));
    const refused = await send(port, '/api/my-page/events', { cookie, accept: 'text/event-stream' });
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(refused.error);
    const reconnected = await Promise.all(
      streams.map((s) => {
        const last = s.events.at(-1);
        return openStream(survivorPort, cookie, agent, last ? String(last.id) : undefined);
      }),
    );
    expect(reconnected.map((s) => s.status)).toEqual(streams.map(() => 200));
    expect(Date.now() - closedAt).toBeLessThan(retryMs + 5000);

    // A change published afterwards (the seller's reply, on the surviving instance) reaches every
    // reconnected stream.
    const before = Math.max(0, ...reconnected.flatMap((s) => s.events.map((e) => e.id)));
    const reply = await seller.browser.post(`/api/my-page/contacts/${contactId}/messages`, { body: '再接続後の返信です', clientId: `shutdown-${Date.now()}` });
    expect(reply.statusCode).toBe(200);
    const until = Date.now() + 5000;
    const arrived = () => reconnected.filter((s) => s.events.some((e) => e.contact_id === contactId && e.id > before)).length;
    while (arrived() < reconnected.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(arrived()).toBe(reconnected.length);
    for (const s of reconnected) expect(s.ended).toBe(false);
    agent.destroy();
  }, 90_000);
});
