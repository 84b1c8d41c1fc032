import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RedisConnection } from '../security/redis-connection';
import { SessionsModule } from '../sessions/sessions.module';
import { InProcessBus, RedisBus, type RealtimeBus } from './realtime-bus';
import { RealtimeController } from './realtime.controller';
import { RealtimeService } from './realtime.service';
import { REALTIME_BUS } from './realtime.tokens';
import { UpdatedUserContactEntity } from './updated-user-contact.entity';

/** Live updates of the my-page: updated_user_contacts rows, the bus between instances, the SSE stream. */
@Module({
  imports: [TypeOrmModule.forFeature([UpdatedUserContactEntity]), SessionsModule],
  controllers: [RealtimeController],
  providers: [
    {
      provide: REALTIME_BUS,
      inject: [RedisConnection],
      useFactory: async (redis: RedisConnection): Promise<RealtimeBus> => {
        if (!redis.client) return new InProcessBus();
        const bus = new RedisBus(redis.client, redis.keyPrefix);
        await bus.start();
        return bus;
      },
    },
    RealtimeService,
  ],
  exports: [RealtimeService],
})
export class RealtimeModule {}
