import type Redis from 'ioredis';

/** One counter after a hit: the count in the current window and the time until it resets. */
export interface RateLimitHit {
  count: number;
  resetMs: number;
}

/** Fixed-window counters. In memory by default, in Redis when REDIS_URL is set (shared by instances). */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

/** Counters in this process. Expired windows are swept once a minute (timer unref'd). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

/** Counters in Redis: SET NX PX starts the window, INCR counts, PTTL tells when it resets. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const k = `${this.prefix}rl:${key}`;
    const result = await this.redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    if (!result) throw new Error('Redis transaction aborted');
    for (const [error] of result) if (error) throw error;
    const count = Number(result[1][1]);
    const ttl = Number(result[2][1]);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }
}
