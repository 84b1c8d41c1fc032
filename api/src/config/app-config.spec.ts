import { join } from 'node:path';
import { DEFAULT_MAIL_FROM } from '../mail/mail.config';
import { DEFAULT_RATE_LIMITS } from '../security/rate-limit.config';
import { ConfigError, describeDatabase, findRepoRoot, loadConfig } from './app-config';

const ROOT = '/repo';

function problemsOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, ROOT);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('has defaults for an empty environment, every part included', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      dataDir: '/repo/data',
      publicUploadsDir: '/repo/data/uploads/public',
      staticRoot: '/repo',
      seedIfEmpty: false,
      remoteUrls: {},
      database: { type: 'better-sqlite3', file: '/repo/data/akiya.sqlite' },
      deployDir: '/repo/deploy',
      remotesPublicUrl: null,
      listingCacheTtlMs: 30000,
      sseHeartbeatMs: 25000,
      sseMaxStreamsPerSession: 5,
      swagger: true,
      redisTimeoutMs: 1000,
      images: { concurrency: 1, maxPixels: 50_000_000, maxTotalPixels: 400_000_000 },
      s3: null,
      ssr: { enabled: true, budgetMs: 2000 },
      metricsToken: null,
      shutdownTimeoutMs: 10_000,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      operatorEmail: 'support@ieichiba.example',
      mail: { url: null, from: DEFAULT_MAIL_FROM, outboxDir: '/repo/data/outbox' },
      demoOutbox: false,
      redis: null,
      rateLimits: { enabled: true, buckets: DEFAULT_RATE_LIMITS },
    });
    expect(config.remotes.map((r) => r.name)).toContain('board');
  });

  it('is silent by default under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, ROOT).logLevel).toBe('silent');
  });

  it('gives every part the shared context: DATA_DIR, STATIC_ROOT, NODE_ENV and PORT', () => {
    const config = loadConfig({ DATA_DIR: '/var/akiya', STATIC_ROOT: 'build', NODE_ENV: 'production', PORT: '8080' }, ROOT);
    expect(config).toMatchObject({
      dataDir: '/var/akiya',
      staticRoot: '/repo/build',
      publicUploadsDir: '/var/akiya/uploads/public',
      database: { type: 'better-sqlite3', file: '/var/akiya/akiya.sqlite' },
      mail: { outboxDir: '/var/akiya/outbox' },
      deployDir: '/repo/build/deploy',
      swagger: false,
      publicUrl: 'http://localhost:8080',
    });
    expect(config.remotes.find((r) => r.name === 'board')?.dir).toBe('/repo/build/mfe-board');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: '/var/akiya',
        STATIC_ROOT: 'build',
        SEED_IF_EMPTY: '1',
        REMOTE_BOARD_URL: 'http://localhost:4001/mf-manifest.json',
        REMOTE_AKIYABANK_URL: '/other/mf-manifest.json',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'warn',
      dataDir: '/var/akiya',
      staticRoot: '/repo/build',
      seedIfEmpty: true,
      remoteUrls: { board: 'http://localhost:4001/mf-manifest.json', akiyabank: '/other/mf-manifest.json' },
      database: { type: 'better-sqlite3', file: '/var/akiya/akiya.sqlite' },
    });
  });

  it('parses a MySQL URL', () => {
    const { database } = loadConfig({ DATABASE_URL: 'mysql://app:p%40ss@db.local:3307/akiya' }, ROOT);
    expect(database).toEqual({ type: 'mysql', host: 'db.local', port: 3307, username: 'app', password: 'p@ss', database: 'akiya' });
    expect(describeDatabase(database)).toBe('mysql://app@db.local:3307/akiya');
  });

  it('lists every bad value in one error', () => {
    const error = problemsOf({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      DATABASE_URL: 'postgres://x/y',
      SEED_IF_EMPTY: 'maybe',
      REMOTE_BOARD_URL: 'ftp://x',
    });
    const problems = error.problems.join('\n');
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'DATABASE_URL', 'SEED_IF_EMPTY', 'REMOTE_BOARD_URL']) {
      expect(problems).toContain(name);
    }
    expect(error.message).toMatch(/^Invalid configuration:/);
  });

  it('lists the problems of every part at once, one line each, in the same format', () => {
    const error = problemsOf({
      NODE_ENV: 'production',
      LOG_LEVEL: 'loud',
      PORT: '70000',
      TRUST_PROXY: 'everyone',
      PUBLIC_URL: 'https://ieichiba.example/path',
      SWAGGER: 'yes',
      METRICS_TOKEN: 'short',
      SHUTDOWN_TIMEOUT_MS: 'soon',
      DATABASE_URL: 'mysql://root@localhost:3306/',
      SEED_IF_EMPTY: 'maybe',
      REMOTE_BOARD_URL: 'ftp://x',
      REMOTES_PUBLIC_URL: 'cdn.example',
      LISTING_CACHE_TTL_MS: 'long',
      SSE_HEARTBEAT_MS: '10',
      SSE_MAX_STREAMS_PER_SESSION: '0',
      REDIS_URL: 'localhost:6379',
      REDIS_TIMEOUT_MS: 'fast',
      IMAGE_CONCURRENCY: '-1',
      IMAGE_MAX_PIXELS: '1e9',
      SSR: 'yes',
      SSR_WORKERS: 'many',
      S3_BUCKET: 'b',
      OPERATOR_EMAIL: 'nope',
      MAIL_URL: 'http://mail',
      MAIL_QUEUE_MAX_ATTEMPTS: '0',
      MAIL_QUEUE_SENT_RETENTION_DAYS: '-1',
      DEMO_OUTBOX: '1',
      RATE_LIMIT_ENABLED: 'maybe',
      RATE_LIMIT_LOGIN_IP: 'ten',
    });
    const names = [
      'LOG_LEVEL',
      'PORT',
      'TRUST_PROXY',
      'PUBLIC_URL',
      'SWAGGER',
      'METRICS_TOKEN',
      'SHUTDOWN_TIMEOUT_MS',
      'DATABASE_URL',
      'SEED_IF_EMPTY',
      'REMOTE_BOARD_URL',
      'REMOTES_PUBLIC_URL',
      'LISTING_CACHE_TTL_MS',
      'SSE_HEARTBEAT_MS',
      'SSE_MAX_STREAMS_PER_SESSION',
      'REDIS_URL',
      'REDIS_TIMEOUT_MS',
      'IMAGE_CONCURRENCY',
      'IMAGE_MAX_PIXELS',
      'SSR must',
      'SSR_WORKERS',
      'S3_ENDPOINT',
      'OPERATOR_EMAIL',
      'MAIL_URL',
      'MAIL_QUEUE_MAX_ATTEMPTS',
      'MAIL_QUEUE_SENT_RETENTION_DAYS',
      'DEMO_OUTBOX must not be set with NODE_ENV=production',
      'RATE_LIMIT_ENABLED',
      'RATE_LIMIT_LOGIN_IP',
    ];
    expect(error.problems).toHaveLength(names.length);
    for (const name of names) expect(error.problems.filter((p) => p.includes(name)).length).toBeGreaterThanOrEqual(1);
    expect(error.message).toBe(`Invalid configuration:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`);
  });

  it.each(['0', '70000', '-1', '3.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port }, ROOT)).toThrow(ConfigError);
  });
});

describe('findRepoRoot', () => {
  it('is three levels above this folder, whatever the cwd', () => {
    expect(findRepoRoot(__dirname)).toBe(join(__dirname, '..', '..', '..'));
  });

  it('fails clearly when the layout is unexpected', () => {
    expect(() => findRepoRoot('/')).toThrow(ConfigError);
  });
});
