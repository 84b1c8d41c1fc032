import { join } from 'node:path';
import { DEFAULT_OPERATOR_EMAIL, SITE_NAME, email as emailRule } from '@akiya/contracts';

/**
 * The accounts part of the configuration: public URL for links in mails, mail transport, Redis,
 * proxy trust and rate limits. Parsed from the environment by `loadAccountsConfig`, called from
 * `loadConfig`; every problem is added to the same list so a bad start lists all of them.
 */

/** A rate limit: at most `max` hits per fixed window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** The rate-limited groups of endpoints. Each is counted per client IP and, where known, per account. */
export const RATE_LIMIT_BUCKETS = ['login', 'register', 'emailCheck', 'mail', 'token', 'emailChange', 'inquiry', 'posting'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface BucketLimits {
  ip: Limit;
  /** Per account (the normalised email address, or the logged-in user). */
  account: Limit;
}

export interface RateLimitsConfig {
  /** RATE_LIMIT_ENABLED=0 turns every limit off (benchmarks only). */
  enabled: boolean;
  buckets: Record<RateLimitBucket, BucketLimits>;
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/** Defaults: generous for people, tight for scripts. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitBucket, BucketLimits> = {
  /** Both login steps (post-email and post). */
  login: { ip: { max: 30, windowMs: 10 * MIN }, account: { max: 10, windowMs: 10 * MIN } },
  /** post-register. */
  register: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** Both check-email-exists endpoints. */
  emailCheck: { ip: { max: 30, windowMs: 10 * MIN }, account: { max: 10, windowMs: 10 * MIN } },
  /** Calls that send a mail to an address given by the caller: remember (reset request), resend-verify. */
  mail: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** Token submissions: verify, reset, re-verify (account = the logged-in user, when there is one). */
  token: { ip: { max: 30, windowMs: 10 * MIN }, account: { max: 10, windowMs: 10 * MIN } },
  /** reservation-re-verify (forced email update): account = the logged-in user. */
  emailChange: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** Contact forms to the operator (/forms/contact, /forms/republish): account = the given address or the logged-in user. */
  inquiry: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  /** Posting and editing listings (POST /api/post, /api/post/:id): account = the logged-in user. */
  posting: { ip: { max: 60, windowMs: HOUR }, account: { max: 30, windowMs: HOUR } },
};

/** Env var name of a bucket's limit: RATE_LIMIT_EMAIL_CHECK_IP, RATE_LIMIT_LOGIN_EMAIL … */
export function rateLimitEnvName(bucket: RateLimitBucket, scope: 'ip' | 'account'): string {
  const name = bucket.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return `RATE_LIMIT_${name}_${scope === 'ip' ? 'IP' : 'EMAIL'}`;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: MIN, h: HOUR };

/** `10/10m`, `30/600` (seconds), `5/1h`: count per window. */
export function parseLimit(raw: string): Limit | null {
  const m = /^([0-9]{1,9})\s*\/\s*([0-9]{1,9})\s*([smh]?)$/.exec(raw.trim());
  if (!m) return null;
  const max = Number(m[1]);
  const windowMs = Number(m[2]) * UNIT_MS[m[3] || 's'];
  if (max < 1 || windowMs < 1000) return null;
  return { max, windowMs };
}

export type TrustProxy = boolean | number | string;

/**
 * TRUST_PROXY (Fastify `trustProxy`): unset/`false`/`0` → do not trust X-Forwarded-For (the client
 * IP is the socket address); `true` → trust every proxy; a number → that many hops; otherwise a
 * comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`).
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^[0-9]{1,2}$/.test(raw)) return Number(raw);
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.every((p) => /^[0-9a-fA-F:.]+(\/[0-9]{1,3})?$/.test(p))) return parts.join(',');
  problems.push(`TRUST_PROXY must be true, false, a hop count or a list of proxy addresses/CIDRs (got "${raw}")`);
  return false;
}

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

export interface RedisConfig {
  url: string;
  /** Prefix of every key (REDIS_KEY_PREFIX, default `akiya:`). */
  keyPrefix: string;
}

