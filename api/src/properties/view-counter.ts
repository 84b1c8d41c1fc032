import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { PropertyListingsRepository } from './property-listings.repository';

/** Buffered views are written at most this often. */
export const VIEW_FLUSH_INTERVAL_MS = 2000;

/**
 * Counts detail-page views without a write per view: views are added up in memory and written
 * every VIEW_FLUSH_INTERVAL_MS, one `UPDATE … SET view_count = view_count + n` per listing in one
 * transaction (and once more when the application stops). A write per view would serialise the
 * detail page on a row lock and, on MySQL, on a log flush per request. The count shown is the
 * stored one plus the views not written yet; a crash loses at most one interval of views.
 */
@Injectable()
export class ViewCounter implements OnModuleDestroy {
  private readonly logger = new Logger('ViewCounter');
  private pending = new Map<number, number>();
  private writing = new Map<number, number>();
  /** Views counted by this process since it started, per listing (never decreases). */
  private readonly counted = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly listings: PropertyListingsRepository) {}

  /** Records one view of a listing; returns its views not yet in the database (this one included). */
  add(id: number): number {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    this.counted.set(id, (this.counted.get(id) ?? 0) + 1);
    this.schedule();
    return this.unwritten(id);
  }

  /** Views of a listing counted by this process since it started (written or not). */
  total(id: number): number {
    return this.counted.get(id) ?? 0;
  }

  /** Views of a listing counted here but not yet in the database. */
  unwritten(id: number): number {
    return (this.pending.get(id) ?? 0) + (this.writing.get(id) ?? 0);
  }

  /** Writes the buffered views now (also used by tests). */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    this.writing = this.pending;
    this.pending = new Map();
    this.flushing = this.listings
      .addViews(this.writing)
      .catch((error: unknown) => {
        // Keep the views for the next attempt.
        for (const [id, n] of this.writing) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.logger.warn(`view counts not written: ${error instanceof Error ? error.message : String(error)}`);
        this.schedule();
      })
      .finally(() => {
        this.writing = new Map();
        this.flushing = null;
      });
    await this.flushing;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, VIEW_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }
}
