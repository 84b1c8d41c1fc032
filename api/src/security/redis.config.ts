import { intInRange, nonEmpty, type ConfigContext, type Env } from '../config/env';

/** The Redis part of the configuration (REDIS_URL, REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS); composed by config/app-config.ts. */

export interface RedisConfig {
  url: string;
  /** Prefix of every key (REDIS_KEY_PREFIX, default `akiya:`). */
  keyPrefix: string;
}

export interface RedisConfigPart {
  /** REDIS_URL: sessions and rate-limit counters in Redis instead of the database and memory. */
  redis: RedisConfig | null;
  /** REDIS_TIMEOUT_MS: longest wait for Redis (connect and each command) before a request answers 503. */
  redisTimeoutMs: number;
}

export function loadRedisConfig(env: Env, _context: ConfigContext, problems: string[]): RedisConfigPart {
  let redis: RedisConfig | null = null;
  const url = nonEmpty(env, 'REDIS_URL');
  if (url !== undefined) {
    if (/^rediss?:\/\/[^\s]+$/.test(url)) redis = { url, keyPrefix: nonEmpty(env, 'REDIS_KEY_PREFIX') ?? 'akiya:' };
    else problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  }
  return {
    redis,
    redisTimeoutMs: intInRange(env, 'REDIS_TIMEOUT_MS', 1000, { min: 50, max: 60_000, what: 'a number of milliseconds' }, problems),
  };
}
