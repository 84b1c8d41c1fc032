import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteFailure } from './remote-failures';
import { fetchWithRetry } from './fetch-with-retry';

/**
 * Federation runtime plugin of the shell. When a remote cannot be loaded (its manifest or entry
 * is unreachable, or one of its chunks is gone after a deploy) the failure is recorded for the
 * remote's error boundary and the error is passed on, so only that remote's area fails while
 * the layout and the other remotes keep working.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'akiya-shell-remote-errors',
    // Manifests: a time limit per attempt and two retries with back-off (network, time-out, 5xx).
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    errorLoadRemote(args) {
      const remoteName = args.remote?.name ?? String(args.id).split('/')[0];
      if (args.lifecycle === 'onLoad' || args.lifecycle === 'afterResolve') {
        recordRemoteFailure(remoteName, args.error);
      }
      // Returning nothing lets the error reach loadRemote's caller and the error boundary.
      return undefined;
    },
  };
}
