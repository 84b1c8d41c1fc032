import { join } from 'node:path';
import { DEFAULT_OPERATOR_EMAIL, SITE_NAME, email as emailRule } from '@akiya/contracts';
import { flag, nonEmpty, nonNegativeInt, positiveInt, type ConfigContext, type Env } from '../config/env';

/**
 * The mail part of the configuration: the transport (MAIL_URL, MAIL_FROM), the queue's worker
 * (MAIL_QUEUE_*, docs/mail.md), the operator's address and the demo outbox. Composed by
 * config/app-config.ts.
 */

export interface MailConfig {
  /** MAIL_URL (smtp://host:port): send over SMTP; null: write .eml files to `outboxDir`. */
  url: string | null;
  from: string;
  /** `<DATA_DIR>/outbox`. */
  outboxDir: string;
  /** The mail queue's worker (docs/mail.md). */
  queue: MailQueueConfig;
}

export interface MailQueueConfig {
  /** MAIL_QUEUE_POLL_MS: how often each instance looks for due mails (default 1000). */
  pollMs: number;
  /** MAIL_QUEUE_MAX_ATTEMPTS: a mail is marked failed after this many failed attempts (default 8). */
  maxAttempts: number;
  /** MAIL_QUEUE_RETRY_BASE_MS: the first retry waits this long, each next one twice as long (default 30000). */
  retryBaseMs: number;
  /** MAIL_QUEUE_RETRY_MAX_MS: the longest wait between attempts (default 3600000). */
  retryMaxMs: number;
  /** MAIL_QUEUE_LEASE_MS: a mail left 'sending' this long (its worker died) is claimed again (default 300000). */
  leaseMs: number;
  /** MAIL_QUEUE_SENT_RETENTION_DAYS: sent mails are deleted this many days after they were sent (default 30; 0 keeps them). */
  sentRetentionDays: number;
  /** MAIL_QUEUE_FAILED_RETENTION_DAYS: failed mails are deleted this many days after their last attempt (default 90; 0 keeps them). */
  failedRetentionDays: number;
}

export interface MailConfigPart {
  /** Operator contact address (OPERATOR_EMAIL) shown to disabled accounts; the contact forms are mailed to it. */
  operatorEmail: string;
  mail: MailConfig;
  /** DEMO_OUTBOX=1: GET /api/dev/outbox lists the mails written to the outbox (never in production). */
  demoOutbox: boolean;
}

export const DEFAULT_MAIL_FROM = `${SITE_NAME} <no-reply@ieichiba.example>`;

export function loadMailQueueConfig(env: Env, problems: string[]): MailQueueConfig {
  return {
    pollMs: positiveInt(env, 'MAIL_QUEUE_POLL_MS', 1000, problems),
    maxAttempts: positiveInt(env, 'MAIL_QUEUE_MAX_ATTEMPTS', 8, problems),
    retryBaseMs: positiveInt(env, 'MAIL_QUEUE_RETRY_BASE_MS', 30_000, problems),
    retryMaxMs: positiveInt(env, 'MAIL_QUEUE_RETRY_MAX_MS', 3_600_000, problems),
    leaseMs: positiveInt(env, 'MAIL_QUEUE_LEASE_MS', 300_000, problems),
    sentRetentionDays: nonNegativeInt(env, 'MAIL_QUEUE_SENT_RETENTION_DAYS', 30, problems),
    failedRetentionDays: nonNegativeInt(env, 'MAIL_QUEUE_FAILED_RETENTION_DAYS', 90, problems),
  };
}

export function loadMailConfig(env: Env, context: ConfigContext, problems: string[]): MailConfigPart {
  const operatorEmail = nonEmpty(env, 'OPERATOR_EMAIL') ?? DEFAULT_OPERATOR_EMAIL;
  if (emailRule(operatorEmail) !== null) problems.push(`OPERATOR_EMAIL must be an email address (got "${operatorEmail}")`);

  const url = nonEmpty(env, 'MAIL_URL') ?? null;
  if (url !== null && !/^smtps?:\/\/[^\s/]+/.test(url)) {
    problems.push('MAIL_URL must be an SMTP URL, e.g. smtp://127.0.0.1:25 or smtps://user:pass@mail.example:465');
  }
  const mail: MailConfig = {
    url,
    from: nonEmpty(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    outboxDir: join(context.dataDir, 'outbox'),
    queue: loadMailQueueConfig(env, problems),
  };

  const demoOutbox = flag(env, 'DEMO_OUTBOX', false, problems);
  if (demoOutbox && context.nodeEnv === 'production') problems.push('DEMO_OUTBOX must not be set with NODE_ENV=production');

  return { operatorEmail, mail, demoOutbox };
}
