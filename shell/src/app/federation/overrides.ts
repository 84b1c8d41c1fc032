import { STORAGE_KEYS, type RemoteDescriptor } from '@akiya/contracts';

/**
 * Integration testers point the shell at a remote of their own for their own browser:
 *   ?remote.board=http://localhost:3101/mf-manifest.json   sets an override (kept in localStorage)
 *   ?remote.board=                                          removes that override
 *   ?remote-reset                                           removes every override
 * Overrides load code into this origin, so only loopback origins are accepted unless the page
 * configures more with window.__AKIYA_CONFIG__.remoteOverrideOrigins.
 *
 * Production builds (process.env.NODE_ENV === 'production') also ask the page's own
 * Content-Security-Policy, the single source of truth for where code may come from: an override is
 * kept only when the policy's script-src (script-src-elem) and connect-src — or default-src — both
 * allow its origin (the manifest is fetched, the entry and chunks are scripts). The policy is read
 * from the header of a HEAD request for the page, once, and only when the address carries override
 * parameters or overrides are stored; anything it refuses is ignored with a console warning, and
 * stored overrides it refuses (set before a deploy changed the policy) are removed. When the policy
 * cannot be read, no override is kept. So a deployed site (CSP: itself and its remotes' CDNs) never
 * keeps an override its own CSP would block — which left every page of that remote showing the
 * connection panel for a day — while a build run with a development API (whose CSP allows the
 * loopback origins, as the e2e suite does) keeps working with local dev servers. Development builds
 * do not ask.
 * The badge (override-badge.tsx) shows while any override is active, with a button that clears them.
 */
export type RemoteOverrides = Partial<Record<string, string>>;

/**
 * A remote's name as the remotes configuration allows it (lower-case letters and digits): any remote
 * the server announces can be overridden, not only the ones this shell was built knowing.
 */
const NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

const PARAM_PREFIX = 'remote.';
const RESET_PARAM = 'remote-reset';

declare global {
  interface Window {
    __AKIYA_REMOTE_OVERRIDE_ORIGINS__?: string[];
  }
}

function allowedOrigin(url: URL): boolean {
  const configured = (window.__AKIYA_CONFIG__ as { remoteOverrideOrigins?: string[] } | undefined)
    ?.remoteOverrideOrigins;
  if (configured?.includes(url.origin)) return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol);
}

export function validateOverrideUrl(value: string): string | null {
  try {
    const url = new URL(value, window.location.href);
    if (!allowedOrigin(url)) return null;
    // The site's Content-Security-Policy cannot name an IPv6 address (a host-source has no brackets):
    // a server on [::1] is reached through the name localhost, which resolves to the same loopback.
    if (url.hostname === '[::1]') url.hostname = 'localhost';
    return url.toString();
  } catch {
    return null;
  }
}

/** An override lasts a day unless it is set again or renewed from the badge. */
export const OVERRIDE_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredOverride {
  url: string;
  expiresAt: number;
}
type StoredOverrides = Partial<Record<string, StoredOverride>>;

function readStored(storage: Storage, now: number): StoredOverrides {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEYS.remoteOverrides) ?? '{}') as Record<string, unknown>;
    const result: StoredOverrides = {};
    for (const name of Object.keys(parsed).filter((n) => NAME_PATTERN.test(n))) {
      const value = parsed[name] as Partial<StoredOverride> | undefined;
      if (!value || typeof value !== 'object') continue;
      if (typeof value.url !== 'string' || !validateOverrideUrl(value.url)) continue;
      if (typeof value.expiresAt !== 'number' || value.expiresAt <= now) continue;
      result[name] = { url: value.url, expiresAt: value.expiresAt };
    }
    return result;
  } catch {
    return {};
  }
}

function writeStored(stored: StoredOverrides, storage: Storage): void {
  if (Object.keys(stored).length === 0) storage.removeItem(STORAGE_KEYS.remoteOverrides);
  else storage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify(stored));
}

/** The overrides in force (expired ones are gone). */
export function readOverrides(storage: Storage = window.localStorage, now: number = Date.now()): RemoteOverrides {
  const result: RemoteOverrides = {};
  for (const [name, value] of Object.entries(readStored(storage, now))) if (value) result[name] = value.url;
  return result;
}

/** When each override in force ends. */
export function readOverrideExpiries(
  storage: Storage = window.localStorage,
  now: number = Date.now(),
): Partial<Record<string, number>> {
  const result: Partial<Record<string, number>> = {};
  for (const [name, value] of Object.entries(readStored(storage, now))) if (value) result[name] = value.expiresAt;
  return result;
}

