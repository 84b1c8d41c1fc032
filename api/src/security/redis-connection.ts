import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';

/** How long start-up waits for Redis before giving up. */
export const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** Redis could not be reached at start. Carries a message meant for the operator. */
export class RedisUnavailableError extends Error {
  constructor(reason: string) {
    super(`Cannot connect to Redis (REDIS_URL): ${reason}`);
    this.name = 'RedisUnavailableError';
  }
}

/**
 * True for the errors of a Redis that is down or too slow: a command that timed out
 * (REDIS_TIMEOUT_MS), a connection that is closed or reconnecting (no offline queue: commands fail at
 * once instead of waiting), retries given up. Such a request answers 503, not 500.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return /^(Command timed out|Stream isn't writeable|Connection is closed|Reached the max retries per request limit)/.test(error.message);
}

/**
 * The one Redis connection (sessions and rate-limit counters), or none when REDIS_URL is unset.
 * Created by `RedisConnection.open`, which fails start-up when Redis cannot be reached.
 */
export class RedisConnection implements OnApplicationShutdown {
  private constructor(
    readonly client: Redis | null,
    readonly keyPrefix: string,
  ) {}

  static async open(config: AppConfig): Promise<RedisConnection> {
    if (!config.redis) return new RedisConnection(null, '');
    const client = new Redis(config.redis.url, {
      lazyConnect: true,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      // A Redis outage must not hold requests: each command waits at most REDIS_TIMEOUT_MS, and while
      // the connection is down commands fail at once (no offline queue) instead of piling up.
      commandTimeout: config.redisTimeoutMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // Not at start: a refused connection fails start-up at once.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    client.on('error', (error: Error) => new Logger('Redis').warn(`Redis: ${error.message}`));
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new RedisUnavailableError(error instanceof Error ? error.message : String(error));
    }
    return new RedisConnection(client, config.redis.keyPrefix);
  }

  /** `ok` when Redis answers PING within REDIS_TIMEOUT_MS, `error` otherwise; null without Redis. */
  async ping(): Promise<'ok' | 'error' | null> {
    if (!this.client) return null;
    try {
      return (await this.client.ping()) === 'PONG' ? 'ok' : 'error';
    } catch {
      return 'error';
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client && this.client.status !== 'end') await this.client.quit().catch(() => this.client?.disconnect());
  }
}
