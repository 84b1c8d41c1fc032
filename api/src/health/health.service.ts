import { Injectable } from '@nestjs/common';
import { MESSAGES, type HealthResponse } from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { RedisConnection } from '../security/redis-connection';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  constructor(
    private readonly db: HealthRepository,
    private readonly redis: RedisConnection,
  ) {}

  /**
   * Readiness: {status:'ok', db:'ok'} (plus `redis: 'ok'` when REDIS_URL is set). A failing
   * `SELECT 1`, or a Redis that does not answer PING within REDIS_TIMEOUT_MS, is 503 with the parts'
   * states in the error body: both are required (sessions live in Redis when it is configured).
   */
  async check(): Promise<HealthResponse> {
    const [db, redis] = await Promise.all([
      this.db.ping().then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
      this.redis.ping(),
    ]);
    const parts: Omit<HealthResponse, 'status'> = { db, ...(redis !== null ? { redis } : {}) };
    if (db === 'error') throw new ApiError(503, MESSAGES.databaseUnavailable, undefined, { status: 'error', ...parts });
    if (redis === 'error') throw new ApiError(503, MESSAGES.serviceUnavailable, undefined, { status: 'error', ...parts });
    return { status: 'ok', ...parts };
  }
}
