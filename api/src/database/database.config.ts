import { join } from 'node:path';
import { flag, nonEmpty, pathFrom, type ConfigContext, type Env } from '../config/env';

/** The database part of the configuration (DATABASE_URL, SEED_IF_EMPTY); composed by config/app-config.ts. */

export interface SqliteDatabaseConfig {
  type: 'better-sqlite3';
  /** Absolute path of the SQLite file. */
  file: string;
}

export interface MysqlDatabaseConfig {
  type: 'mysql';
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
}

export type DatabaseConfig = SqliteDatabaseConfig | MysqlDatabaseConfig;

export interface DatabaseConfigPart {
  database: DatabaseConfig;
  /** SEED_IF_EMPTY: seed demo data at start when the database holds no listing. */
  seedIfEmpty: boolean;
}

/**
 * DATABASE_URL: unset → SQLite file `<dataDir>/akiya.sqlite`; `sqlite:<path>` → that SQLite file
 * (relative to the repository root); `mysql://user:pass@host:port/db` (or `mariadb://`) → MySQL/MariaDB.
 */
export function parseDatabaseUrl(raw: string | undefined, root: string, dataDir: string, problems: string[]): DatabaseConfig {
  const fallback: DatabaseConfig = { type: 'better-sqlite3', file: join(dataDir, 'akiya.sqlite') };
  if (raw === undefined) return fallback;
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '') {
      problems.push('DATABASE_URL "sqlite:" needs a file path, e.g. sqlite:data/akiya.sqlite');
      return fallback;
    }
    return { type: 'better-sqlite3', file: pathFrom(root, file) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`DATABASE_URL is not a valid URL (expected mysql://user:pass@host:3306/db or sqlite:<file>)`);
    return fallback;
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    problems.push(`DATABASE_URL scheme "${url.protocol}" is not supported (use mysql://… or sqlite:<file>)`);
    return fallback;
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database === '' || database.includes('/')) {
    problems.push('DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/akiya');
    return fallback;
  }
  const port = url.port === '' ? 3306 : Number(url.port);
  return {
    type: 'mysql',
    host: url.hostname,
    port,
    username: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
    database,
  };
}

/** A database location safe to print: no password. */
export function describeDatabase(db: DatabaseConfig): string {
  return db.type === 'better-sqlite3'
    ? `sqlite:${db.file}`
    : `mysql://${db.username}@${db.host}:${db.port}/${db.database}`;
}

export function loadDatabaseConfig(env: Env, context: ConfigContext, problems: string[]): DatabaseConfigPart {
  return {
    database: parseDatabaseUrl(nonEmpty(env, 'DATABASE_URL'), context.repoRoot, context.dataDir, problems),
    seedIfEmpty: flag(env, 'SEED_IF_EMPTY', false, problems),
  };
}
