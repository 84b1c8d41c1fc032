import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRemoteFailure } from './remote-failures';
import { fetchWithRetry } from './fetch-with-retry';

/** Whether a stylesheet URL's file is on the page already as an inline <style data-href>. */
export function styleOnPage(url: string, doc: Document = document): boolean {
  if (!/\.css(?:$|\?)/.test(url)) return false;
  const file = url.split('?')[0].split('/').pop();
  return !!file && [...doc.querySelectorAll('style[data-href]')].some((el) => el.getAttribute('data-href') === file);
}

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
    // The runtime puts a remote's stylesheets on the page as it loads the remote. A server-rendered
    // page holds them already, inline, as <style data-href="<file>"> (api/src/ssr/page-styles.ts):
    // those are not fetched and applied a second time.
    beforePreloadRemote(args) {
      for (const op of args.preloadOps) {
        const keep = op.filter;
        op.filter = (url: string) => !styleOnPage(url) && (keep ? keep(url) : true);
      }
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
