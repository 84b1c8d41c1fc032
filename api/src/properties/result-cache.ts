/**
 * A small in-process cache for query results:
 * - fresh for `ttlMs`; then, for `staleMs` more, the old value is still answered at once while one
 *   reload runs in the background (stale-while-revalidate: an expiry never makes a visitor wait);
 * - single-flight: concurrent misses of one key share one load;
 * - bounded by total weight (e.g. ids held), least recently used out first;
 * - `invalidate()` forgets everything — a load that started before it is returned to its callers
 *   but not stored, so a write is visible to the next request of this process at once.
 * `ttlMs` 0 turns it off (every call loads).
 */
export interface ResultCacheOptions<V> {
  ttlMs: number;
  staleMs: number;
  maxWeight: number;
  weigh: (value: V) => number;
  now?: () => number;
  /** Called when a background reload fails (the stale value stays until it expires). */
  onError?: (error: unknown) => void;
}

interface Entry<V> {
  value: V;
  weight: number;
  freshUntil: number;
  staleUntil: number;
}

export class ResultCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, { generation: number; promise: Promise<V> }>();
  private generation = 0;
  private weight = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResultCacheOptions<V>) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalWeight(): number {
    return this.weight;
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && now < hit.staleUntil) {
      // Map order is insertion order: re-insert to mark as recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (now >= hit.freshUntil) this.load(key, load).catch((error: unknown) => this.options.onError?.(error));
      return hit.value;
    }
    if (hit) this.remove(key);
    return this.load(key, load);
  }

  /** Forgets everything (a listing was written). */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.weight = 0;
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.generation === this.generation) return inFlight.promise;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, { generation, promise });
    return promise;
  }

  private store(key: string, value: V): void {
    if (this.entries.has(key)) this.remove(key);
    const weight = Math.max(1, this.options.weigh(value));
    if (weight > this.options.maxWeight) return;
    const now = this.now();
    this.entries.set(key, { value, weight, freshUntil: now + this.options.ttlMs, staleUntil: now + this.options.ttlMs + this.options.staleMs });
    this.weight += weight;
    for (const oldest of this.entries.keys()) {
      if (this.weight <= this.options.maxWeight) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}
