import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { seedAccounts } from './accounts';
import { Browser } from './browser';
import { REDIS_URL } from './redis';
import { madeBeforeAll, startTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The engine the two-instance suites run on: MariaDB when TEST_DATABASE_URL is set (as deployed), else SQLite. */
export const crossEngine = process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite';

/** Two API instances sharing one database and the shared Redis under a key prefix of their own. */
export interface TwoInstances {
  db: TestDatabase;
  a: TestApp;
  b: TestApp;
  /** Closes both, deletes the suite's Redis keys and drops the database. */
  close(): Promise<void>;
}

/** Starts instance A (which migrates and gets the demo accounts), then instance B on the same database and Redis. */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<TwoInstances> {
  const prefix = `akiya-test:${randomBytes(4).toString('hex')}:`;
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_ENABLED: '0', ...env };
  const db = await createTestDatabase(crossEngine);
  const a = await startTestApp(db, shared);
  await seedAccounts(a);
  const b = await startTestApp(db, shared);
  return {
    db,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await db.drop();
    },
  };
}

/**
 * The two instances of a suite (startTwoInstances with `env`): started in a beforeAll, closed in an
 * afterAll. The returned object stands for them: read it from the suite's hooks and tests.
 */
export function useTwoInstances(env: Record<string, string> = {}): TwoInstances {
  const instances = madeBeforeAll(() => startTwoInstances(env));
  afterAll(() => instances.close?.());
  return instances;
}

/** The same browser (cookies) talking to instance `app`: the instances share the sessions. */
export function on(app: TestApp, b: Browser): Browser {
  const other = new Browser(app.app);
  for (const [k, v] of b.jar) other.jar.set(k, v);
  return other;
}

/** Listens on `port` (0: any free one) on 127.0.0.1 and returns the port. */
export async function listen(t: TestApp, port = 0): Promise<number> {
  await t.app.listen(port, '127.0.0.1');
  const address = t.app.getHttpServer().address();
  return typeof address === 'object' && address ? address.port : port;
}
