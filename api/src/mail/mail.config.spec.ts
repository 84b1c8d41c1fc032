import { loadConfigPart, testContext } from '../config/config-part.testing';
import type { NodeEnv } from '../config/env';
import { DEFAULT_MAIL_FROM, loadMailConfig } from './mail.config';

function load(env: Record<string, string>, nodeEnv: NodeEnv = 'development') {
  return loadConfigPart(loadMailConfig, env, testContext({ nodeEnv }));
}

describe('mail configuration', () => {
  it('has defaults', () => {
    expect(load({})).toMatchObject({
      operatorEmail: 'support@ieichiba.example',
      mail: { url: null, from: DEFAULT_MAIL_FROM, outboxDir: '/repo/data/outbox' },
      demoOutbox: false,
      problems: [],
    });
    expect(DEFAULT_MAIL_FROM).toBe('家いちば <no-reply@ieichiba.example>');
  });

  it('reads every variable', () => {
    expect(load({ OPERATOR_EMAIL: 'help@ieichiba.example', MAIL_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Akiya <a@b.jp>', DEMO_OUTBOX: '1' })).toMatchObject({
      operatorEmail: 'help@ieichiba.example',
      mail: { url: 'smtp://127.0.0.1:2525', from: 'Akiya <a@b.jp>' },
      demoOutbox: true,
      problems: [],
    });
  });

  it('reads the mail queue settings (docs/mail.md) and refuses what is not a positive whole number', () => {
    expect(load({}).mail.queue).toEqual({
      pollMs: 1000,
      maxAttempts: 8,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
      leaseMs: 300_000,
      sentRetentionDays: 30,
      failedRetentionDays: 90,
    });
    expect(
      load({ MAIL_QUEUE_POLL_MS: '200', MAIL_QUEUE_MAX_ATTEMPTS: '3', MAIL_QUEUE_RETRY_BASE_MS: '100', MAIL_QUEUE_RETRY_MAX_MS: '400', MAIL_QUEUE_LEASE_MS: '5000' }).mail
        .queue,
    ).toMatchObject({ pollMs: 200, maxAttempts: 3, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 5000 });
    for (const bad of ['0', '-1', '1.5', 'ten', '9999999999']) {
      expect(load({ MAIL_QUEUE_MAX_ATTEMPTS: bad }).problems).toEqual([`MAIL_QUEUE_MAX_ATTEMPTS must be a positive whole number (got "${bad}")`]);
    }
  });

  it('reads how long sent and failed mails are kept (0 keeps them) and refuses what is not a whole number', () => {
    expect(load({ MAIL_QUEUE_SENT_RETENTION_DAYS: '7', MAIL_QUEUE_FAILED_RETENTION_DAYS: '0' }).mail.queue).toMatchObject({
      sentRetentionDays: 7,
      failedRetentionDays: 0,
    });
    for (const bad of ['-1', '1.5', 'ten', '9999999999']) {
      expect(load({ MAIL_QUEUE_SENT_RETENTION_DAYS: bad, MAIL_QUEUE_FAILED_RETENTION_DAYS: bad }).problems).toEqual([
        `MAIL_QUEUE_SENT_RETENTION_DAYS must be a whole number, 0 or more (got "${bad}")`,
        `MAIL_QUEUE_FAILED_RETENTION_DAYS must be a whole number, 0 or more (got "${bad}")`,
      ]);
    }
  });

  it('lists every bad value, and refuses the demo outbox in production', () => {
    expect(load({ OPERATOR_EMAIL: 'nope', MAIL_URL: 'http://mail', DEMO_OUTBOX: 'maybe' }).problems).toEqual([
      'OPERATOR_EMAIL must be an email address (got "nope")',
      'MAIL_URL must be an SMTP URL, e.g. smtp://127.0.0.1:25 or smtps://user:pass@mail.example:465',
      'DEMO_OUTBOX must be 1 or 0 (got "maybe")',
    ]);
    expect(load({ DEMO_OUTBOX: '1' }, 'production').problems).toEqual(['DEMO_OUTBOX must not be set with NODE_ENV=production']);
  });
});