export interface AccountsConfig {
  trustProxy: TrustProxy;
  /** Origin of the site as users reach it (PUBLIC_URL), for links in mails and the Origin check. */
  publicUrl: string;
  /** Operator contact address (OPERATOR_EMAIL) shown to disabled accounts. */
  operatorEmail: string;
  mail: MailConfig;
  /** DEMO_OUTBOX=1: GET /api/dev/outbox lists the mails written to the outbox (never in production). */
  demoOutbox: boolean;
  /** REDIS_URL: sessions and rate-limit counters in Redis instead of the database and memory. */
  redis: RedisConfig | null;
  rateLimits: RateLimitsConfig;
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function positiveInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) {
    problems.push(`${name} must be a positive whole number (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

function nonNegativeInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^[0-9]{1,9}$/.test(raw)) {
    problems.push(`${name} must be a whole number, 0 or more (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

export const DEFAULT_MAIL_FROM = `${SITE_NAME} <no-reply@ieichiba.example>`;

export function loadAccountsConfig(
  env: Env,
  context: { nodeEnv: string; port: number; dataDir: string },
  problems: string[],
): AccountsConfig {
  const trustProxy = parseTrustProxy(value(env, 'TRUST_PROXY'), problems);

  let publicUrl = `http://localhost:${context.port}`;
  const publicRaw = value(env, 'PUBLIC_URL');
  if (publicRaw !== undefined) {
    try {
      const url = new URL(publicRaw);
      if (!['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
        throw new Error('not an origin');
      }
      publicUrl = url.origin;
    } catch {
      problems.push(`PUBLIC_URL must be the site's origin, e.g. https://ieichiba.example (got "${publicRaw}")`);
    }
  }

  const operatorEmail = value(env, 'OPERATOR_EMAIL') ?? DEFAULT_OPERATOR_EMAIL;
  if (emailRule(operatorEmail) !== null) problems.push(`OPERATOR_EMAIL must be an email address (got "${operatorEmail}")`);

  const mailUrl = value(env, 'MAIL_URL') ?? null;
  if (mailUrl !== null && !/^smtps?:\/\/[^\s/]+/.test(mailUrl)) {
    problems.push('MAIL_URL must be an SMTP URL, e.g. smtp://127.0.0.1:25 or smtps://user:pass@mail.example:465');
  }
  const mail: MailConfig = {
    url: mailUrl,
    from: value(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    outboxDir: join(context.dataDir, 'outbox'),
    queue: {
      pollMs: positiveInt(env, 'MAIL_QUEUE_POLL_MS', 1000, problems),
      maxAttempts: positiveInt(env, 'MAIL_QUEUE_MAX_ATTEMPTS', 8, problems),
      retryBaseMs: positiveInt(env, 'MAIL_QUEUE_RETRY_BASE_MS', 30_000, problems),
      retryMaxMs: positiveInt(env, 'MAIL_QUEUE_RETRY_MAX_MS', 3_600_000, problems),
      leaseMs: positiveInt(env, 'MAIL_QUEUE_LEASE_MS', 300_000, problems),
      sentRetentionDays: nonNegativeInt(env, 'MAIL_QUEUE_SENT_RETENTION_DAYS', 30, problems),
      failedRetentionDays: nonNegativeInt(env, 'MAIL_QUEUE_FAILED_RETENTION_DAYS', 90, problems),
    },
  };

  const demoRaw = value(env, 'DEMO_OUTBOX') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(demoRaw)) problems.push(`DEMO_OUTBOX must be 1 or 0 (got "${demoRaw}")`);
  const demoOutbox = demoRaw === '1' || demoRaw === 'true';
  if (demoOutbox && context.nodeEnv === 'production') problems.push('DEMO_OUTBOX must not be set with NODE_ENV=production');

  let redis: RedisConfig | null = null;
  const redisUrl = value(env, 'REDIS_URL');
  if (redisUrl !== undefined) {
    if (/^rediss?:\/\/[^\s]+$/.test(redisUrl)) redis = { url: redisUrl, keyPrefix: value(env, 'REDIS_KEY_PREFIX') ?? 'akiya:' };
    else problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }

  const enabledRaw = value(env, 'RATE_LIMIT_ENABLED') ?? '1';
  if (!['0', '1', 'true', 'false'].includes(enabledRaw)) problems.push(`RATE_LIMIT_ENABLED must be 1 or 0 (got "${enabledRaw}")`);
  const buckets = {} as Record<RateLimitBucket, BucketLimits>;
  for (const bucket of RATE_LIMIT_BUCKETS) {
    const limits: BucketLimits = { ...DEFAULT_RATE_LIMITS[bucket] };
    for (const scope of ['ip', 'account'] as const) {
      const name = rateLimitEnvName(bucket, scope);
      const raw = value(env, name);
      if (raw === undefined) continue;
      const parsed = parseLimit(raw);
      if (parsed) limits[scope] = parsed;
      else problems.push(`${name} must be <count>/<window>, e.g. 10/10m, 30/600 or 5/1h (got "${raw}")`);
    }
    buckets[bucket] = limits;
  }

  return {
    trustProxy,
    publicUrl,
    operatorEmail,
    mail,
    demoOutbox,
    redis,
    rateLimits: { enabled: enabledRaw === '1' || enabledRaw === 'true', buckets },
  };
}
