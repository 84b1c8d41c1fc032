import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ACCOUNT_ERROR_CODES, MESSAGES } from '@akiya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limit, RateLimitBucket } from './rate-limit.config';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { clientIpKey } from './client-ip';
import { sha256Hex } from './crypto';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit.store';
import { RedisConnection } from './redis-connection';

/** 429 in the one error shape; Retry-After is set on the reply before it is thrown. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.rateLimited, undefined, { code: ACCOUNT_ERROR_CODES.rateLimited });
  }
}

/**
 * Counts hits per bucket, per client IP and per account (a normalised email address or a user id,
 * hashed before it becomes a key). Over either limit → 429 with Retry-After and MESSAGES.rateLimited.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly store: RateLimitStore;
  private readonly logger = new Logger('RateLimit');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(RedisConnection) redis: RedisConnection,
  ) {
    this.store = redis.client ? new RedisRateLimitStore(redis.client, redis.keyPrefix) : new MemoryRateLimitStore();
  }

  /**
   * Counts one hit of `bucket` for the request's IP and, when given, for `account`; throws
   * RateLimitedError (after setting Retry-After) when either is over its limit.
   */
  async enforce(
    bucket: RateLimitBucket,
    request: FastifyRequest,
    reply: FastifyReply,
    account?: string | number | null,
  ): Promise<void> {
    const limits = this.config.rateLimits;
    if (!limits.enabled) return;
    const { ip, account: perAccount } = limits.buckets[bucket];
    const checks: [string, Limit][] = [[`${bucket}:ip:${clientIpKey(request.ip)}`, ip]];
    if (account !== undefined && account !== null && account !== '') {
      checks.push([`${bucket}:acct:${sha256Hex(String(account)).slice(0, 32)}`, perAccount]);
    }
    let retryMs = 0;
    for (const [key, limit] of checks) {
      const hit = await this.store.hit(key, limit.windowMs);
      if (hit.count > limit.max) retryMs = Math.max(retryMs, hit.resetMs);
    }
    if (retryMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryMs / 1000));
      this.logger.warn(`${bucket}: limit reached for ${clientIpKey(request.ip)} (${request.method} ${request.url})`);
      reply.header('retry-after', String(seconds));
      throw new RateLimitedError(seconds);
    }
  }

  onApplicationShutdown(): void {
    if (this.store instanceof MemoryRateLimitStore) this.store.close();
  }
}
