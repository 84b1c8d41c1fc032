import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@akiya/contracts';
import { s3ConfigFromEnv, type S3Config } from '../storage/s3-config';
import { loadAccountsConfig, type AccountsConfig } from './accounts-config';

/**
 * Typed configuration read once from the environment at start. Every value is checked here;
 * `loadConfig` throws a `ConfigError` that lists every bad variable, and `main.ts` prints it and
 * exits with status 1.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

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

export interface AppConfig extends AccountsConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  logLevel: LogLevel;
  database: DatabaseConfig;
  /** Repository root (holds shell/, mfe-*, api/ …), resolved from this file's location. */
  repoRoot: string;
  /** Writable data folder: the default SQLite file and uploads. */
  dataDir: string;
  /** `<dataDir>/uploads/public`, served at /uploads/. */
  publicUploadsDir: string;
  /** Where `shell/dist` and `mfe-<name>/dist` are looked up. */
  staticRoot: string;
  /** Seed demo data at start when the database holds no listing. */
  seedIfEmpty: boolean;
  /** REMOTE_<NAME>_URL overrides of a remote's manifest URL. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** LISTING_CACHE_TTL_MS: how long listing counts and first-page ids are reused (0 = off). */
  listingCacheTtlMs: number;
  /** SSE_HEARTBEAT_MS: the realtime stream's keep-alive comment and session re-check interval. */
  sseHeartbeatMs: number;
  /** SSE_MAX_STREAMS_PER_SESSION: open realtime streams per login session (one more closes the oldest). */
  sseMaxStreamsPerSession: number;
  /** SWAGGER: serve /api/docs (default on, off with NODE_ENV=production unless SWAGGER=1). */
  swagger: boolean;
  /** REDIS_TIMEOUT_MS: longest wait for Redis (connect and each command) before a request answers 503. */
  redisTimeoutMs: number;
  /** Photo decoding limits and the per-instance pool (IMAGE_*). */
  images: ImageLimits;
  /** S3_BUCKET and the other S3_* variables: uploads in an S3-compatible bucket; null = the local disk. */
  s3: S3Config | null;
  /** Tests only (never from the environment): where the pino logs go instead of stdout. */
  logDestination?: { write(line: string): void };
}

