import { STORAGE_KEYS, type RemoteDescriptor } from '@akiya/contracts';

/**
 * Integration testers point the shell at a remote of their own for their own browser:
 *   ?remote.board=http://localhost:3101/mf-manifest.json   sets an override (kept in localStorage)
 *   ?remote.board=                                          removes that override
 *   ?remote-reset                                           removes every override
 * Overrides load code into this origin, so only loopback origins are accepted unless the page
 * configures more with window.__AKIYA_CONFIG__.remoteOverrideOrigins.
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
    const valid = value ? validateOverrideUrl(value) : null;
    // Setting an override (again) keeps it for a day from now.
    if (valid) stored[name] = { url: valid, expiresAt: now + OVERRIDE_TTL_MS };
    else delete stored[name];
    url.searchParams.delete(key);
    touched = true;
  }
  if (!touched) return null;
  writeStored(stored, storage);
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
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
