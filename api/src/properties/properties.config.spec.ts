import { loadConfigPart } from '../config/config-part.testing';
import { loadPropertiesConfig } from './properties.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadPropertiesConfig, env);
}

describe('listings configuration', () => {
  it('reuses listing counts and pages 30 s by default; 0 turns the cache off', () => {
    expect(load({})).toEqual({ listingCacheTtlMs: 30000, problems: [] });
    expect(load({ LISTING_CACHE_TTL_MS: '0' })).toEqual({ listingCacheTtlMs: 0, problems: [] });
  });

  it('refuses what is not a number of milliseconds', () => {
    expect(load({ LISTING_CACHE_TTL_MS: '-5' }).problems).toEqual([
      'LISTING_CACHE_TTL_MS must be a number of milliseconds, 0 to turn the cache off (got "-5")',
    ]);
  });
});
