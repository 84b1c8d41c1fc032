import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

/** Lists at least this big are also kept gzip-compressed (sent to clients that accept gzip). */
export const GZIP_MIN_BYTES = 8 * 1024;

/** One user's list: the JSON and, for big lists, its gzip form. */
export interface CachedList {
  json: Buffer;
  gzip: Buffer | null;
}

/** Serialises a list once, compressing big ones (in the libuv thread pool, off the event loop). */
export async function toCachedList(json: Buffer): Promise<CachedList> {
  return { json, gzip: json.length >= GZIP_MIN_BYTES ? await gzipAsync(json, { level: 6 }) : null };
}

/** How long a user's serialised contact list may be reused when no change of theirs was seen. */
export const CONTACT_LIST_TTL_MS = 30_000;
/** At most this many bytes of lists are kept (oldest dropped first). */
export const CONTACT_LIST_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  body: CachedList;
  at: number;
}

const sizeOf = (l: CachedList) => l.json.length + (l.gzip?.length ?? 0);

/**
 * The serialised GET /api/my-page/all-contacts answer per user. Every change of a user's contacts
 * goes through RealtimeService.touch, which drops that user's entry here at once (on this instance)
 * and, through the bus, on every other instance before the event reaches the user's open pages —
 * so a page reloading on an event never gets the old list. Changes made outside the deals (a listing
 * renamed, a name changed) show after CONTACT_LIST_TTL_MS at most. Concurrent misses for one user
 * share one load; a load that started before an invalidation is not stored.
 */
export class ContactListCache {
  private readonly entries = new Map<number, Entry>();
  private readonly loading = new Map<number, { gen: number; promise: Promise<CachedList> }>();
  private readonly generations = new Map<number, number>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = CONTACT_LIST_TTL_MS,
    private readonly maxBytes = CONTACT_LIST_CACHE_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: number, load: () => Promise<CachedList>): Promise<CachedList> {
    const hit = this.entries.get(userId);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.body;
    const gen = this.generations.get(userId) ?? 0;
    const pending = this.loading.get(userId);
    if (pending && pending.gen === gen) return pending.promise;
    const promise = load().then((body) => {
      if ((this.generations.get(userId) ?? 0) === gen) this.store(userId, body);
      return body;
    });
    this.loading.set(userId, { gen, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(userId)?.promise === promise) this.loading.delete(userId);
    }
  }

  invalidate(userId: number): void {
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    this.drop(userId);
    this.loading.delete(userId);
  }

  private store(userId: number, body: CachedList): void {
    this.drop(userId);
    this.entries.set(userId, { body, at: this.now() });
    this.bytes += sizeOf(body);
    for (const [id, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(id);
      this.bytes -= sizeOf(e.body);
    }
  }

  private drop(userId: number): void {
    const e = this.entries.get(userId);
    if (e) {
      this.entries.delete(userId);
      this.bytes -= sizeOf(e.body);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
