import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { RateLimitService } from './rate-limit.service';
import { RedisConnection } from './redis-connection';

/** Rate limits, the optional Redis connection and the cache invalidation between instances, available to every module. */
@Global()
@Module({
  providers: [
    {
      provide: RedisConnection,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => RedisConnection.open(config),
    },
    {
      provide: CacheInvalidationBus,
      inject: [RedisConnection],
      useFactory: (redis: RedisConnection) => CacheInvalidationBus.open(redis),
    },
    RateLimitService,
  ],
  exports: [RedisConnection, RateLimitService, CacheInvalidationBus],
})
export class SecurityModule {}
