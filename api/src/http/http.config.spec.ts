import { loadConfigPart, testContext } from '../config/config-part.testing';
import type { NodeEnv } from '../config/env';
import { loadHttpConfig, parseTrustProxy } from './http.config';

function load(env: Record<string, string>, nodeEnv: NodeEnv = 'development') {
  return loadConfigPart(loadHttpConfig, env, testContext({ nodeEnv }));
}

describe('http configuration', () => {
  it('has defaults', () => {
    expect(load({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      swagger: true,
      metricsToken: null,
      shutdownTimeoutMs: 10_000,
      problems: [],
    });
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    expect(
      load({
        PORT: '8080',
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://ieichiba.example/',
        SWAGGER: '0',
        METRICS_TOKEN: 'abcdefghijklmnop',
        SHUTDOWN_TIMEOUT_MS: '0',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: 1,
      publicUrl: 'https://ieichiba.example',
      swagger: false,
      metricsToken: 'abcdefghijklmnop',
      shutdownTimeoutMs: 0,
      problems: [],
    });
  });

  it('turns Swagger off in production unless SWAGGER=1', () => {
    expect(load({}, 'production').swagger).toBe(false);
    expect(load({ SWAGGER: '1' }, 'production').swagger).toBe(true);
    expect(load({ SWAGGER: 'true' }, 'production').swagger).toBe(true);
  });

  it.each(['0', '70000', '-1', '3.5', 'abc'])('rejects PORT=%s', (port) => {
    expect(load({ PORT: port }).problems).toEqual([`PORT must be an integer from 1 to 65535 (got "${port}")`]);
  });

  it('parses TRUST_PROXY', () => {
    const problems: string[] = [];
    expect(parseTrustProxy(undefined, problems)).toBe(false);
    expect(parseTrustProxy('false', problems)).toBe(false);
    expect(parseTrustProxy('true', problems)).toBe(true);
    expect(parseTrustProxy('2', problems)).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1', problems)).toBe('127.0.0.1,10.0.0.0/8,::1');
    expect(problems).toEqual([]);
  });

  it('lists every bad value', () => {
    expect(
      load({ PORT: 'x', TRUST_PROXY: 'everyone', PUBLIC_URL: 'https://ieichiba.example/path', SWAGGER: 'yes', METRICS_TOKEN: 'short', SHUTDOWN_TIMEOUT_MS: '700000' })
        .problems,
    ).toEqual([
      'PORT must be an integer from 1 to 65535 (got "x")',
      'SWAGGER must be 1 or 0 (got "yes")',
      'METRICS_TOKEN must be 16 to 256 printable characters without spaces',
      'TRUST_PROXY must be true, false, a hop count or a list of proxy addresses/CIDRs (got "everyone")',
      `PUBLIC_URL must be the site's origin, e.g. https://ieichiba.example (got "https://ieichiba.example/path")`,
      'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds from 0 to 600000 (got "700000")',
    ]);
  });
});
