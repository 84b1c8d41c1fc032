import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisConnection } from '../security/redis-connection';

/**
 * Tells every API instance that a cache must be dropped (e.g. `listings` after a listing was stopped
 * or suspended). Without Redis there is one instance and the message stays in the process. With
 * REDIS_URL it goes over Redis pub/sub on `<REDIS_KEY_PREFIX>cache:invalidate` — the same transport as
 * the realtime bus — so a write through one instance is visible through every other at once instead
 * of after the cache's TTL. The instance that sent it has already dropped its own cache and ignores
 * its echo.
 */
export class CacheInvalidationBus implements OnApplicationShutdown {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly instanceId = randomBytes(8).toString('hex');
  private readonly logger = new Logger('CacheInvalidation');
  private subscriber: Redis | null = null;
  private readonly channel: string;

  private constructor(
    private readonly client: Redis | null,
    keyPrefix: string,
  ) {
    this.channel = `${keyPrefix}cache:invalidate`;
  }

  static async open(redis: RedisConnection): Promise<CacheInvalidationBus> {
    const bus = new CacheInvalidationBus(redis.client, redis.keyPrefix);
    if (redis.client) await bus.start(redis.client);
    return bus;
  }

  get transport(): 'memory' | 'redis' {
    return this.client ? 'redis' : 'memory';
  }

  private async start(client: Redis): Promise<void> {
    const sub = client.duplicate();
    sub.on('error', (error: Error) => this.logger.warn(`Redis subscriber: ${error.message}`));
    sub.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      let message: { from?: unknown; topic?: unknown };
      try {
        message = JSON.parse(payload) as { from?: unknown; topic?: unknown };
      } catch {
        return;
      }
      if (message.from === this.instanceId || typeof message.topic !== 'string') return;
      this.local.emit(message.topic);
    });
    if (sub.status === 'wait') await sub.connect();
    await sub.subscribe(this.channel);
    this.subscriber = sub;
  }

  /** Runs `handler` when another instance (or this one, without Redis) invalidates `topic`. */
  on(topic: string, handler: () => void): void {
    this.local.on(topic, handler);
  }

  /**
   * Announces that `topic` changed, to every handler of this instance at once (the caller's own
   * included) and to the other instances, which drop theirs when the message arrives. A failure to
   * publish is logged: those instances then serve the old entry until its TTL ends.
   */
  publish(topic: string): void {
    // Subscribers on this instance too (a sitemap built from what changed): dropping a cache twice is harmless.
    this.local.emit(topic);
    if (!this.client) return;
    this.client.publish(this.channel, JSON.stringify({ from: this.instanceId, topic })).catch((error: unknown) => {
      this.logger.warn(`cannot announce "${topic}" to other instances: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.removeAllListeners();
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub && sub.status !== 'end') await sub.quit().catch(() => sub.disconnect());
  }
}
