import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';

/** What the server renderer tells the outlet: remotes whose page is left to the browser this time. */
export interface ServerRenderPolicy {
  clientOnly: ReadonlySet<string>;
  /** The remotes' lazy components of this one page (the next page loads the then current builds). */
  lazyApps: Map<string, LazyExoticComponent<ComponentType>>;
  /** Loads a remote's server build for this page (the outlet's lazy component uses it). */
  loadRemote?: (name: string) => Promise<{ default: ComponentType }>;
}

export const ServerRenderPolicyContext = createContext<ServerRenderPolicy | null>(null);

export class ClientRenderOnly extends Error {
  constructor(readonly remote: string) {
    super(`remote "${remote}" is rendered in the browser this time`);
    this.name = 'ClientRenderOnly';
  }
}

/**
 * Inside a remote's Suspense boundary. On the server, for a remote whose server build is missing,
 * failed or was too slow, it throws: React then leaves exactly that boundary to the browser (its
 * fallback is sent, the browser renders the remote as it always did) while the layout around it
 * stays server-rendered. In the browser it renders nothing.
 */
export function ServerRenderGate({ remote }: { remote: string }) {
  const policy = useContext(ServerRenderPolicyContext);
  if (policy?.clientOnly.has(remote)) throw new ClientRenderOnly(remote);
  return null;
}
