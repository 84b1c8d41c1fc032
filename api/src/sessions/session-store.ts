import type Redis from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
import { SessionEntity } from './entities/session.entity';

/** A session as every store keeps it. `id` is the SHA-256 hex of the cookie's token. */
export interface SessionRecord {
  id: string;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
  forceLoginExpiresAt: Date | null;
  impersonatedBy: number | null;
}

/** Where sessions live: the database by default, Redis when REDIS_URL is set. */
export interface SessionStore {
  create(session: SessionRecord): Promise<void>;
  find(id: string): Promise<SessionRecord | null>;
  /** Slides the expiry: records the use and the new end. */
  touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  revoke(id: string): Promise<void>;
  /** Revokes every session of a user (password change or reset); returns how many there were. */
  revokeAllForUser(userId: number): Promise<number>;
}

export const SESSION_STORE = Symbol('SESSION_STORE');

/** Sessions in the `sessions` table. Expired rows are deleted at most once an hour, on create. */
export class DatabaseSessionStore implements SessionStore {
  private lastSweep = 0;

  constructor(private readonly repo: Repository<SessionEntity>) {}

  async create(session: SessionRecord): Promise<void> {
    await this.repo.insert({ ...session });
    const now = Date.now();
    if (now - this.lastSweep > 3_600_000) {
      this.lastSweep = now;
      await this.repo.delete({ expiresAt: LessThan(new Date(now)) });
    }
  }

  async find(id: string): Promise<SessionRecord | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? { ...row } : null;
  }

  async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    await this.repo.update({ id }, { lastSeenAt, expiresAt });
  }

  async revoke(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  async revokeAllForUser(userId: number): Promise<number> {
    const result = await this.repo.delete({ userId });
    return result.affected ?? 0;
  }
}

type StoredSession = Omit<SessionRecord, 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'forceLoginExpiresAt'> & {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  forceLoginExpiresAt: string | null;
};

/**
 * Sessions in Redis: `<prefix>session:<id>` holds the record as JSON and expires with it;
 * `<prefix>user-sessions:<userId>` is the set of a user's session ids (for revokeAllForUser).
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(id: string): string {
    return `${this.prefix}session:${id}`;
  }

  private userKey(userId: number): string {
    return `${this.prefix}user-sessions:${userId}`;
  }

  private static ttl(expiresAt: Date): number {
    return Math.max(1, expiresAt.getTime() - Date.now());
  }

  async create(session: SessionRecord): Promise<void> {
    const stored: StoredSession = {
      ...session,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      forceLoginExpiresAt: session.forceLoginExpiresAt?.toISOString() ?? null,
    };
    const ttl = RedisSessionStore.ttl(session.expiresAt);
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(stored), 'PX', ttl)
      .sadd(this.userKey(session.userId), session.id)
      .pexpire(this.userKey(session.userId), 31 * 24 * 3600 * 1000)
      .exec();
  }

  async find(id: string): Promise<SessionRecord | null> {
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    const s = JSON.parse(raw) as StoredSession;
    return {
      ...s,
      createdAt: new Date(s.createdAt),
      lastSeenAt: new Date(s.lastSeenAt),
      expiresAt: new Date(s.expiresAt),
      forceLoginExpiresAt: s.forceLoginExpiresAt ? new Date(s.forceLoginExpiresAt) : null,
    };
  }

  async touch(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
    const current = await this.find(id);
    if (!current) return;
    const stored: StoredSession = {
      ...current,
      createdAt: current.createdAt.toISOString(),
      lastSeenAt: lastSeenAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      forceLoginExpiresAt: current.forceLoginExpiresAt?.toISOString() ?? null,
    };
    await this.redis.set(this.key(id), JSON.stringify(stored), 'PX', RedisSessionStore.ttl(expiresAt), 'XX');
    await this.redis.pexpire(this.userKey(current.userId), 31 * 24 * 3600 * 1000);
  }

  async revoke(id: string): Promise<void> {
    const current = await this.find(id);
    const tx = this.redis.multi().del(this.key(id));
    if (current) tx.srem(this.userKey(current.userId), id);
    await tx.exec();
  }

  async revokeAllForUser(userId: number): Promise<number> {
    const ids = await this.redis.smembers(this.userKey(userId));
    const tx = this.redis.multi();
    for (const id of ids) tx.del(this.key(id));
    tx.del(this.userKey(userId));
    const result = await tx.exec();
    return (result ?? []).slice(0, ids.length).filter(([, deleted]) => Number(deleted) === 1).length;
  }
}
