import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { UpdatedUserContactEvent } from '@akiya/contracts';
import type Redis from 'ioredis';

/**
 * Carries realtime events between the API instances. Every instance subscribes once and hands each
 * event to the SSE streams of the event's user that are open on it.
 */
export interface RealtimeBus {
  publish(event: UpdatedUserContactEvent): Promise<void>;
  subscribe(handler: (event: UpdatedUserContactEvent) => void): void;
  close(): Promise<void>;
  readonly name: 'memory' | 'redis';
}

/** One process: an EventEmitter (the default, REDIS_URL unset). */
export class InProcessBus implements RealtimeBus {
  readonly name = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: UpdatedUserContactEvent): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(handler: (event: UpdatedUserContactEvent) => void): void {
    this.emitter.on('event', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub on `<REDIS_KEY_PREFIX>realtime:updated_user_contacts`: publishes on the shared
 * connection, listens on a second one (a subscribed connection cannot run other commands). The
 * publishing instance receives its own events back through Redis like every other instance.
 */
export class RedisBus implements RealtimeBus {
  readonly name = 'redis' as const;
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private readonly handlers: ((event: UpdatedUserContactEvent) => void)[] = [];
  private readonly logger = new Logger('RealtimeBus');

  constructor(
    private readonly client: Redis,
    keyPrefix: string,
  ) {
    this.channel = `${keyPrefix}realtime:updated_user_contacts`;
  }

  /** Opens the subscriber connection; resolves once Redis confirmed the subscription. */
  async start(): Promise<void> {
    const sub = this.client.duplicate();
    sub.on('error', (error: Error) => this.logger.warn(`Redis subscriber: ${error.message}`));
    sub.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      let event: UpdatedUserContactEvent;
      try {
        event = JSON.parse(payload) as UpdatedUserContactEvent;
      } catch {
        return;
      }
      for (const h of this.handlers) h(event);
    });
    if (sub.status === 'wait') await sub.connect();
    await sub.subscribe(this.channel);
    this.subscriber = sub;
  }

  async publish(event: UpdatedUserContactEvent): Promise<void> {
    await this.client.publish(this.channel, JSON.stringify(event));
  }

  subscribe(handler: (event: UpdatedUserContactEvent) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub && sub.status !== 'end') await sub.quit().catch(() => sub.disconnect());
  }
}
