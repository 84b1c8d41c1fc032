import { nonEmpty, type ConfigContext, type Env } from '../config/env';

/** The listings' part of the configuration (LISTING_CACHE_TTL_MS); composed by config/app-config.ts. */

export interface PropertiesConfigPart {
  /** LISTING_CACHE_TTL_MS: how long listing counts and first-page ids are reused (0 = off). */
  listingCacheTtlMs: number;
}

export function loadPropertiesConfig(env: Env, _context: ConfigContext, problems: string[]): PropertiesConfigPart {
  const raw = nonEmpty(env, 'LISTING_CACHE_TTL_MS') ?? '30000';
  if (/^[0-9]{1,9}$/.test(raw)) return { listingCacheTtlMs: Number(raw) };
  problems.push(`LISTING_CACHE_TTL_MS must be a number of milliseconds, 0 to turn the cache off (got "${raw}")`);
  return { listingCacheTtlMs: 30000 };
}