export interface ImageLimits {
  /** IMAGE_CONCURRENCY: photos decoded at once by this instance (the rest wait in a queue). */
  concurrency: number;
  /** IMAGE_MAX_PIXELS: pixels of one photo (width × height). */
  maxPixels: number;
  /** IMAGE_MAX_TOTAL_PIXELS: pixels of all photos of one request. */
  maxTotalPixels: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The repository root. This file lives at api/src/config/ (ts-node, Jest) or api/dist/config/
 * (compiled), so the root is three levels up in both cases — never derived from the cwd.
 */
export function findRepoRoot(fromDir: string = __dirname): string {
  const root = resolve(fromDir, '..', '..', '..');
  if (!existsSync(join(root, 'api'))) {
    throw new ConfigError([`cannot locate the repository root from ${fromDir} (expected ${root}/api)`]);
  }
  return root;
}

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** Paths from the environment may be relative: they are taken relative to the repository root. */
function pathFrom(root: string, value: string): string {
  return isAbsolute(value) ? value : resolve(root, value);
}

function parsePort(raw: string | undefined, name: string, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) {
    problems.push(`${name} must be an integer from 1 to 65535 (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
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

export function remoteEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const problems: string[] = [];

  const nodeEnvRaw = nonEmpty(env, 'NODE_ENV') ?? 'development';
  let nodeEnv: NodeEnv = 'development';
  if ((NODE_ENVS as readonly string[]).includes(nodeEnvRaw)) nodeEnv = nodeEnvRaw as NodeEnv;
  else problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`);

  const port = parsePort(nonEmpty(env, 'PORT'), 'PORT', 3000, problems);
  const host = nonEmpty(env, 'HOST') ?? '0.0.0.0';

  const logLevelRaw = nonEmpty(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const dataDir = pathFrom(repoRoot, nonEmpty(env, 'DATA_DIR') ?? 'data');
  const staticRoot = pathFrom(repoRoot, nonEmpty(env, 'STATIC_ROOT') ?? '.');
  const database = parseDatabaseUrl(nonEmpty(env, 'DATABASE_URL'), repoRoot, dataDir, problems);

  const seedRaw = nonEmpty(env, 'SEED_IF_EMPTY') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(seedRaw)) {
    problems.push(`SEED_IF_EMPTY must be 1 or 0 (got "${seedRaw}")`);
  }
  const seedIfEmpty = seedRaw === '1' || seedRaw === 'true';

  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const key = remoteEnvName(name);
    const value = nonEmpty(env, key);
    if (value === undefined) continue;
    if (value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value)) remoteUrls[name] = value;
    else problems.push(`${key} must be an http(s) URL or an absolute path (got "${value}")`);
  }

  const cacheRaw = nonEmpty(env, 'LISTING_CACHE_TTL_MS') ?? '30000';
  let listingCacheTtlMs = 30000;
  if (/^[0-9]{1,9}$/.test(cacheRaw)) listingCacheTtlMs = Number(cacheRaw);
  else problems.push(`LISTING_CACHE_TTL_MS must be a number of milliseconds, 0 to turn the cache off (got "${cacheRaw}")`);
  const heartbeatRaw = nonEmpty(env, 'SSE_HEARTBEAT_MS') ?? '25000';
  let sseHeartbeatMs = 25000;
  if (/^[0-9]{2,7}$/.test(heartbeatRaw) && Number(heartbeatRaw) >= 50) sseHeartbeatMs = Number(heartbeatRaw);
  else problems.push(`SSE_HEARTBEAT_MS must be a number of milliseconds, at least 50 (got "${heartbeatRaw}")`);

  const int = (name: string, fallback: number, min: number, max: number, what: string): number => {
    const raw = nonEmpty(env, name);
    if (raw === undefined) return fallback;
    if (/^[0-9]{1,12}$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be ${what} from ${min} to ${max} (got "${raw}")`);
    return fallback;
  };
  const sseMaxStreamsPerSession = int('SSE_MAX_STREAMS_PER_SESSION', 5, 1, 100, 'a number of streams');
  const redisTimeoutMs = int('REDIS_TIMEOUT_MS', 1000, 50, 60_000, 'a number of milliseconds');
  const images: ImageLimits = {
    concurrency: int('IMAGE_CONCURRENCY', 1, 1, 64, 'a number of photos'),
    maxPixels: int('IMAGE_MAX_PIXELS', 50_000_000, 1, 1_000_000_000, 'a number of pixels'),
    maxTotalPixels: int('IMAGE_MAX_TOTAL_PIXELS', 400_000_000, 1, 10_000_000_000, 'a number of pixels'),
  };
  const swaggerRaw = nonEmpty(env, 'SWAGGER');
  if (swaggerRaw !== undefined && !['0', '1', 'true', 'false'].includes(swaggerRaw)) {
    problems.push(`SWAGGER must be 1 or 0 (got "${swaggerRaw}")`);
  }
  const swagger = swaggerRaw === undefined ? nodeEnv !== 'production' : swaggerRaw === '1' || swaggerRaw === 'true';

  let s3: S3Config | null = null;
  try {
    s3 = s3ConfigFromEnv(env);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }

  const accounts = loadAccountsConfig(env, { nodeEnv, port, dataDir }, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    port,
    host,
    logLevel,
    database,
    repoRoot,
    dataDir,
    publicUploadsDir: join(dataDir, 'uploads', 'public'),
    staticRoot,
    seedIfEmpty,
    remoteUrls,
    listingCacheTtlMs,
    sseHeartbeatMs,
    sseMaxStreamsPerSession,
    swagger,
    redisTimeoutMs,
    images,
    s3,
    ...accounts,
  };
}
