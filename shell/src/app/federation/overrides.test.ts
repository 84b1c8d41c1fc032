import {
  applyOverrides,
  consumeOverrideParams,
  OVERRIDE_TTL_MS,
  readOverrideExpiries,
  readOverrides,
  renewOverrides,
  routesUrlOf,
  validateOverrideUrl,
} from './overrides';

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
