import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DEAL_MESSAGES } from '@akiya/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { ApiError } from '../http/api-error';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from '../security/rate-limit.store';
import { RedisConnection } from '../security/redis-connection';

const HOUR = 3_600_000;

/** Per-user limits of the deal calls (fixed windows; shared through Redis when REDIS_URL is set). */
export const DEAL_RATE_LIMITS = {
  /** New enquiries (POST /api/contact/project/:id). */
  enquiry: { max: 20, windowMs: HOUR },
  /** Messages and actions in threads. */
  message: { max: 300, windowMs: HOUR },
} as const;

/**
 * Counts deal calls per logged-in user (not per IP: the user is known). Over the limit: 429 with
 * Retry-After and DEAL_MESSAGES.rateLimited. Off with RATE_LIMIT_ENABLED=0 like every other limit.
 */
@Injectable()
export class DealRateLimit implements OnApplicationShutdown {
  private readonly store: RateLimitStore;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(RedisConnection) redis: RedisConnection,
  ) {
    this.store = redis.client ? new RedisRateLimitStore(redis.client, redis.keyPrefix) : new MemoryRateLimitStore();
  }

  async enforce(kind: keyof typeof DEAL_RATE_LIMITS, userId: number, reply: FastifyReply): Promise<void> {
    if (!this.config.rateLimits.enabled) return;
    const limit = DEAL_RATE_LIMITS[kind];
    const hit = await this.store.hit(`deal-${kind}:user:${userId}`, limit.windowMs);
    if (hit.count > limit.max) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(hit.resetMs / 1000))));
      throw new ApiError(429, DEAL_MESSAGES.rateLimited, undefined, { code: 'rate-limited' });
    }
  }

  onApplicationShutdown(): void {
    if (this.store instanceof MemoryRateLimitStore) this.store.close();
  }
}
