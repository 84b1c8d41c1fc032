import {
  applyOverrides,
  consumeOverrideParams,
  OVERRIDE_TTL_MS,
  policyFromCsp,
  readOverrideExpiries,
  readOverrides,
  renewOverrides,
  routesUrlOf,
  settleOverrides,
  validateOverrideUrl,
  writeOverrides,
} from './overrides';
import { quietConsole } from '../../testing/quiet-console';

const doc = [
  { name: 'board' as const, entry: '/remotes/board/mf-manifest.json', routes: ['/board'] },
  { name: 'editorial' as const, entry: '/remotes/editorial/mf-manifest.json', routes: ['/company'] },
];

describe('remote overrides', () => {
  beforeEach(() => localStorage.clear());

  it('accepts loopback origins only', () => {
    expect(validateOverrideUrl('http://localhost:3101/mf-manifest.json')).toBe('http://localhost:3101/mf-manifest.json');
    expect(validateOverrideUrl('http://127.0.0.1:4101/mf-manifest.json')).toBe('http://127.0.0.1:4101/mf-manifest.json');
    expect(validateOverrideUrl('https://evil.example/mf-manifest.json')).toBeNull();
    expect(validateOverrideUrl('javascript:alert(1)')).toBeNull();
    expect(validateOverrideUrl('//evil.example/x.json')).toBeNull();
  });

  it('reaches a server on [::1] through the name localhost (a CSP host-source cannot name IPv6)', () => {
    expect(validateOverrideUrl('http://[::1]:3101/mf-manifest.json')).toBe('http://localhost:3101/mf-manifest.json');
  });

  it('stores an override from the URL and returns the cleaned address', () => {
    const cleaned = consumeOverrideParams(
      'http://localhost/board?x=1&remote.board=http%3A%2F%2Flocalhost%3A3101%2Fmf-manifest.json#top',
    );
    expect(cleaned).toBe('/board?x=1#top');
    expect(readOverrides()).toEqual({ board: 'http://localhost:3101/mf-manifest.json' });
  });

  it('ignores a refused origin and names that are no remote name', () => {
    consumeOverrideParams('http://localhost/?remote.board=https://evil.example/m.json&remote.Bad-Name=http://localhost/x&remote.=http://localhost/y');
    expect(readOverrides()).toEqual({});
  });

  it('overrides a remote this shell was built without knowing, once the server announces it', () => {
    consumeOverrideParams('http://localhost/?remote.events=http://localhost:3999/mf-manifest.json');
    expect(readOverrides()).toEqual({ events: 'http://localhost:3999/mf-manifest.json' });
    const announced = [{ name: 'events', entry: '/remotes/events/mf-manifest.json', routes: ['/events'] }];
    expect(applyOverrides(announced, readOverrides())[0].entry).toBe('http://localhost:3999/mf-manifest.json');
  });

  it('removes one override with an empty value, and all with remote-reset', () => {
    consumeOverrideParams('http://localhost/?remote.board=http://localhost:1/a.json&remote.editorial=http://localhost:2/b.json');
    expect(Object.keys(readOverrides()).sort()).toEqual(['board', 'editorial']);
    consumeOverrideParams('http://localhost/?remote.board=');
    expect(readOverrides()).toEqual({ editorial: 'http://localhost:2/b.json' });
    expect(consumeOverrideParams('http://localhost/page?remote-reset')).toBe('/page');
    expect(readOverrides()).toEqual({});
  });

  it('returns null when the URL carries no override parameter', () => {
    expect(consumeOverrideParams('http://localhost/board?page=2')).toBeNull();
  });

  it('drops tampered storage values', () => {
    localStorage.setItem('mf-remote-overrides', JSON.stringify({ board: 'https://evil.example/m.json' }));
    expect(readOverrides()).toEqual({});
    localStorage.setItem('mf-remote-overrides', '{not json');
    expect(readOverrides()).toEqual({});
  });

  it('replaces only the overridden entries of the remotes document', () => {
    const result = applyOverrides(doc, { board: 'http://localhost:3101/mf-manifest.json' });
    expect(result[0].entry).toBe('http://localhost:3101/mf-manifest.json');
    expect(result[1]).toBe(doc[1]);
  });

  it('an override ends after a day unless it is set again or renewed', () => {
    const t0 = 1_800_000_000_000;
    consumeOverrideParams('http://localhost/?remote.board=http://localhost:3101/mf-manifest.json', localStorage, t0);
    expect(readOverrideExpiries(localStorage, t0)).toEqual({ board: t0 + OVERRIDE_TTL_MS });
    expect(readOverrides(localStorage, t0 + OVERRIDE_TTL_MS - 1)).toEqual({ board: 'http://localhost:3101/mf-manifest.json' });
    expect(readOverrides(localStorage, t0 + OVERRIDE_TTL_MS)).toEqual({});
    // renewed half-way: another day from the renewal
    const half = t0 + OVERRIDE_TTL_MS / 2;
    renewOverrides(localStorage, half);
    expect(readOverrides(localStorage, t0 + OVERRIDE_TTL_MS + 1)).toEqual({ board: 'http://localhost:3101/mf-manifest.json' });
    expect(readOverrides(localStorage, half + OVERRIDE_TTL_MS)).toEqual({});
  });

  it("uses the override's own routes when it declares them", () => {
    expect(routesUrlOf('http://localhost:3101/mf-manifest.json')).toBe('http://localhost:3101/routes.json');
    expect(routesUrlOf('http://localhost:3101/v2/mf-manifest.json')).toBe('http://localhost:3101/v2/routes.json');
    const result = applyOverrides(
      doc,
      { board: 'http://localhost:3101/mf-manifest.json' },
      { board: ['/board', '/board-preview'] },
    );
    expect(result[0]).toEqual({ name: 'board', entry: 'http://localhost:3101/mf-manifest.json', routes: ['/board', '/board-preview'] });
    expect(result[1]).toBe(doc[1]);
  });
});

