import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { MESSAGES } from '@akiya/contracts';
import Redis from 'ioredis';
import { RealtimeService } from '../src/realtime/realtime.service';
import { login, seedAccounts } from './support/accounts';
import { Browser, multipart } from './support/browser';
import { createListing, party, type Party } from './support/deals';
import { postableCategoryId, postingMultipart, validPostingFields } from './support/posting-form';
import { describeRedis } from './support/redis';
import { startTestApp, type TestApp, useTestApp } from './support/test-app';
import { listen, startTwoInstances, type TwoInstances } from './support/two-instances';
import { freePort } from './support/wire';

/**
 * Safe defaults and behaviour under failure: security headers and the cache rule, malformed bodies,
 * a Redis outage, the cap on realtime streams, and listing caches kept in step across instances.
 */

function header(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const v = res.headers[name];
  return v === undefined ? undefined : String(v);
}

function directive(csp: string | undefined, name: string): string[] {
  const part = (csp ?? '').split(';').map((p) => p.trim()).find((p) => p.startsWith(`${name} `) || p === name);
  return part ? part.split(/\s+/).slice(1) : [];
}

function deepJson(depth: number): string {
  return `{"email":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
}

describe('security headers and the cache rule', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '0', REMOTE_BOARD_URL: 'https://board.cdn.example/board/mf-manifest.json' }, seed: seedAccounts });
  let user: Party;

  beforeAll(async () => {
    user = await party(t, '守田');
  });

  it('sends CSP, frame, nosniff and referrer headers; no HSTS outside production', async () => {
    for (const url of ['/api/health', '/api/nope', '/some/page']) {
      const res = await t.get(url, { accept: 'text/html' });
      const csp = header(res, 'content-security-policy');
      expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", 'https://board.cdn.example']));
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
      // The override badge may point a remote at a loopback dev server in development.
      expect(directive(csp, 'script-src')).toContain('http://localhost:*');
      // Every source is valid CSP syntax (browsers drop IPv6 literals with an error).
      expect(csp).not.toMatch(/\[::1\]/);
      expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://board.cdn.example']));
      expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']));
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(header(res, 'x-frame-options')).toBe('DENY');
      expect(header(res, 'x-content-type-options')).toBe('nosniff');
      expect(header(res, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header(res, 'strict-transport-security')).toBeUndefined();
    }
  });

  it('answers no-store to every /api request that carries a session, whatever the route', async () => {
    for (const url of ['/api/my-page/profile', '/api/common/base-data', '/api/properties', '/api/remotes', '/api/my-page/favorites']) {
      const res = await user.browser.get(url);
      expect(res.statusCode).toBeLessThan(500);
      expect({ url, cacheControl: header(res, 'cache-control') }).toEqual({ url, cacheControl: 'no-store' });
    }
    // Without a session, public answers keep their own caching.
    const anonymous = await t.get('/api/remotes');
    expect(header(anonymous, 'cache-control')).toBe('no-cache');
  });

  it('keeps the loopback origins and HSTS apart by environment, and Swagger off in production unless SWAGGER=1', async () => {
    const prodEnv = { NODE_ENV: 'production', PUBLIC_URL: 'https://ieichiba.example', RATE_LIMIT_ENABLED: '0' };
    const prod = await startTestApp(t.db, prodEnv);
    try {
      const res = await prod.get('/api/health');
      expect(header(res, 'strict-transport-security')).toMatch(/max-age=\d+/);
      expect(directive(header(res, 'content-security-policy'), 'script-src')).toEqual(["'self'"]);
      expect((await prod.get('/api/docs-json')).statusCode).toBe(404);
      expect((await prod.get('/api/docs')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const withDocs = await startTestApp(t.db, { ...prodEnv, SWAGGER: '1' });
    try {
      expect((await withDocs.get('/api/docs-json')).statusCode).toBe(200);
    } finally {
      await withDocs.close();
    }
  });
});

describe('malformed bodies are 400, never 500', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '0' }, seed: seedAccounts });
  let seller: Party;
  let propertyId: number;

  beforeAll(async () => {
    seller = await party(t, '売田');
    propertyId = await createListing(t, seller.user.id);
  });

  const expectMalformed = (res: { statusCode: number; json<T>(): T }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.malformedRequest });
  };

  it.each([
    ['/api/login/post-email', false],
    ['/api/login/post', false],
    ['/api/user/check-email-exists', false],
    ['/api/my-page/updated-user-contacts/ack', true],
  ])('deeply nested JSON to %s → 400', async (url, loggedIn) => {
    const b = loggedIn ? seller.browser : new Browser(t.app);
    for (const depth of [40, 20_000]) {
      expectMalformed(await b.post(url, undefined, { raw: { contentType: 'application/json', payload: deepJson(depth) } }));
    }
  });

  it('deeply nested JSON to a route with a DTO and a path parameter → 400', async () => {
    const res = await seller.browser.post(`/api/my-page/change-publish/${propertyId}`, undefined, {
      raw: { contentType: 'application/json', payload: `{"action":${'['.repeat(20_000)}${']'.repeat(20_000)}}` },
    });
    expectMalformed(res);
    // An ordinary body still works.
    expect((await seller.browser.post(`/api/my-page/change-publish/${propertyId}`, { action: 'suspend' })).statusCode).toBe(200);
  });

  it('multipart/form-data without a boundary, or with a broken body → 400', async () => {
    const anon = new Browser(t.app);
    for (const url of ['/api/login/post-register', '/api/forms/contact']) {
      expectMalformed(await anon.post(url, undefined, { raw: { contentType: 'multipart/form-data', payload: 'a=b' } }));
      expectMalformed(await anon.post(url, undefined, { raw: { contentType: 'multipart/form-data; charset=utf-8', payload: 'x' } }));
      const form = multipart({ email: 'someone@example.jp' });
      const cut = form.payload.subarray(0, form.payload.length - 12);
      expect((await anon.post(url, undefined, { raw: { contentType: form.contentType, payload: cut } })).statusCode).toBe(400);
    }
    for (const url of ['/api/post', `/api/post/${propertyId}`, '/api/forms/republish']) {
      expectMalformed(await seller.browser.post(url, undefined, { raw: { contentType: 'multipart/form-data', payload: 'a=b' } }));
    }
  });
});

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const hasRedisServer = spawnSync(REDIS_SERVER, ['--version']).status === 0;
const describeOwnRedis = hasRedisServer || process.env.CI === 'true' ? describe : describe.skip;

describeOwnRedis('a Redis outage', () => {
  let redis: ChildProcess;
  let port: number;
  let user: Party;

  beforeAll(async () => {
    port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100 });
    for (let i = 0; i < 50; i++) {
      try {
        await probe.connect();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    probe.disconnect();
  }, 20_000);
  afterAll(() => {
    redis?.kill('SIGKILL');
  });
  const t = useTestApp('sqlite', {
    env: () => ({ RATE_LIMIT_ENABLED: '0', REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_TIMEOUT_MS: '500' }),
    seed: seedAccounts,
  });
  beforeAll(async () => {
    user = await party(t, '停田');
  });

  it('a Redis that stops answering costs a request at most REDIS_TIMEOUT_MS, then 503; it recovers when Redis does', async () => {
    expect((await user.browser.get('/api/my-page/profile')).statusCode).toBe(200);
    redis.kill('SIGSTOP');
    try {
      const started = Date.now();
      const res = await user.browser.get('/api/my-page/profile');
      expect(Date.now() - started).toBeLessThan(500 + 1000);
      expect(res.statusCode).toBe(503);
      expect(header(res, 'retry-after')).toBe('5');
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.serviceUnavailable);
      expect((await t.get('/api/health/live')).statusCode).toBe(200);
    } finally {
      redis.kill('SIGCONT');
    }
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline && (status = (await user.browser.get('/api/my-page/profile')).statusCode) !== 200) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  }, 20_000);

  it('answers 503 with Retry-After at once, health says redis error, liveness stays 200', async () => {
    const healthy = await t.get('/api/health');
    expect(healthy.json()).toEqual({ status: 'ok', db: 'ok', redis: 'ok' });
    expect((await user.browser.get('/api/my-page/profile')).statusCode).toBe(200);

    const gone = new Promise((r) => redis.once('exit', r));
    redis.kill('SIGKILL');
    await gone;

    for (const url of ['/api/my-page/profile', '/api/common/base-data']) {
      const started = Date.now();
      const res = await user.browser.get(url);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(res.statusCode).toBe(503);
      expect(header(res, 'retry-after')).toBe('5');
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.serviceUnavailable });
    }
    const started = Date.now();
    const health = await t.get('/api/health');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'error', db: 'ok', redis: 'error', message: MESSAGES.serviceUnavailable });
    const live = await t.get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    // Pages without a session still work (public listings do not need Redis).
    expect((await new Browser(t.app).get('/api/properties')).statusCode).toBe(200);
  }, 20_000);
});

describe('realtime streams per session', () => {
  const t = useTestApp('sqlite', { env: { RATE_LIMIT_ENABLED: '0', SSE_MAX_STREAMS_PER_SESSION: '2' }, seed: seedAccounts });
  let port: number;

  beforeAll(async () => {
    port = await listen(t);
  });

  const open = (b: Browser) =>
    new Promise<IncomingMessage & { ended: Promise<void> }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/my-page/events', headers: { cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ') } },
        (res) => {
          const ended = new Promise<void>((r) => {
            res.on('end', () => r());
            res.on('close', () => r());
          });
          res.resume();
          resolve(Object.assign(res, { ended }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('keeps at most SSE_MAX_STREAMS_PER_SESSION streams of a session open: one more closes the oldest', async () => {
    const someone = await party(t, '多田');
    const other = await party(t, '別田');
    const realtime = t.app.get(RealtimeService);
    const first = await open(someone.browser);
    const second = await open(someone.browser);
    const otherStream = await open(other.browser);
    expect(realtime.openStreams).toBe(3);
    const third = await open(someone.browser);
    const outcome = await Promise.race([first.ended.then(() => 'closed'), new Promise((r) => setTimeout(() => r('open'), 2000))]);
    expect(outcome).toBe('closed');
    expect(realtime.openStreams).toBe(3);
    // Many more from one session never hold more than the cap.
    const more = [];
    for (let i = 0; i < 10; i++) more.push(await open(someone.browser));
    await new Promise((r) => setTimeout(r, 100));
    expect(realtime.openStreams).toBe(3);
    for (const s of [second, third, otherStream, ...more]) s.destroy();
  });
});

describeRedis('listing caches across two instances (Redis pub/sub)', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    instances = await startTwoInstances({ LISTING_CACHE_TTL_MS: '600000' });
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  /** Polls `url` on `t` until it answers `status` (the invalidation travels through Redis). */
  async function eventually(t: TestApp, url: string, status: number, ms = 3000): Promise<number> {
    const deadline = Date.now() + ms;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await t.get(url)).statusCode;
      if (last === status) return last;
      await new Promise((r) => setTimeout(r, 50));
    }
    return last;
  }

  it('a listing the seller stops through A disappears from B at once, not after the cache TTL', async () => {
    const seller = await party(a, '売田');
    const id = await createListing(a, seller.user.id);
    expect((await b.get(`/api/properties/${id}`)).statusCode).toBe(200); // cached on B
    const ids = async () => (await b.get('/api/properties')).json<{ applicableIds: number[] }>().applicableIds;
    expect(await ids()).toContain(id);
    const stop = await seller.browser.post(`/api/my-page/change-publish/${id}`, { action: 'stop' });
    expect(stop.statusCode).toBe(200);
    expect(await eventually(b, `/api/properties/${id}`, 404)).toBe(404);
    expect(await ids()).not.toContain(id);
  });

  it('an article staff unpublish through A is gone from B at once (editorial cache, same topic bus)', async () => {
    const staff = new Browser(a.app);
    await login(staff, 'staff@example.jp');
    const created = await staff.post('/api/staff/articles', { type: 7, title: '二台目でも消える記事', lead: '紹介文', body: '本文です。' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await staff.post(`/api/staff/articles/${id}/publish`, { version: 1 })).statusCode).toBe(200);
    expect(await eventually(b, `/api/article/${id}`, 200)).toBe(200); // now cached on B (30 s TTL)
    const titles = async () => (await b.get('/api/articles?type=7')).json<{ items: { id: number }[] }>().items.map((i) => i.id);
    expect(await titles()).toContain(id);
    expect((await staff.post(`/api/staff/articles/${id}/unpublish`, { version: 2 })).statusCode).toBe(200);
    expect(await eventually(b, `/api/article/${id}`, 404)).toBe(404);
    expect(await titles()).not.toContain(id);
  });

  it('a staff suspension through A takes the listing off B at once', async () => {
    const seller = new Browser(a.app);
    await login(seller, 'seller@example.jp');
    const staff = new Browser(a.app);
    await login(staff, 'staff@example.jp');
    const categoryId = await postableCategoryId(a.dataSource);
    const posted = await seller.post('/api/post', undefined, { raw: postingMultipart(validPostingFields(categoryId, '停止される古民家')) });
    expect(posted.statusCode).toBe(200);
    const id = posted.json<{ id: number }>().id;
    expect((await staff.post(`/api/staff/review/${id}/approve`, {})).statusCode).toBe(200);
    expect(await eventually(b, `/api/properties/${id}`, 200)).toBe(200); // now cached on B
    expect((await staff.post(`/api/staff/review/${id}/suspend`, { reason: '規約違反の疑い' })).statusCode).toBe(200);
    expect(await eventually(b, `/api/properties/${id}`, 404)).toBe(404);
  });
});