/** Stores exactly these overrides, each for another day. */
export function writeOverrides(
  overrides: RemoteOverrides,
  storage: Storage = window.localStorage,
  now: number = Date.now(),
): void {
  const stored: StoredOverrides = {};
  for (const [name, url] of Object.entries(overrides)) {
    if (url) stored[name] = { url, expiresAt: now + OVERRIDE_TTL_MS };
  }
  writeStored(stored, storage);
}

/** Keeps every override in force for another day from now. */
export function renewOverrides(storage: Storage = window.localStorage, now: number = Date.now()): void {
  writeOverrides(readOverrides(storage, now), storage, now);
}

/**
 * Applies the override parameters of the current URL to storage and returns the cleaned URL
 * (without the parameters) when any were present, so the address bar stays tidy.
 */
export function consumeOverrideParams(
  href: string,
  storage: Storage = window.localStorage,
  now: number = Date.now(),
  allows: OverridePolicy = ANY_ORIGIN,
): string | null {
  const url = new URL(href);
  let touched = false;
  let stored = readStored(storage, now);
  if (url.searchParams.has(RESET_PARAM)) {
    stored = {};
    url.searchParams.delete(RESET_PARAM);
    touched = true;
  }
  const keys = [...new Set([...url.searchParams.keys()])].filter((k) => k.startsWith(PARAM_PREFIX));
  for (const key of keys) {
    const name = key.slice(PARAM_PREFIX.length);
    if (!NAME_PATTERN.test(name)) continue;
    const value = url.searchParams.get(key) ?? '';
    let valid = value ? validateOverrideUrl(value) : null;
    if (valid && !allows(new URL(valid))) {
      warnRefused(name, valid);
      valid = null;
    }
    // Setting an override (again) keeps it for a day from now; a refused value removes it.
    if (valid) stored[name] = { url: valid, expiresAt: now + OVERRIDE_TTL_MS };
    else delete stored[name];
    url.searchParams.delete(key);
    touched = true;
  }
  if (!touched) return null;
  writeStored(stored, storage);
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
}

/** Whether `url` may be an override's address for this page (see the header comment). */
export type OverridePolicy = (url: URL) => boolean;
/** The policy of a development build: whatever validateOverrideUrl accepts. */
const ANY_ORIGIN: OverridePolicy = () => true;
/** Nothing is known about the page's policy: keep no override. */
const NO_ORIGIN: OverridePolicy = () => false;

function warnRefused(name: string, url: string): void {
  console.warn(
    `[shell] remote override of "${name}" ignored: ${url} is not allowed by this page's Content-Security-Policy (script-src and connect-src)`,
  );
}

/** Removes the stored overrides `allows` refuses (each with a warning). */
export function pruneOverrides(allows: OverridePolicy, storage: Storage = window.localStorage, now: number = Date.now()): void {
  const stored = readStored(storage, now);
  let changed = false;
  for (const [name, value] of Object.entries(stored)) {
    if (!value || allows(new URL(value.url))) continue;
    warnRefused(name, value.url);
    delete stored[name];
    changed = true;
  }
  if (changed) writeStored(stored, storage);
}

/** One directive's sources, from the first of `names` the policy has; null: the policy leaves it open. */
function sourcesOf(policy: string, names: string[]): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  for (const name of names) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  return null;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';
/** A scheme the source names (or the page's) allows the URL's: itself, or its secure upgrade. */
const schemeAllows = (scheme: string, url: URL) =>
  scheme === url.protocol || (scheme === 'http:' && url.protocol === 'https:') || (scheme === 'ws:' && url.protocol === 'wss:');
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\d+|\*))?(\/.*)?$/i;

