import { loadConfigPart } from '../config/config-part.testing';
import { loadRedisConfig } from './redis.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadRedisConfig, env);
}

describe('redis configuration', () => {
  it('is off by default, with a 1 s timeout', () => {
    expect(load({})).toEqual({ redis: null, redisTimeoutMs: 1000, problems: [] });
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX and REDIS_TIMEOUT_MS', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'x:', REDIS_TIMEOUT_MS: '250' })).toEqual({
      redis: { url: 'redis://127.0.0.1:6379/2', keyPrefix: 'x:' },
      redisTimeoutMs: 250,
      problems: [],
    });
    expect(load({ REDIS_URL: 'rediss://cache.example:6380' }).redis).toEqual({ url: 'rediss://cache.example:6380', keyPrefix: 'akiya:' });
  });

  it('lists every bad value', () => {
    expect(load({ REDIS_URL: 'localhost:6379', REDIS_TIMEOUT_MS: 'fast' }).problems).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
      'REDIS_TIMEOUT_MS must be a number of milliseconds from 50 to 60000 (got "fast")',
    ]);
  });
});
