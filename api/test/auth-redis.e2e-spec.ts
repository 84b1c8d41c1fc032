import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@akiya/contracts';
import Redis from 'ioredis';
import { createUser, login, outboxMail, seedAccounts, sha256, tokenIn, whoAmI } from './support/accounts';
import { Browser } from './support/browser';
import { startTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** TEST_REDIS_URL (default redis://127.0.0.1:6379; `off` skips). Checked once, synchronously, at collection. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
function redisReachable(url: string): boolean {
  if (url === 'off') return false;
  const { hostname, port } = new URL(url);
  const probe = `const s=require('net').connect(${Number(port) || 6379},'${hostname}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),1000)`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}
// In CI Redis is required (.ci/run starts it): an unreachable Redis fails these suites instead of skipping them.
const describeRedis = REDIS_URL !== 'off' && (process.env.CI === 'true' || redisReachable(REDIS_URL)) ? describe : describe.skip;

/** Sessions and rate-limit counters in Redis (REDIS_URL), behind the same interfaces as the defaults. */
describeRedis('sessions and rate limits in Redis', () => {
  const prefix = `akiya-test:${randomBytes(4).toString('hex')}:`;
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_LOGIN_EMAIL: '5/10m', RATE_LIMIT_MAIL_EMAIL: '50/10m' };
  let db: TestDatabase;
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    db = await createTestDatabase('sqlite');
    t = await startTestApp(db, env);
    await seedAccounts(t);
  });

  afterAll(async () => {
    await t?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await db?.drop();
  });

  it('keeps the session in Redis under the token hash, not in the sessions table; logout deletes it', async () => {
    const b = new Browser(t.app);
    const user = await login(b, 'buyer@example.jp');
    const key = `${prefix}session:${sha256(b.session!)}`;
    const stored = JSON.parse((await redis.get(key))!);
    expect(stored).toMatchObject({ userId: user.id, impersonatedBy: null });
    expect(await redis.pttl(key)).toBeGreaterThan(29 * 24 * 3600_000);
    expect(await redis.sismember(`${prefix}user-sessions:${user.id}`, sha256(b.session!))).toBe(1);
    expect(JSON.stringify(await redis.keys(`${prefix}*`))).not.toContain(b.session!);
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions'))[0].n)).toBe(0);
    expect((await whoAmI(b))?.id).toBe(user.id);

    const copy = b.clone();
    await b.post('/api/logout');
    expect(await redis.exists(key)).toBe(0);
    expect(await whoAmI(copy)).toBeNull();
  });

  it('a password reset revokes every Redis session of the user', async () => {
    const user = await createUser(t);
    const one = new Browser(t.app);
    const two = new Browser(t.app);
    await login(one, user.email, 'secret123');
    await login(two, user.email, 'secret123');
    const b = new Browser(t.app);
    await b.post('/api/login/remember', { email: user.email });
    const token = tokenIn((await outboxMail(t, user.email)).text, '/login/reset');
    expect((await b.post('/api/login/reset', { token, password: 'fresh1234' })).statusCode).toBe(200);
    expect(await whoAmI(one)).toBeNull();
    expect(await whoAmI(two)).toBeNull();
    expect((await whoAmI(b))?.id).toBe(user.id);
    expect(await redis.scard(`${prefix}user-sessions:${user.id}`)).toBe(1);
  });

  it('an impersonation session expires in Redis within the hour', async () => {
    const target = await createUser(t);
    const staff = new Browser(t.app);
    await login(staff, 'staff@example.jp');
    expect((await staff.post(`/api/login/force/${target.id}`)).statusCode).toBe(200);
    const ttl = await redis.pttl(`${prefix}session:${sha256(staff.session!)}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3600_000);
  });

  it('counts rate limits in Redis, shared by every API instance', async () => {
    const user = await createUser(t);
    const other = await startTestApp(db, env);
    try {
      for (const app of [t.app, other.app, t.app, other.app, t.app]) {
        expect((await new Browser(app).post('/api/login/post-email', { email: user.email })).statusCode).toBe(200);
      }
      const blocked = await new Browser(other.app).post('/api/login/post-email', { email: user.email });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
      expect(blocked.json()).toMatchObject({ message: MESSAGES.rateLimited });
      expect((await redis.keys(`${prefix}rl:login:acct:*`)).length).toBeGreaterThan(0);
      expect(JSON.stringify(await redis.keys(`${prefix}rl:*`))).not.toContain(user.email);
    } finally {
      await other.close();
    }
  });

  it('fails start-up clearly when Redis cannot be reached', async () => {
    await expect(startTestApp(db, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/Cannot connect to Redis/);
  });
});
