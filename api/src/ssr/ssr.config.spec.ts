import { loadConfigPart } from '../config/config-part.testing';
import { loadSsrConfig } from './ssr.config';

function load(env: Record<string, string>) {
  const { ssr, problems } = loadConfigPart(loadSsrConfig, env);
  return { ...ssr, problems };
}

describe('ssr configuration', () => {
  it('reads SSR and SSR_BUDGET_MS (on, 2000 ms by default) and refuses bad values', () => {
    expect(load({})).toMatchObject({ enabled: true, budgetMs: 2000, problems: [] });
    expect(load({ SSR: '0', SSR_BUDGET_MS: '1500' })).toMatchObject({ enabled: false, budgetMs: 1500, problems: [] });
    expect(load({ SSR: 'yes' }).problems).toEqual(['SSR must be 1 or 0 (got "yes")']);
    expect(load({ SSR: 'true' }).problems).toEqual(['SSR must be 1 or 0 (got "true")']);
    expect(load({ SSR_BUDGET_MS: '0' }).problems).toEqual(['SSR_BUDGET_MS must be a number of milliseconds from 1 to 60000 (got "0")']);
  });

  it('reads the render workers, their queue and the page cache (one worker per core, a cache of a minute by default)', () => {
    const ssr = load({});
    expect(ssr.workers).toBeGreaterThanOrEqual(1);
    expect(ssr).toMatchObject({ perWorker: 4, queueLimit: 64, cacheTtlMs: 60_000, cacheBytes: 64 * 1024 * 1024 });
    expect(load({ SSR_WORKERS: '0', PAGE_CACHE_TTL_MS: '0', PAGE_CACHE_MB: '2' })).toMatchObject({ workers: 0, cacheTtlMs: 0, cacheBytes: 2 * 1024 * 1024 });
  });

  it('lists every bad value', () => {
    expect(load({ SSR_WORKERS: 'many', SSR_PER_WORKER: '0', SSR_QUEUE_LIMIT: '-1', PAGE_CACHE_TTL_MS: '3600001', PAGE_CACHE_MB: '0' }).problems).toEqual([
      'SSR_WORKERS must be a number of render worker threads from 0 to 64 (got "many")',
      'SSR_PER_WORKER must be a number of pages from 1 to 64 (got "0")',
      'SSR_QUEUE_LIMIT must be a number of pages from 0 to 10000 (got "-1")',
      'PAGE_CACHE_TTL_MS must be a number of milliseconds from 0 to 3600000 (got "3600001")',
      'PAGE_CACHE_MB must be a number of megabytes from 1 to 4096 (got "0")',
    ]);
  });
});
