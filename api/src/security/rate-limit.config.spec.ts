import { loadConfigPart } from '../config/config-part.testing';
import { DEFAULT_RATE_LIMITS, loadRateLimitConfig, parseLimit, rateLimitEnvName } from './rate-limit.config';

function load(env: Record<string, string>) {
  return loadConfigPart(loadRateLimitConfig, env);
}

describe('rate-limit configuration', () => {
  it('has defaults', () => {
    expect(load({})).toEqual({ rateLimits: { enabled: true, buckets: DEFAULT_RATE_LIMITS }, problems: [] });
    expect(DEFAULT_RATE_LIMITS.login).toEqual({ ip: { max: 30, windowMs: 600_000 }, account: { max: 10, windowMs: 600_000 } });
  });

  it('reads every variable', () => {
    const { rateLimits, problems } = load({ RATE_LIMIT_ENABLED: '0', RATE_LIMIT_LOGIN_EMAIL: '5/1h', RATE_LIMIT_EMAIL_CHECK_IP: '100/60' });
    expect(problems).toEqual([]);
    expect(rateLimits.enabled).toBe(false);
    expect(rateLimits.buckets.login.account).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(rateLimits.buckets.login.ip).toEqual(DEFAULT_RATE_LIMITS.login.ip);
    expect(rateLimits.buckets.emailCheck.ip).toEqual({ max: 100, windowMs: 60_000 });
  });

  it('lists every bad value', () => {
    expect(load({ RATE_LIMIT_ENABLED: 'maybe', RATE_LIMIT_LOGIN_IP: 'ten', RATE_LIMIT_POSTING_EMAIL: '0/1h' }).problems).toEqual([
      'RATE_LIMIT_ENABLED must be 1 or 0 (got "maybe")',
      'RATE_LIMIT_LOGIN_IP must be <count>/<window>, e.g. 10/10m, 30/600 or 5/1h (got "ten")',
      'RATE_LIMIT_POSTING_EMAIL must be <count>/<window>, e.g. 10/10m, 30/600 or 5/1h (got "0/1h")',
    ]);
  });

  it('parses limits', () => {
    expect(parseLimit('10/10m')).toEqual({ max: 10, windowMs: 600_000 });
    expect(parseLimit('30/600')).toEqual({ max: 30, windowMs: 600_000 });
    expect(parseLimit(' 5 / 1h ')).toEqual({ max: 5, windowMs: 3_600_000 });
    for (const bad of ['0/10m', '10', '10/0', '10/10d', 'a/b', '-1/10m']) expect(parseLimit(bad)).toBeNull();
  });

  it('names the rate-limit variables', () => {
    expect(rateLimitEnvName('login', 'ip')).toBe('RATE_LIMIT_LOGIN_IP');
    expect(rateLimitEnvName('emailCheck', 'account')).toBe('RATE_LIMIT_EMAIL_CHECK_EMAIL');
    expect(rateLimitEnvName('emailChange', 'ip')).toBe('RATE_LIMIT_EMAIL_CHANGE_IP');
  });
});
