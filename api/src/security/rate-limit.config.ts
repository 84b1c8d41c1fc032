import { flag, nonEmpty, type ConfigContext, type Env } from '../config/env';

/** The rate limits' part of the configuration (RATE_LIMIT_*, docs/accounts.md); composed by config/app-config.ts. */

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

export interface RateLimitConfigPart {
  rateLimits: RateLimitsConfig;
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

export function loadRateLimitConfig(env: Env, _context: ConfigContext, problems: string[]): RateLimitConfigPart {
  const enabled = flag(env, 'RATE_LIMIT_ENABLED', true, problems);
  const buckets = {} as Record<RateLimitBucket, BucketLimits>;
  for (const bucket of RATE_LIMIT_BUCKETS) {
    const limits: BucketLimits = { ...DEFAULT_RATE_LIMITS[bucket] };
    for (const scope of ['ip', 'account'] as const) {
      const name = rateLimitEnvName(bucket, scope);
      const raw = nonEmpty(env, name);
      if (raw === undefined) continue;
      const parsed = parseLimit(raw);
      if (parsed) limits[scope] = parsed;
      else problems.push(`${name} must be <count>/<window>, e.g. 10/10m, 30/600 or 5/1h (got "${raw}")`);
    }
    buckets[bucket] = limits;
  }
  return { rateLimits: { enabled, buckets } };
}
