import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@akiya/contracts';
import { clearRemoteFailure, recordRemoteFailure } from './remote-failures';

/** What every remote exposes as './App': a component rendering the remote's own routes. */
export interface RemoteAppModule {
  default: ComponentType;
}

/** On the server (shell/src/server.tsx) a remote's './App' comes from its Node build, not from the browser runtime. */
type ServerRemoteLoader = (name: string) => Promise<RemoteAppModule>;
let serverLoader: ServerRemoteLoader | null = null;

const registered = new Map<string, string>();
/** The entry each remote was loaded from on this page: its modules stay in use until a full navigation. */
const loaded = new Map<string, string>();

/**
 * The entry a remote was loaded from on this page, or undefined when it has not been loaded. When
 * the remotes document names another entry (a new version was promoted), the outlet navigates in
 * full instead of mixing two versions' modules in one page.
 */
export function loadedEntryOf(name: string): string | undefined {
  return loaded.get(name);
}

/** Registers (or re-points) remotes at runtime from the server's remotes document. */
export function registerRemoteEntries(remotes: RemoteDescriptor[]): void {
  if (serverLoader) return; // the server loads Node builds, not the browser runtime's entries
  // A remote already loaded keeps its entry: a newer version is taken up by a full navigation.
  const changed = remotes.filter((r) => registered.get(r.name) !== r.entry && !loaded.has(r.name));
  if (changed.length === 0) return;
  const force = changed.some((r) => registered.has(r.name));
  registerRemotes(
    changed.map((r) => ({ name: r.name, entry: r.entry })),
    { force },
  );
  for (const r of changed) registered.set(r.name, r.entry);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`remote "${remote}" could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}


export function setServerRemoteLoader(loader: ServerRemoteLoader): void {
  serverLoader = loader;
}

/** Loads a remote's './App'. Throws RemoteUnavailableError when it cannot be reached. */
export async function loadRemoteApp(name: string): Promise<RemoteAppModule> {
  if (serverLoader) return serverLoader(name);
  clearRemoteFailure(name);
  const entry = registered.get(name);
  if (entry !== undefined) loaded.set(name, entry);
  try {
    const mod = await loadRemote<RemoteAppModule>(`${name}/App`);
    if (!mod || typeof mod.default !== 'function') throw new RemoteUnavailableError(name);
    return mod;
  } catch (error) {
    recordRemoteFailure(name, error);
    throw error instanceof RemoteUnavailableError ? error : Object.assign(new RemoteUnavailableError(name, error), {
      cause: error,
    });
  }
}
