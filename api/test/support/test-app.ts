import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** Fastify inject: a request without a listening port. */
  get(url: string, headers?: Record<string, string>): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json<T = unknown>(): T;
}

/**
 * Boots the real application (same factory as main.ts) against a test database. `env` is read
 * like the process environment; DATA_DIR and STATIC_ROOT default to folders inside the suite's
 * scratch folder, so nothing of the repository is served or written. `overrides` replaces parts of
 * the resulting configuration that have no environment variable (e.g. `logDestination`).
 */
export async function startTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const staticRoot = join(db.dir, 'site');
  mkdirSync(staticRoot, { recursive: true });
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(db.dir, 'data'),
    STATIC_ROOT: staticRoot,
    ...env,
  });
  const config: AppConfig = { ...base, database: db.config, ...overrides };
  const app = await createApp(config);
  // main.ts's listen() flushes the start-up log buffer; inject() never listens, so flush here.
  app.flushLogs();
  const dataSource = app.get(DataSource);
  return {
    app,
    config,
    dataSource,
    async get(url, headers = {}) {
      const res = await app.inject({ method: 'GET', url, headers });
      return {
        statusCode: res.statusCode,
        headers: res.headers,
        body: res.body,
        json: <T>() => res.json() as T,
      };
    },
    close: () => app.close(),
  };
}

export interface SuiteAppOptions {
  /** The app's environment (as for startTestApp); a function is read when the app starts, e.g. for a mail catcher's URL. */
  env?: Record<string, string> | ((db: TestDatabase) => Record<string, string>);
  /** As for startTestApp. */
  overrides?: Partial<AppConfig>;
  /** Runs once the database exists and before the app starts, e.g. to put a built shell into the scratch folder. */
  prepare?: (db: TestDatabase) => void | Promise<void>;
  /** Seeds the started app, e.g. seedAccounts. */
  seed?: (t: TestApp) => Promise<unknown>;
}

/** The app of a suite (see useTestApp), with the suite's database. */
export interface SuiteApp extends TestApp {
  readonly db: TestDatabase;
}

/**
 * The usual set-up of an integration suite on one engine: a beforeAll that creates a test database,
 * starts the app on it (startTestApp) and seeds it, and an afterAll that closes the app and drops
 * the database. The returned app stands for the one started in that beforeAll: call it from the
 * suite's own hooks (registered after this call) and tests, not while the suite is being collected.
 */
export function useTestApp(engine: Engine, options: SuiteAppOptions = {}): SuiteApp {
  let db: TestDatabase | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
    await options.prepare?.(db);
    const env = typeof options.env === 'function' ? options.env(db) : options.env;
    current = await startTestApp(db, env, options.overrides);
    await options.seed?.(current);
  });
  afterAll(async () => {
    await current?.close();
    await db?.drop();
  });
  const started = (): TestApp => {
    if (!current) throw new Error('the suite app is started in beforeAll');
    return current;
  };
  return {
    get db() {
      if (!db) throw new Error('the suite database is created in beforeAll');
      return db;
    },
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get dataSource() {
      return started().dataSource;
    },
    get: (url, headers) => started().get(url, headers),
    close: () => started().close(),
  };
}

/**
 * What `make` returns, made in a beforeAll (e.g. the logged-in users of a suite): the returned
 * object is empty until that beforeAll has run, then carries the values. Read its fields from the
 * suite's hooks and tests, not while the suite is being collected.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}
