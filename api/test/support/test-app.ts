import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { TestDatabase } from './test-database';

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
