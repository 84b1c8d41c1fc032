import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { parseDatabaseUrl, type DatabaseConfig } from '../../src/config/app-config';

/**
 * The engines an integration suite runs on: always a fresh temporary SQLite file, plus MySQL/MariaDB
 * when TEST_DATABASE_URL is set (e.g. mysql://root@127.0.0.1:3306/test). Each suite gets its own
 * uniquely named database, created here and dropped afterwards, so runs never collide.
 */
export type Engine = 'sqlite' | 'mysql';

export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDatabase {
  engine: Engine;
  config: DatabaseConfig;
  /** A scratch folder for the suite (DATA_DIR etc.), removed by drop(). */
  dir: string;
  drop(): Promise<void>;
}

let counter = 0;

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), `akiya-test-${engine}-`));
  if (engine === 'sqlite') {
    return {
      engine,
      config: { type: 'better-sqlite3', file: join(dir, 'test.sqlite') },
      dir,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const problems: string[] = [];
  const server = parseDatabaseUrl(process.env.TEST_DATABASE_URL, dir, dir, problems);
  if (problems.length > 0 || server.type !== 'mysql') throw new Error(`TEST_DATABASE_URL: ${problems.join('; ')}`);
  const name = `akiya_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  // latin1 on purpose: the migrations must make every text column utf8mb4 by themselves.
  const admin = await createConnection({ host: server.host, port: server.port, user: server.username, password: server.password });
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET latin1`);
  } finally {
    await admin.end();
  }
  return {
    engine,
    config: { ...server, database: name },
    dir,
    drop: async () => {
      const conn = await createConnection({ host: server.host, port: server.port, user: server.username, password: server.password });
      try {
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await conn.end();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
