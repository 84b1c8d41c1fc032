import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@akiya/contracts';
import { clearRemoteFailure, recordRemoteFailure } from './remote-failures';

/** What every remote exposes as './App': a component rendering the remote's own routes. */
export interface RemoteAppModule {
  default: ComponentType;
}

const registered = new Map<string, string>();

/** Registers (or re-points) remotes at runtime from the server's remotes document. */
export function registerRemoteEntries(remotes: RemoteDescriptor[]): void {
  const changed = remotes.filter((r) => registered.get(r.name) !== r.entry);
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

/** Loads a remote's './App'. Throws RemoteUnavailableError when it cannot be reached. */
export async function loadRemoteApp(name: string): Promise<RemoteAppModule> {
  clearRemoteFailure(name);
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
