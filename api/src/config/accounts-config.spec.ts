import { ConfigError, loadConfig } from './app-config';
import { DEFAULT_MAIL_FROM, DEFAULT_RATE_LIMITS, parseLimit, parseTrustProxy, rateLimitEnvName } from './accounts-config';

const ROOT = '/repo';

describe('accounts configuration', () => {
  it('has defaults', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      operatorEmail: 'support@ieichiba.example',
      mail: { url: null, from: DEFAULT_MAIL_FROM, outboxDir: '/repo/data/outbox' },
      demoOutbox: false,
      redis: null,
      rateLimits: { enabled: true, buckets: DEFAULT_RATE_LIMITS },
    });
    expect(DEFAULT_MAIL_FROM).toBe('家いちば <no-reply@ieichiba.example>');
    expect(DEFAULT_RATE_LIMITS.login).toEqual({ ip: { max: 30, windowMs: 600_000 }, account: { max: 10, windowMs: 600_000 } });
    expect(loadConfig({ PORT: '8080' }, ROOT).publicUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://ieichiba.example/',
        OPERATOR_EMAIL: 'help@ieichiba.example',
        MAIL_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Akiya <a@b.jp>',
        DEMO_OUTBOX: '1',
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        REDIS_KEY_PREFIX: 'x:',
        RATE_LIMIT_ENABLED: '0',
        RATE_LIMIT_LOGIN_EMAIL: '5/1h',
        RATE_LIMIT_EMAIL_CHECK_IP: '100/60',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      trustProxy: 1,
      publicUrl: 'https://ieichiba.example',
      operatorEmail: 'help@ieichiba.example',
      mail: { url: 'smtp://127.0.0.1:2525', from: 'Akiya <a@b.jp>' },
      demoOutbox: true,
      redis: { url: 'redis://127.0.0.1:6379/2', keyPrefix: 'x:' },
    });
    expect(config.rateLimits.enabled).toBe(false);
    expect(config.rateLimits.buckets.login.account).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(config.rateLimits.buckets.login.ip).toEqual(DEFAULT_RATE_LIMITS.login.ip);
    expect(config.rateLimits.buckets.emailCheck.ip).toEqual({ max: 100, windowMs: 60_000 });
  });

  it('reads the mail queue settings (docs/mail.md) and refuses what is not a positive whole number', () => {
    expect(loadConfig({}, ROOT).mail.queue).toEqual({
      pollMs: 1000,
      maxAttempts: 8,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      leaseMs: 300_000,
      sentRetentionDays: 30,
      failedRetentionDays: 90,
    });
    expect(
      loadConfig(
        { MAIL_QUEUE_POLL_MS: '200', MAIL_QUEUE_MAX_ATTEMPTS: '3', MAIL_QUEUE_RETRY_BASE_MS: '100', MAIL_QUEUE_RETRY_MAX_MS: '400', MAIL_QUEUE_LEASE_MS: '5000' },
        ROOT,
      ).mail.queue,
    ).toMatchObject({ pollMs: 200, maxAttempts: 3, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 5000 });
    for (const bad of ['0', '-1', '1.5', 'ten', '9999999999']) {
      expect(() => loadConfig({ MAIL_QUEUE_MAX_ATTEMPTS: bad }, ROOT)).toThrow(/MAIL_QUEUE_MAX_ATTEMPTS must be a positive whole number/);
    }
  });

  it('reads how long sent and failed mails are kept (0 keeps them) and refuses what is not a whole number', () => {
    expect(loadConfig({ MAIL_QUEUE_SENT_RETENTION_DAYS: '7', MAIL_QUEUE_FAILED_RETENTION_DAYS: '0' }, ROOT).mail.queue).toMatchObject({
      sentRetentionDays: 7,
      failedRetentionDays: 0,
    });
    for (const bad of ['-1', '1.5', 'ten', '9999999999']) {
      expect(() => loadConfig({ MAIL_QUEUE_SENT_RETENTION_DAYS: bad }, ROOT)).toThrow(/MAIL_QUEUE_SENT_RETENTION_DAYS must be a whole number, 0 or more/);
      expect(() => loadConfig({ MAIL_QUEUE_FAILED_RETENTION_DAYS: bad }, ROOT)).toThrow(/MAIL_QUEUE_FAILED_RETENTION_DAYS must be a whole number, 0 or more/);
    }
  });

  it('lists every bad value', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig(
        {
          NODE_ENV: 'production',
          DEMO_OUTBOX: '1',
          PUBLIC_URL: 'https://ieichiba.example/path',
          OPERATOR_EMAIL: 'nope',
          MAIL_URL: 'http://mail',
          REDIS_URL: 'localhost:6379',
          TRUST_PROXY: 'everyone',
          RATE_LIMIT_LOGIN_IP: 'ten',
          RATE_LIMIT_ENABLED: 'maybe',
        },
        ROOT,
      );
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = error!.problems.join('\n');
    for (const name of ['DEMO_OUTBOX', 'PUBLIC_URL', 'OPERATOR_EMAIL', 'MAIL_URL', 'REDIS_URL', 'TRUST_PROXY', 'RATE_LIMIT_LOGIN_IP', 'RATE_LIMIT_ENABLED']) {
      expect(text).toContain(name);
    }
  });

  it('parses limits', () => {
    expect(parseLimit('10/10m')).toEqual({ max: 10, windowMs: 600_000 });
    expect(parseLimit('30/600')).toEqual({ max: 30, windowMs: 600_000 });
    expect(parseLimit(' 5 / 1h ')).toEqual({ max: 5, windowMs: 3_600_000 });
    for (const bad of ['0/10m', '10', '10/0', '10/10d', 'a/b', '-1/10m']) expect(parseLimit(bad)).toBeNull();
  });

  it('parses TRUST_PROXY', () => {
    const problems: string[] = [];
    expect(parseTrustProxy(undefined, problems)).toBe(false);
    expect(parseTrustProxy('false', problems)).toBe(false);
    expect(parseTrustProxy('true', problems)).toBe(true);
    expect(parseTrustProxy('2', problems)).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1', problems)).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(problems).toEqual([]);
  });

  it('names the rate-limit variables', () => {
    expect(rateLimitEnvName('login', 'ip')).toBe('RATE_LIMIT_LOGIN_IP');
    expect(rateLimitEnvName('emailCheck', 'account')).toBe('RATE_LIMIT_EMAIL_CHECK_EMAIL');
    expect(rateLimitEnvName('emailChange', 'ip')).toBe('RATE_LIMIT_EMAIL_CHANGE_IP');
  });
});
