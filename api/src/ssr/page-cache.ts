import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page as it went out for visitors without a session: sent again as it is. */
export interface CachedPage {
  status: number;
  /** The HTML (null for a redirect). */
  body: Buffer | null;
  redirect?: { to: string; permanent: boolean };
  /** The builds the page was rendered with (a deploy of the shell or a remote makes it another page). */
  builds: string;
  storedAt: number;
  /** Compressed copies, made once on first demand. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** What the visitor's browser accepts, best first (the site's on-the-fly compression prefers brotli too). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/(^|,)\s*br\s*(;(?!\s*q=0(\.0*)?\s*(,|$))|,|$)/.test(accepted)) return 'br';
  if (/(^|,)\s*gzip\s*(;(?!\s*q=0(\.0*)?\s*(,|$))|,|$)/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Server-rendered pages for visitors without a session, in memory, keyed by path and query. Only a
 * page rendered without any cookie goes in (what it shows cannot be anyone's), and only when nothing
 * changed while it was rendered: `invalidate()` — on every change that alters a page, from this
 * instance or, over the cache-invalidation bus, from another — empties it and makes every render
 * that started before it unfit to store. Entries also end after `ttlMs` (relative times on a page,
 * changes made outside the API), and the least recently used go first beyond `maxBytes`. Concurrent misses of
 * one page share one render.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<{ page: CachedPage; made: Record<string, unknown> }>>();
  private generation = 0;
  private counts = { hits: 0, misses: 0, invalidations: 0 };

  private bytes = 0;

  constructor(
    /** The most bytes of HTML kept (the oldest pages go first beyond it). */
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get stats(): { entries: number; hits: number; misses: number; invalidations: number } {
    return { entries: this.entries.size, ...this.counts };
  }

  /** The page for `key` rendered with `builds`, if it is still good. */
  get(key: string, builds: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.builds !== builds || this.now() - entry.storedAt > this.ttlMs) {
      this.drop(key);
      return null;
    }
    // Most recently used last: the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The cached page, or the one `render` makes (shared by every request for it meanwhile). `render`
   * answers null for a page that must not be stored (left to the browser, personal…).
   */
  async getOrRender(
    key: string,
    builds: string,
    render: () => Promise<{ page: Omit<CachedPage, 'storedAt' | 'encoded' | 'builds'>; keep: boolean } & Record<string, unknown>>,
  ): Promise<{ page: CachedPage; hit: boolean; made?: Record<string, unknown> }> {
    const cached = this.get(key, builds);
    if (cached) {
      this.counts.hits += 1;
      return { page: cached, hit: true };
    }
    this.counts.misses += 1;
    const flightKey = `${builds}\n${key}`;
    let flight = this.renders.get(flightKey);
    if (!flight) {
      const generation = this.generation;
      flight = render()
        .then((made) => {
          const page: CachedPage = { ...made.page, builds, storedAt: this.now(), encoded: {} };
          // A change during the render may not be in what it read: such a page is sent, not kept.
          if (made.keep && generation === this.generation) this.store(key, page);
          return { page, made };
        })
        .finally(() => {
          if (this.renders.get(flightKey) === flight) this.renders.delete(flightKey);
        });
      this.renders.set(flightKey, flight);
    }
    const { page, made } = await flight;
    return { page, hit: false, made };
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body?.length ?? 0;
  }

  private store(key: string, page: CachedPage): void {
    this.drop(key);
    this.entries.set(key, page);
    this.bytes += page.body?.length ?? 0;
    while (this.bytes > this.maxBytes && this.entries.size > 0) this.drop(this.entries.keys().next().value as string);
  }

  /** Forgets every page, and every render under way is neither stored nor shared any more. */
  invalidate(): void {
    this.generation += 1;
    this.counts.invalidations += 1;
    this.entries.clear();
    this.bytes = 0;
    this.renders.clear();
  }

  /** The page's body compressed with `encoding` (made once per page). */
  encoded(page: CachedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const body = page.body ?? Buffer.alloc(0);
    page.encoded[encoding] ??=
      encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body, { level: 6 });
    return page.encoded[encoding];
  }
}
