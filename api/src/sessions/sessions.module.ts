import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RedisConnection } from '../security/redis-connection';
import { UsersModule } from '../users/users.module';
import { SessionEntity } from './entities/session.entity';
import { DatabaseSessionStore, RedisSessionStore, SESSION_STORE } from './session-store';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';

/** Sessions: the store (database, or Redis when REDIS_URL is set), the service and the global guard. */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), UsersModule],
  providers: [
    {
      provide: SESSION_STORE,
      inject: [RedisConnection, getRepositoryToken(SessionEntity)],
      useFactory: (redis: RedisConnection, repo: Repository<SessionEntity>) =>
        redis.client ? new RedisSessionStore(redis.client, redis.keyPrefix) : new DatabaseSessionStore(repo),
    },
    SessionsService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionsService, SESSION_STORE],
})
export class SessionsModule {}
