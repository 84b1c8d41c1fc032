import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { todayIn, type UpdatedUserContactEvent } from '@akiya/contracts';
import { In, LessThan, Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { UpdatedUserContactEntity } from './updated-user-contact.entity';
import { REALTIME_BUS } from './realtime.tokens';
import type { RealtimeBus } from './realtime-bus';

/** Rows sent on connect at most (the oldest first; the page re-reads its lists anyway). */
export const REPLAY_MAX_ROWS = 500;

/** One open SSE stream of a user. */
export interface RealtimeStream {
  userId: number;
  /** The login session it belongs to (streams are capped per session). */
  sessionId: string;
  send(event: UpdatedUserContactEvent): void;
  /** Ends the stream; with `retryMs`, first tells the browser to reconnect after that long (shutdown). */
  end(retryMs?: number): void;
}

/** On shutdown, the browser reconnects after this long (to another instance behind the balancer). */
export const SHUTDOWN_RETRY_MS = 1000;

export function toEvent(row: UpdatedUserContactEntity): UpdatedUserContactEvent {
  return { id: row.id, user_id: row.userId, contact_id: row.contactId, created_at: row.createdAt.toISOString() };
}

/** The start of today in Japan time, as a UTC Date (rows created before it are stale). */
export function startOfTodayJst(now = new Date()): Date {
  return new Date(`${todayIn(now)}T00:00:00+09:00`);
}

/**
 * The realtime collection `updated_user_contacts` (docs/product.md §3/§7): `touch` records that a contact changed for
 * its users and publishes the rows on the bus; every instance forwards them to that user's open
 * streams; pages acknowledge handled rows (`ack`), and a page that connects first drops the rows of
 * earlier days and receives today's pending ones.
 */
@Injectable()
export class RealtimeService implements OnModuleDestroy {
  private readonly streams = new Map<number, Set<RealtimeStream>>();
  /** Open streams per session, oldest first. */
  private readonly bySession = new Map<string, RealtimeStream[]>();
  private readonly changeListeners: ((userId: number) => void)[] = [];
  /** Hourly sweep of rows from before today (users who never open a page again). */
  private readonly sweeper: NodeJS.Timeout;
  private readonly logger = new Logger('Realtime');

  constructor(
    @InjectRepository(UpdatedUserContactEntity) private readonly rows: Repository<UpdatedUserContactEntity>,
    @Inject(REALTIME_BUS) private readonly bus: RealtimeBus,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    bus.subscribe((event) => this.deliver(event));
    this.sweeper = setInterval(() => void this.sweepStale(), 3_600_000);
    this.sweeper.unref();
  }

  /** Deletes every user's rows created before today (Japan time); returns how many went. */
  async sweepStale(): Promise<number> {
    try {
      return (await this.rows.delete({ createdAt: LessThan(startOfTodayJst()) })).affected ?? 0;
    } catch (error) {
      this.logger.warn(`realtime sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  /**
   * `listener(userId)` runs whenever something changed for a user: at once on the instance that made
   * the change, and on every instance when the bus delivers the event (before the open pages get it).
   */
  onUserChanged(listener: (userId: number) => void): void {
    this.changeListeners.push(listener);
  }

  get busName(): string {
    return this.bus.name;
  }

  /** Records one row per user for `contactId` and publishes them. Failures are logged, never thrown. */
  async touch(userIds: readonly number[], contactId: number | null): Promise<UpdatedUserContactEvent[]> {
    const events: UpdatedUserContactEvent[] = [];
    try {
      const now = new Date();
      for (const userId of new Set(userIds)) for (const l of this.changeListeners) l(userId);
      for (const userId of new Set(userIds)) {
        const row = await this.rows.save(this.rows.create({ userId, contactId, createdAt: now }));
        events.push(toEvent(row));
      }
      for (const e of events) await this.bus.publish(e);
    } catch (error) {
      this.logger.error(`realtime publish failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return events;
  }

  /** On connect: deletes the user's rows from before today and returns today's pending rows, oldest first. */
  async pendingFor(userId: number): Promise<UpdatedUserContactEvent[]> {
    await this.rows.delete({ userId, createdAt: LessThan(startOfTodayJst()) });
    const rows = await this.rows.find({ where: { userId }, order: { id: 'ASC' }, take: REPLAY_MAX_ROWS });
    return rows.map(toEvent);
  }

  /** Deletes handled rows of this user (other users' ids are ignored). Returns how many went. */
  async ack(userId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.rows.delete({ userId, id: In([...ids]) });
    return result.affected ?? 0;
  }

  /**
   * Adds an open stream. A session holds at most SSE_MAX_STREAMS_PER_SESSION streams on this
   * instance: one more ends the oldest (a reloaded tab's old stream may not have closed yet; a script
   * opening thousands keeps only the newest few, so memory stays bounded).
   */
  register(stream: RealtimeStream): () => void {
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(stream);
    let list = this.bySession.get(stream.sessionId);
    if (!list) this.bySession.set(stream.sessionId, (list = []));
    list.push(stream);
    const unregister = () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(stream.userId) === set) this.streams.delete(stream.userId);
      const i = list.indexOf(stream);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0 && this.bySession.get(stream.sessionId) === list) this.bySession.delete(stream.sessionId);
    };
    while (list.length > this.config.sseMaxStreamsPerSession) {
      const oldest = list.shift()!;
      oldest.end();
    }
    return unregister;
  }

  /** True once the process is shutting down (main.ts): a stream opened now ends at once with a retry hint. */
  draining = false;

  /**
   * Shutdown (main.ts, before the HTTP server waits for its connections): every open stream ends
   * with `retry: SHUTDOWN_RETRY_MS`, so EventSource reconnects — through the balancer, to an
   * instance that is still running — and the connection no longer holds the shutdown.
   */
  drain(): void {
    this.draining = true;
    for (const set of [...this.streams.values()]) for (const s of [...set]) s.end(SHUTDOWN_RETRY_MS);
  }

  /** Open streams on this instance (for tests and the health of the feature). */
  get openStreams(): number {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  private deliver(event: UpdatedUserContactEvent): void {
    for (const l of this.changeListeners) l(event.user_id);
    for (const stream of this.streams.get(event.user_id) ?? []) stream.send(event);
  }

  /** Ends every open stream before the HTTP server closes (it waits for open connections). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweeper);
    for (const set of [...this.streams.values()]) for (const s of [...set]) s.end(SHUTDOWN_RETRY_MS);
    this.streams.clear();
    this.bySession.clear();
    await this.bus.close();
  }
}
