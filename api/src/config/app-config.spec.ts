import { join } from 'node:path';
import { ConfigError, describeDatabase, findRepoRoot, loadConfig } from './app-config';

const ROOT = '/repo';

describe('loadConfig', () => {
  it('has defaults for an empty environment', () => {
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
    });
  });

  it('is silent by default under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, ROOT).logLevel).toBe('silent');
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

  it('defaults the MySQL port and user', () => {
    const { database } = loadConfig({ DATABASE_URL: 'mariadb://127.0.0.1/test' }, ROOT);
    expect(database).toMatchObject({ type: 'mysql', port: 3306, username: 'root', password: '' });
  });

  it('accepts sqlite:<file>, relative to the repository root', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/x.sqlite' }, ROOT).database).toEqual({
      type: 'better-sqlite3',
      file: '/repo/tmp/x.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:///abs/x.sqlite' }, ROOT).database).toEqual({
      type: 'better-sqlite3',
      file: '/abs/x.sqlite',
    });
  });

  it('lists every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'abc',
          LOG_LEVEL: 'loud',
          NODE_ENV: 'staging',
          DATABASE_URL: 'postgres://x/y',
          SEED_IF_EMPTY: 'maybe',
          REMOTE_BOARD_URL: 'ftp://x',
        },
        ROOT,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'DATABASE_URL', 'SEED_IF_EMPTY', 'REMOTE_BOARD_URL']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it.each(['0', '70000', '-1', '3.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port }, ROOT)).toThrow(ConfigError);
  });

  it('reads the hardening variables with safe defaults (Swagger off in production unless SWAGGER=1)', () => {
    expect(loadConfig({}, ROOT)).toMatchObject({
      swagger: true,
      sseMaxStreamsPerSession: 5,
      redisTimeoutMs: 1000,
      images: { concurrency: 1, maxPixels: 50_000_000, maxTotalPixels: 400_000_000 },
      s3: null,
    });
    expect(loadConfig({ NODE_ENV: 'production' }, ROOT).swagger).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SWAGGER: '1' }, ROOT).swagger).toBe(true);
    expect(loadConfig({ SWAGGER: '0' }, ROOT).swagger).toBe(false);
    const custom = loadConfig(
      { SSE_MAX_STREAMS_PER_SESSION: '2', REDIS_TIMEOUT_MS: '250', IMAGE_CONCURRENCY: '3', IMAGE_MAX_PIXELS: '1000', IMAGE_MAX_TOTAL_PIXELS: '5000' },
      ROOT,
    );
    expect(custom).toMatchObject({ sseMaxStreamsPerSession: 2, redisTimeoutMs: 250, images: { concurrency: 3, maxPixels: 1000, maxTotalPixels: 5000 } });
  });

  it('reads SSR and SSR_BUDGET_MS (on, 2000 ms by default) and refuses bad values', () => {
    expect(loadConfig({}, ROOT).ssr).toMatchObject({ enabled: true, budgetMs: 2000 });
    expect(loadConfig({ SSR: '0', SSR_BUDGET_MS: '1500' }, ROOT).ssr).toMatchObject({ enabled: false, budgetMs: 1500 });
    expect(() => loadConfig({ SSR: 'yes' }, ROOT)).toThrow(/SSR must be 1 or 0/);
    expect(() => loadConfig({ SSR_BUDGET_MS: '0' }, ROOT)).toThrow(/SSR_BUDGET_MS must be a number of milliseconds/);
  });

  it('reads the render workers, their queue and the page cache (one worker per core, a cache of a minute by default)', () => {
    const ssr = loadConfig({}, ROOT).ssr;
    expect(ssr.workers).toBeGreaterThanOrEqual(1);
    expect(ssr).toMatchObject({ perWorker: 4, queueLimit: 64, cacheTtlMs: 60_000, cacheBytes: 64 * 1024 * 1024 });
    expect(loadConfig({ SSR_WORKERS: '0', PAGE_CACHE_TTL_MS: '0' }, ROOT).ssr).toMatchObject({ workers: 0, cacheTtlMs: 0 });
    expect(() => loadConfig({ SSR_WORKERS: 'many' }, ROOT)).toThrow(/SSR_WORKERS must be a number of render worker threads/);
    expect(() => loadConfig({ SSR_QUEUE_LIMIT: '-1' }, ROOT)).toThrow(/SSR_QUEUE_LIMIT/);
  });

  it('lists bad hardening and S3 variables', () => {
    let error: unknown;
    try {
      loadConfig(
        { SWAGGER: 'yes', SSE_MAX_STREAMS_PER_SESSION: '0', REDIS_TIMEOUT_MS: 'fast', IMAGE_CONCURRENCY: '-1', IMAGE_MAX_PIXELS: '1e9', S3_BUCKET: 'b' },
        ROOT,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['SWAGGER', 'SSE_MAX_STREAMS_PER_SESSION', 'REDIS_TIMEOUT_MS', 'IMAGE_CONCURRENCY', 'IMAGE_MAX_PIXELS', 'S3_ENDPOINT']) {
      expect(problems).toContain(name);
    }
  });

  it('rejects a MySQL URL without a database', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@localhost:3306/' }, ROOT)).toThrow(/must name a database/);
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
