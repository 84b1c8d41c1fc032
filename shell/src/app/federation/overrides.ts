import { REMOTE_NAMES, STORAGE_KEYS, type RemoteDescriptor, type RemoteName } from '@akiya/contracts';

/**
 * Integration testers point the shell at a remote of their own for their own browser:
 *   ?remote.board=http://localhost:3101/mf-manifest.json   sets an override (kept in localStorage)
 *   ?remote.board=                                          removes that override
 *   ?remote-reset                                           removes every override
 * Overrides load code into this origin, so only loopback origins are accepted unless the page
 * configures more with window.__AKIYA_CONFIG__.remoteOverrideOrigins.
 */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

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
    return allowedOrigin(url) ? url.toString() : null;
  } catch {
    return null;
  }
}

export function readOverrides(storage: Storage = window.localStorage): RemoteOverrides {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEYS.remoteOverrides) ?? '{}') as Record<string, unknown>;
    const result: RemoteOverrides = {};
    for (const name of REMOTE_NAMES) {
      const value = parsed[name];
      if (typeof value === 'string' && validateOverrideUrl(value)) result[name] = value;
    }
    return result;
  } catch {
    return {};
  }
}

export function writeOverrides(overrides: RemoteOverrides, storage: Storage = window.localStorage): void {
  if (Object.keys(overrides).length === 0) storage.removeItem(STORAGE_KEYS.remoteOverrides);
  else storage.setItem(STORAGE_KEYS.remoteOverrides, JSON.stringify(overrides));
}

/**
 * Applies the override parameters of the current URL to storage and returns the cleaned URL
 * (without the parameters) when any were present, so the address bar stays tidy.
 */
export function consumeOverrideParams(href: string, storage: Storage = window.localStorage): string | null {
  const url = new URL(href);
  let touched = false;
  let overrides = readOverrides(storage);
  if (url.searchParams.has(RESET_PARAM)) {
    overrides = {};
    url.searchParams.delete(RESET_PARAM);
    touched = true;
  }
  for (const name of REMOTE_NAMES) {
    const key = PARAM_PREFIX + name;
    if (!url.searchParams.has(key)) continue;
    const value = url.searchParams.get(key) ?? '';
    const valid = value ? validateOverrideUrl(value) : null;
    if (valid) overrides[name] = valid;
    else delete overrides[name];
    url.searchParams.delete(key);
    touched = true;
  }
  if (!touched) return null;
  writeOverrides(overrides, storage);
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
}

export function applyOverrides(remotes: RemoteDescriptor[], overrides: RemoteOverrides): RemoteDescriptor[] {
  return remotes.map((r) => (overrides[r.name] ? { ...r, entry: overrides[r.name] as string } : r));
}
