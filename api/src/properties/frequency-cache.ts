/**
 * How many rows stand behind each thing a listing query can start from — a search bigram's
 * postings, a prefecture's, a municipality's or an area category's listings, a category's or a tag's
 * rows — counted up to a cap and kept in memory for a minute (docs/search.md "Choosing where a query
 * starts"). The counts only choose the plan; a stale one never changes a result. A zero is not kept:
 * a listing written meanwhile may add the first row.
 */
export class FrequencyCache {
  private readonly entries = new Map<string, { n: number; at: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept counts of `keys` and the keys still to count. */
  lookup(keys: readonly string[]): { known: Map<string, number>; missing: string[] } {
    const now = this.now();
    const known = new Map<string, number>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.entries.get(key);
      if (hit && now - hit.at < this.ttlMs) known.set(key, hit.n);
      else missing.push(key);
    }
    return { known, missing };
  }

  remember(key: string, n: number): void {
    if (n <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { n, at: this.now() });
  }
}

/** A frequency key: what is counted and its value ('gram:古民', 'pref:20', 'cat:3'). */
export type FrequencyKind = 'gram' | 'pref' | 'city' | 'areaCategory' | 'cat' | 'tag';
export const frequencyKey = (kind: FrequencyKind, value: string | number): string => `${kind}:${value}`;
