import { clientIpKey } from './client-ip';
import { isTokenShaped, randomToken, safeEqual, sha256Hex } from './crypto';
import { csrfProblem, isOwnOrigin } from './http-security';
import { redactRequest, redactUrl } from './log-redaction';
import { MemoryRateLimitStore } from './rate-limit.store';
import type { FastifyRequest } from 'fastify';

describe('crypto helpers', () => {
  it('makes 43-character base64url tokens, all different', () => {
    const tokens = new Set(Array.from({ length: 100 }, randomToken));
    expect(tokens.size).toBe(100);
    for (const t of tokens) expect(isTokenShaped(t)).toBe(true);
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
  });

  it('hashes and compares', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'b')).toBe(false);
    expect(safeEqual('a', 'ab')).toBe(false);
  });
});

describe('clientIpKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%p → %p', (ip, key) => {
    expect(clientIpKey(ip)).toBe(key);
  });
});

describe('MemoryRateLimitStore', () => {
  it('counts in fixed windows and forgets expired ones', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    try {
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
      now += 400;
      expect(await store.hit('k', 1000)).toEqual({ count: 2, resetMs: 600 });
      expect(await store.hit('other', 1000)).toEqual({ count: 1, resetMs: 1000 });
      now += 600;
      expect(await store.hit('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
      now += 5000;
      store.sweep();
      expect(store.size).toBe(0);
    } finally {
      store.close();
    }
  });
});

function request(headers: Record<string, string>, cookies: Record<string, string> = {}): FastifyRequest {
  return { headers, cookies } as unknown as FastifyRequest;
}

describe('CSRF checks', () => {
  const token = randomToken();

  it('knows the own origin: PUBLIC_URL or the Host the request was sent to', () => {
    expect(isOwnOrigin('https://ieichiba.example', 'anything', 'https://ieichiba.example')).toBe(true);
    expect(isOwnOrigin('http://localhost:3100', 'localhost:3100', 'http://localhost:3000')).toBe(true);
    expect(isOwnOrigin('http://localhost', 'localhost:80', 'http://x')).toBe(true);
    expect(isOwnOrigin('https://evil.example', 'localhost:3000', 'http://localhost:3000')).toBe(false);
    expect(isOwnOrigin('null', 'localhost:3000', 'http://localhost:3000')).toBe(false);
    expect(isOwnOrigin('http://localhost:3000/path', 'localhost:3000', 'http://x')).toBe(false);
    expect(isOwnOrigin('file://', 'localhost', 'http://x')).toBe(false);
    expect(isOwnOrigin('http://localhost:3000', undefined, 'http://x')).toBe(false);
  });

  it('needs the header to equal the cookie', () => {
    const pub = 'http://localhost:3000';
    expect(csrfProblem(request({ 'x-csrf-token': token }, { akiya_csrf: token }), pub)).toBeNull();
    expect(csrfProblem(request({}, { akiya_csrf: token }), pub)).toBe('no CSRF header');
    expect(csrfProblem(request({ 'x-csrf-token': token }), pub)).toBe('no CSRF cookie');
    expect(csrfProblem(request({ 'x-csrf-token': randomToken() }, { akiya_csrf: token }), pub)).toMatch(/does not match/);
    expect(csrfProblem(request({ 'x-csrf-token': 'x' }, { akiya_csrf: 'x' }), pub)).toBe('no CSRF cookie');
    expect(
      csrfProblem(request({ 'x-csrf-token': token, origin: 'https://evil.example', host: 'localhost:3000' }, { akiya_csrf: token }), pub),
    ).toBe('foreign origin');
  });
});

describe('log redaction', () => {
  it('cuts token values out of logged URLs', () => {
    expect(redactUrl('/login/reset?token=abc&x=1')).toBe('/login/reset?token=[Redacted]&x=1');
    expect(redactUrl('/my-page?tab=1&email_token=abc#x')).toBe('/my-page?tab=1&email_token=[Redacted]#x');
    expect(redactUrl('/board?page=2')).toBe('/board?page=2');
    expect(redactRequest({ url: '/login/verify?token=s3cret' }).url).toBe('/login/verify?token=[Redacted]');
  });
});