/** Whether one CSP source expression matches `url` on a page at `page` (CSP Level 3, docs/product.md §6.7.2, without nonces and hashes). */
function sourceMatches(source: string, url: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  if (lower === '*') return /^(https?|wss?):$/.test(url.protocol);
  if (lower === "'self'") {
    // The page's own origin, or its secure upgrade (http://host → https://host).
    if (url.origin === page.origin) return true;
    return url.hostname === page.hostname && schemeAllows(page.protocol, url) && portOf(page) === DEFAULT_PORTS[page.protocol] && portOf(url) === DEFAULT_PORTS[url.protocol];
  }
  if (lower.startsWith("'")) return false; // 'none', nonces, hashes, 'unsafe-…': no address
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeAllows(lower, url);
  const m = HOST_SOURCE.exec(source);
  if (!m) return false;
  const [, scheme, host, port, path] = m;
  if (!schemeAllows(scheme ? `${scheme.toLowerCase()}:` : page.protocol, url)) return false;
  const hostname = url.hostname.toLowerCase();
  const pattern = host.toLowerCase();
  if (pattern !== '*' && !(pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern)) return false;
  // No port: the default one of the URL's scheme; 80 allows 443 for an upgrade to https.
  if (port === undefined && portOf(url) !== DEFAULT_PORTS[url.protocol]) return false;
  if (port !== undefined && port !== '*' && portOf(url) !== port && !(port === '80' && url.protocol === 'https:' && portOf(url) === '443')) return false;
  if (path && path !== '/') return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
  return true;
}

/**
 * The override policy of a page from its Content-Security-Policy header (several policies, comma
 * separated, must all allow): an override's URL must be allowed for scripts and for fetches.
 * Without a header nothing is refused.
 */
export function policyFromCsp(header: string | null, pageUrl: string): OverridePolicy {
  if (!header) return ANY_ORIGIN;
  const page = new URL(pageUrl);
  const policies = header.split(',').filter((p) => p.trim() !== '');
  return (url) =>
    policies.every((policy) =>
      [['script-src-elem', 'script-src', 'default-src'], ['connect-src', 'default-src']].every((names) => {
        const sources = sourcesOf(policy, names);
        return sources === null || sources.some((source) => sourceMatches(source, url, page));
      }),
    );
}

/** Whether this address or this browser has overrides the page's policy must be asked about. */
export function overridesNeedPolicy(href: string, storage: Storage = window.localStorage): boolean {
  const { searchParams } = new URL(href);
  return [...searchParams.keys()].some((k) => k.startsWith(PARAM_PREFIX)) || storage.getItem(STORAGE_KEYS.remoteOverrides) !== null;
}

/** The page's policy, read from the Content-Security-Policy of a HEAD request for it (NO_ORIGIN when that fails). */
export async function pageOverridePolicy(
  pageUrl: string = window.location.href,
  fetchPage: typeof fetch = (input, init) => window.fetch(input, init),
): Promise<OverridePolicy> {
  try {
    const page = new URL(pageUrl);
    const res = await fetchPage(page.origin + page.pathname, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    return policyFromCsp(res.headers.get('content-security-policy'), pageUrl);
  } catch {
    console.warn("[shell] remote overrides ignored: this page's Content-Security-Policy could not be read");
    return NO_ORIGIN;
  }
}

/**
 * The overrides step of the start-up: applies the override parameters of `href` (see
 * consumeOverrideParams) and, in a production build, keeps only what the page's policy allows (see
 * the header comment). Synchronous (null) when there is nothing to ask — every visitor without
 * overrides, and development builds; otherwise a promise of the cleaned address (or null).
 */
export function settleOverrides(
  href: string,
  options: { production?: boolean; storage?: Storage; now?: () => number; fetchPage?: typeof fetch } = {},
): { cleaned: string | null } | Promise<{ cleaned: string | null }> {
  const { production = process.env.NODE_ENV === 'production', storage = window.localStorage, now = Date.now, fetchPage } = options;
  if (!production || !overridesNeedPolicy(href, storage)) return { cleaned: consumeOverrideParams(href, storage, now()) };
  return pageOverridePolicy(href, fetchPage).then((allows) => {
    pruneOverrides(allows, storage, now());
    return { cleaned: consumeOverrideParams(href, storage, now(), allows) };
  });
}

/** Where an overridden remote's route list lives: routes.json next to its manifest. */
export function routesUrlOf(manifestUrl: string): string {
  return new URL('routes.json', manifestUrl).toString();
}

/**
 * Points overridden remotes at their override, with the override's own routes when they are known
 * (so a tester's remote can bring a new route).
 */
export function applyOverrides(
  remotes: RemoteDescriptor[],
  overrides: RemoteOverrides,
  overrideRoutes: Partial<Record<string, string[]>> = {},
): RemoteDescriptor[] {
  return remotes.map((r) => {
    const entry = overrides[r.name];
    if (!entry) return r;
    const routes = overrideRoutes[r.name];
    return { ...r, entry, ...(routes ? { routes } : {}) };
  });
}