/** A page answer whose Content-Security-Policy is `csp` (null: none), as the HEAD request gets it. */
function pageWithCsp(csp: string | null) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 200, headers: csp === null ? {} : { 'content-security-policy': csp } }));
}

/** The site's policy in production (api/src/http/security-headers.ts): itself and its remotes' CDN. */
const PRODUCTION_CSP =
  "default-src 'self';script-src 'self' https://board.cdn.example;connect-src 'self' https://board.cdn.example;frame-ancestors 'none';upgrade-insecure-requests";
/** The same API outside production (the e2e suite runs the production build against it): loopback allowed. */
const DEVELOPMENT_CSP =
  "default-src 'self';script-src 'self' http://localhost:* http://127.0.0.1:*;connect-src 'self' http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*";

describe('remote overrides in a production build: only what the page’s CSP allows', () => {
  const warn = quietConsole('warn');
  beforeEach(() => localStorage.clear());

  const CLOSED_PORT = 'http://localhost/board?remote.board=http%3A%2F%2F127.0.0.1%3A9%2Fmf-manifest.json';

  it('refuses an override the CSP blocks (the probe: a closed loopback port), keeps nothing and warns', async () => {
    const fetchPage = pageWithCsp(PRODUCTION_CSP);
    const result = await settleOverrides('https://ieichiba.example/board?remote.board=http%3A%2F%2F127.0.0.1%3A9%2Fmf-manifest.json', { production: true, fetchPage });
    expect(result).toEqual({ cleaned: '/board' });
    expect(readOverrides()).toEqual({});
    expect(localStorage.getItem('mf-remote-overrides')).toBeNull();
    expect(warn()).toHaveBeenCalledWith(expect.stringContaining('http://127.0.0.1:9/mf-manifest.json'));
    // The policy is the page's own, read with a HEAD request for it (without the parameters).
    expect(fetchPage).toHaveBeenCalledWith('https://ieichiba.example/board', expect.objectContaining({ method: 'HEAD' }));
  });

  it('keeps an override the CSP allows (a development API, as in the e2e suite)', async () => {
    const result = await settleOverrides(CLOSED_PORT, { production: true, fetchPage: pageWithCsp(DEVELOPMENT_CSP) });
    expect(result).toEqual({ cleaned: '/board' });
    expect(readOverrides()).toEqual({ board: 'http://127.0.0.1:9/mf-manifest.json' });
    expect(warn()).not.toHaveBeenCalled();
  });

  it('needs both script-src and connect-src to allow it', async () => {
    const scriptsOnly = "default-src 'self';script-src 'self' http://127.0.0.1:*";
    await settleOverrides(CLOSED_PORT, { production: true, fetchPage: pageWithCsp(scriptsOnly) });
    expect(readOverrides()).toEqual({});
  });

  it('keeps nothing when the policy cannot be read', async () => {
    const fetchPage = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await settleOverrides(CLOSED_PORT, { production: true, fetchPage });
    expect(readOverrides()).toEqual({});
    expect(warn()).toHaveBeenCalled();
  });

  it('removes a stored override the policy refuses (set before the fix, or before a deploy changed the CSP)', async () => {
    consumeOverrideParams('http://localhost/?remote.board=http://127.0.0.1:9/mf-manifest.json&remote.editorial=http://localhost:3104/mf-manifest.json');
    expect(Object.keys(readOverrides()).sort()).toEqual(['board', 'editorial']);
    const result = await settleOverrides('https://ieichiba.example/company', {
      production: true,
      fetchPage: pageWithCsp("script-src 'self' http://localhost:3104;connect-src 'self' http://localhost:3104"),
    });
    expect(result).toEqual({ cleaned: null });
    expect(readOverrides()).toEqual({ editorial: 'http://localhost:3104/mf-manifest.json' });
  });

  it('asks nothing (no request) of a visitor without overrides', () => {
    const fetchPage = pageWithCsp(PRODUCTION_CSP);
    expect(settleOverrides('https://ieichiba.example/board?page=2', { production: true, fetchPage })).toEqual({ cleaned: null });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('in a development build keeps a loopback override at once, without asking the page', () => {
    const fetchPage = pageWithCsp(PRODUCTION_CSP);
    expect(settleOverrides(CLOSED_PORT, { production: false, fetchPage })).toEqual({ cleaned: '/board' });
    expect(readOverrides()).toEqual({ board: 'http://127.0.0.1:9/mf-manifest.json' });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('clears every override (the badge’s button, or ?remote-reset)', async () => {
    consumeOverrideParams('http://localhost/?remote.board=http://localhost:1/a.json');
    writeOverrides({});
    expect(readOverrides()).toEqual({});
    expect(localStorage.getItem('mf-remote-overrides')).toBeNull();
    consumeOverrideParams('http://localhost/?remote.board=http://localhost:1/a.json');
    await settleOverrides('https://ieichiba.example/?remote-reset', { production: true, fetchPage: pageWithCsp(DEVELOPMENT_CSP) });
    expect(readOverrides()).toEqual({});
  });
});

describe('policyFromCsp (whether the page’s CSP lets an override’s code in)', () => {
  const page = 'https://ieichiba.example/board';
  const allows = (csp: string | null, url: string) => policyFromCsp(csp, page)(new URL(url));

  it('reads script-src and connect-src, else default-src; no header refuses nothing', () => {
    expect(allows(null, 'http://127.0.0.1:9/m.json')).toBe(true);
    expect(allows("default-src 'self'", 'https://ieichiba.example/remotes/board/v/2/mf-manifest.json')).toBe(true);
    expect(allows("default-src 'self'", 'http://127.0.0.1:9/m.json')).toBe(false);
    expect(allows("default-src 'none'; script-src *; connect-src *", 'https://cdn.example/m.json')).toBe(true);
    expect(allows("script-src 'self'; script-src-elem https://cdn.example; connect-src https://cdn.example", 'https://cdn.example/m.json')).toBe(true);
    expect(allows("img-src *", 'https://cdn.example/m.json')).toBe(true);
  });

  it('matches host sources: scheme, wildcard host, port, path', () => {
    const csp = (source: string) => `script-src ${source}; connect-src ${source}`;
    const cases: [source: string, url: string, allowed: boolean][] = [
      ['https://board.cdn.example', 'https://board.cdn.example/mf-manifest.json', true],
      ['https://board.cdn.example', 'https://board.cdn.example:8443/mf-manifest.json', false],
      ['https://board.cdn.example', 'http://board.cdn.example/mf-manifest.json', false],
      ['http://board.cdn.example', 'https://board.cdn.example/mf-manifest.json', true],
      ['https://*.cdn.example', 'https://board.cdn.example/m.json', true],
      ['https://*.cdn.example', 'https://cdn.example/m.json', false],
      ['http://localhost:*', 'http://localhost:3101/mf-manifest.json', true],
      ['http://localhost:3101', 'http://localhost:3102/mf-manifest.json', false],
      ['board.cdn.example', 'https://board.cdn.example/m.json', true],
      ['https:', 'https://anything.example/m.json', true],
      ['https://cdn.example/board/', 'https://cdn.example/board/mf-manifest.json', true],
      ['https://cdn.example/board/', 'https://cdn.example/other/mf-manifest.json', false],
      ["'unsafe-inline' 'nonce-abc'", 'https://cdn.example/m.json', false],
    ];
    expect(cases.map(([source, url]) => [source, url, allows(csp(source), url)])).toEqual(cases);
  });

  it('needs every policy of a header with several to allow it', () => {
    expect(allows("default-src *, default-src 'self'", 'https://cdn.example/m.json')).toBe(false);
    expect(allows("default-src *, default-src 'self' https://cdn.example", 'https://cdn.example/m.json')).toBe(true);
  });
});
