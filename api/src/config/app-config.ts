import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
  /** REMOTE_<NAME>_URL overrides of a remote's manifest URL (and `entry` of the remotes configuration). */
  remoteUrls: Partial<Record<string, string>>;
  /**
   * The remotes, in order of precedence (an earlier one keeps a route two claim): remotes.config.json
   * at the repository root (REMOTES_CONFIG to name another file), else REMOTE_NAMES.
   */
  remotes: RemoteSetting[];
  /** DEPLOY_DIR: versioned deploys of the remotes (`<name>/<version>/`); default `<STATIC_ROOT>/deploy`. */
  deployDir: string;
  /**
   * Where remote versions deployed to a bucket are served from (docs/remotes.md, "Deploy targets"):
   * REMOTES_PUBLIC_URL, else `<S3_ENDPOINT>/<REMOTES_S3_BUCKET>` when that is set; null without one.
   * Its origin is allowed in the CSP like a remote's.
   */
  remotesPublicUrl: string | null;
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
  /**
   * Server rendering of the pages (api/src/ssr): SSR=0 turns it off (every page is rendered in the
   * browser); SSR_BUDGET_MS is how long a page's data may take before what is missing is left to the
   * browser; SSR_WORKERS render worker threads (default one per core, 0 = in the server's thread),
   * SSR_PER_WORKER pages at once in each, SSR_QUEUE_LIMIT pages waiting before one more is sent to be
   * rendered in the browser; the page cache of visitors without a session keeps a page
   * PAGE_CACHE_TTL_MS at most (0 = no page cache) within PAGE_CACHE_MB.
   */
  ssr: { enabled: boolean; budgetMs: number; workers: number; perWorker: number; queueLimit: number; cacheTtlMs: number; cacheBytes: number };
  /**
   * METRICS_TOKEN: GET /metrics answers only with `Authorization: Bearer <token>` (at least 16
   * characters); unset = no /metrics at all (404). See http/metrics.ts.
   */
  metricsToken: string | null;
  /** SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long requests in flight may take to finish (main.ts). */
  shutdownTimeoutMs: number;
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

export function remoteEnvName(name: RemoteName | string): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** One remote of the configuration. */
export interface RemoteSetting {
  /** Federation name: lower-case letters and digits. */
  name: string;
  /** The remote's package folder (its build in `dist/`), absolute. */
  dir: string;
}

const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

/**
 * Reads the remotes configuration: `{ "remotes": [{ "name": "board", "dir"?: "mfe-board",
 * "entry"?: "https://cdn.example/board/mf-manifest.json" }] }`. `dir` is relative to STATIC_ROOT.
 */
export function loadRemoteSettings(
  text: string | null,
  staticRoot: string,
  problems: string[],
): { remotes: RemoteSetting[]; entries: Record<string, string> } {
  const entries: Record<string, string> = {};
  if (text === null) {
    return { remotes: REMOTE_NAMES.map((name) => ({ name, dir: join(staticRoot, `mfe-${name}`) })), entries };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.push('the remotes configuration is not valid JSON');
    return { remotes: [], entries };
  }
  const list = (parsed as { remotes?: unknown })?.remotes;
  if (!Array.isArray(list)) {
    problems.push('the remotes configuration needs a "remotes" array');
    return { remotes: [], entries };
  }
  const remotes: RemoteSetting[] = [];
  for (const item of list as { name?: unknown; dir?: unknown; entry?: unknown }[]) {
    const name = typeof item?.name === 'string' ? item.name : '';
    if (!REMOTE_NAME_PATTERN.test(name)) {
      problems.push(`remotes configuration: "${String(item?.name)}" is not a remote name (lower-case letters and digits)`);
      continue;
    }
    if (remotes.some((r) => r.name === name)) {
      problems.push(`remotes configuration: "${name}" is listed twice`);
      continue;
    }
    const dir = typeof item.dir === 'string' && item.dir !== '' ? item.dir : `mfe-${name}`;
    remotes.push({ name, dir: isAbsolute(dir) ? dir : join(staticRoot, dir) });
    if (typeof item.entry === 'string') {
      if (item.entry.startsWith('/') || /^https?:\/\/[^\s]+$/.test(item.entry)) entries[name] = item.entry;
      else problems.push(`remotes configuration: the entry of "${name}" must be an http(s) URL or an absolute path`);
    }
  }
  return { remotes, entries };
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
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

  const remotesFile = nonEmpty(env, 'REMOTES_CONFIG');
  const remotesText = readOptional(pathFrom(repoRoot, remotesFile ?? 'remotes.config.json'));
  if (remotesFile && remotesText === null) problems.push(`REMOTES_CONFIG: ${remotesFile} cannot be read`);
  const { remotes, entries } = loadRemoteSettings(remotesText, staticRoot, problems);
  const deployDir = pathFrom(repoRoot, nonEmpty(env, 'DEPLOY_DIR') ?? join(staticRoot, 'deploy'));

  const remotesBucket = nonEmpty(env, 'REMOTES_S3_BUCKET');
  const s3Endpoint = nonEmpty(env, 'S3_ENDPOINT')?.replace(/\/$/, '');
  const remotesPublicUrl = nonEmpty(env, 'REMOTES_PUBLIC_URL') ?? (remotesBucket && s3Endpoint ? `${s3Endpoint}/${remotesBucket}` : null);
  if (remotesPublicUrl !== null && !/^https?:\/\/[^\s]+$/.test(remotesPublicUrl)) problems.push(`REMOTES_PUBLIC_URL must be an http(s) URL (got "${remotesPublicUrl}")`);

  const remoteUrls: Partial<Record<string, string>> = { ...entries };
  for (const { name } of remotes) {
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
  const ssrRaw = nonEmpty(env, 'SSR');
  if (ssrRaw !== undefined && !['0', '1'].includes(ssrRaw)) problems.push(`SSR must be 1 or 0 (got "${ssrRaw}")`);
  const ssr = {
    enabled: ssrRaw !== '0',
    budgetMs: int('SSR_BUDGET_MS', 2000, 1, 60_000, 'a number of milliseconds'),
    workers: int('SSR_WORKERS', Math.max(1, availableParallelism()), 0, 64, 'a number of render worker threads'),
    perWorker: int('SSR_PER_WORKER', 4, 1, 64, 'a number of pages'),
    queueLimit: int('SSR_QUEUE_LIMIT', 64, 0, 10_000, 'a number of pages'),
    cacheTtlMs: int('PAGE_CACHE_TTL_MS', 60_000, 0, 3_600_000, 'a number of milliseconds'),
    cacheBytes: int('PAGE_CACHE_MB', 64, 1, 4096, 'a number of megabytes') * 1024 * 1024,
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

  const metricsToken = nonEmpty(env, 'METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 256 printable characters without spaces');
  }
  const shutdownTimeoutMs = int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000, 'a number of milliseconds');

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
    remotes,
    deployDir,
    remotesPublicUrl,
    listingCacheTtlMs,
    sseHeartbeatMs,
    sseMaxStreamsPerSession,
    swagger,
    redisTimeoutMs,
    images,
    s3,
    ssr,
    metricsToken,
    shutdownTimeoutMs,
    ...accounts,
  };
}
