import { availableParallelism } from 'node:os';
import { flag, intInRange, type ConfigContext, type Env } from '../config/env';

/** The server rendering part of the configuration (SSR, SSR_*, PAGE_CACHE_*); composed by config/app-config.ts. */

/**
 * Server rendering of the pages (api/src/ssr): SSR=0 turns it off (every page is rendered in the
 * browser); SSR_BUDGET_MS is how long a page's data may take before what is missing is left to the
 * browser; SSR_WORKERS render worker threads (default one per core, 0 = in the server's thread),
 * SSR_PER_WORKER pages at once in each, SSR_QUEUE_LIMIT pages waiting before one more is sent to be
 * rendered in the browser; the page cache of visitors without a session keeps a page
 * PAGE_CACHE_TTL_MS at most (0 = no page cache) within PAGE_CACHE_MB.
 */
export interface SsrConfig {
  enabled: boolean;
  budgetMs: number;
  workers: number;
  perWorker: number;
  queueLimit: number;
  cacheTtlMs: number;
  cacheBytes: number;
}

export interface SsrConfigPart {
  ssr: SsrConfig;
}

export function loadSsrConfig(env: Env, _context: ConfigContext, problems: string[]): SsrConfigPart {
  const ms = { what: 'a number of milliseconds' };
  const pages = { what: 'a number of pages' };
  return {
    ssr: {
      enabled: flag(env, 'SSR', true, problems, false),
      budgetMs: intInRange(env, 'SSR_BUDGET_MS', 2000, { min: 1, max: 60_000, ...ms }, problems),
      workers: intInRange(env, 'SSR_WORKERS', Math.max(1, availableParallelism()), { min: 0, max: 64, what: 'a number of render worker threads' }, problems),
      perWorker: intInRange(env, 'SSR_PER_WORKER', 4, { min: 1, max: 64, ...pages }, problems),
      queueLimit: intInRange(env, 'SSR_QUEUE_LIMIT', 64, { min: 0, max: 10_000, ...pages }, problems),
      cacheTtlMs: intInRange(env, 'PAGE_CACHE_TTL_MS', 60_000, { min: 0, max: 3_600_000, ...ms }, problems),
      cacheBytes: intInRange(env, 'PAGE_CACHE_MB', 64, { min: 1, max: 4096, what: 'a number of megabytes' }, problems) * 1024 * 1024,
    },
  };
}
