import type { ComponentType } from 'react';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@akiya/contracts';
import { clearRemoteFailure, recordRemoteFailure } from './remote-failures';

/** What every remote exposes as './App': a component rendering the remote's own routes. */
export interface RemoteAppModule {
  default: ComponentType;
}

/** On the server (shell/src/server.tsx) a remote's './App' comes from its Node build, not from the browser runtime. */
type ServerRemoteLoader = (name: string) => Promise<RemoteAppModule>;
let serverLoader: ServerRemoteLoader | null = null;

/** The entry of each remote, from the remotes document. */
const registered = new Map<string, string>();
/** What the federation runtime has been told (it exists once a remote is first needed). */
const applied = new Map<string, string>();
/** The entry each remote was loaded from on this page: its modules stay in use until a full navigation. */
const loaded = new Map<string, string>();

let runtime: Promise<ModuleFederation> | undefined;

/**
 * Starts fetching the federation runtime (its own chunk: a page of the shell alone never needs it).
 * Called early on a page whose server HTML holds a remote, so it arrives with the shell's own files.
 */
export function startFederationRuntime(): Promise<ModuleFederation> {
  runtime ??= import(/* webpackChunkName: "federation-runtime" */ './runtime-instance').then((m) => m.shellFederation());
  return runtime;
}

/** The runtime, told the remotes document's entries (those not already loaded on this page). */
async function federationRuntime(): Promise<ModuleFederation> {
  const instance = await startFederationRuntime();
  const changed = [...registered].filter(([name, entry]) => applied.get(name) !== entry);
  if (changed.length > 0) {
    const force = changed.some(([name]) => applied.has(name));
    instance.registerRemotes(
      changed.map(([name, entry]) => ({ name, entry })),
      { force },
    );
    for (const [name, entry] of changed) applied.set(name, entry);
  }
  return instance;
}

/**
 * The entry a remote was loaded from on this page, or undefined when it has not been loaded. When
 * the remotes document names another entry (a new version was promoted), the outlet navigates in
 * full instead of mixing two versions' modules in one page.
 */
export function loadedEntryOf(name: string): string | undefined {
  return loaded.get(name);
}

/**
 * Registers (or re-points) remotes from the server's remotes document. The federation runtime is told
 * when it next loads a remote.
 */
export function registerRemoteEntries(remotes: RemoteDescriptor[]): void {
  if (serverLoader) return; // the server loads Node builds, not the browser runtime's entries
  // A remote already loaded keeps its entry: a newer version is taken up by a full navigation.
  for (const r of remotes) if (!loaded.has(r.name)) registered.set(r.name, r.entry);
}

/** Fetches a remote's entry and the files of its './App' (no module runs). */
export async function preloadRemoteApp(name: string): Promise<void> {
  if (serverLoader || !registered.has(name)) return;
  const instance = await federationRuntime();
  await instance.preloadRemote([{ nameOrAlias: name, exposes: ['./App'], resourceCategory: 'sync' }]);
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
    const mod = await (await federationRuntime()).loadRemote<RemoteAppModule>(`${name}/App`);
    if (!mod || typeof mod.default !== 'function') throw new RemoteUnavailableError(name);
    return mod;
  } catch (error) {
    recordRemoteFailure(name, error);
    throw error instanceof RemoteUnavailableError ? error : Object.assign(new RemoteUnavailableError(name, error), {
      cause: error,
    });
  }
}
