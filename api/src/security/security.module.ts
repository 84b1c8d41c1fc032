import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimitService } from './rate-limit.service';
import { RedisConnection } from './redis-connection';

/** Rate limits and the optional Redis connection, available to every module. */
@Global()
@Module({
  providers: [
    {
      provide: RedisConnection,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => RedisConnection.open(config),
    },
    RateLimitService,
  ],
  exports: [RedisConnection, RateLimitService],
})
export class SecurityModule {}
