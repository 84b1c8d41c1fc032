// The design system's base stylesheets first (the shell imports the parts of the design system it
// uses; its entry module, which imports them too, comes with the federation runtime).
import '@akiya/shared-ui/base-styles';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateFromServer, type ServerState } from '@akiya/shared-ui';
import { App } from './app/app';
import { store } from './app/store';
import { readOverrides, settleOverrides } from './app/federation/overrides';
import { startFederationRuntime } from './app/federation/remote-registry';
import { keepServerRemoteHtml } from './app/federation/server-html';
import { markRootHydrated } from './early-input';

/**
 * Tells early-input.ts that the first render is committed: what was held on the page can now be
 * done (on a part React hydrates later, a remote's, once that part says so: remote-outlet.tsx).
 */
function HydrationCommitted({ children }: { children: ReactNode }) {
  // A passive effect: it runs after those of the whole page (the layout's own first effects included).
  useEffect(() => markRootHydrated(), []);
  return children;
}

/** The data the server rendered the page with (a JSON block written by api/src/ssr), if it did. */
function serverState(): ServerState | null {
  const el = document.getElementById('__AKIYA_STATE__');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerState;
  } catch {
    return null;
  }
}

/** Renders the application: hydrates the server's page, or renders anew. */
function start(): void {
  const root = document.getElementById('root') as HTMLElement;
  // A page whose server HTML holds a remote's part needs the federation runtime to hydrate it: its
  // files are fetched now, while the page hydrates (a page of the shell alone never loads them).
  if (root.querySelector('[data-remote-root]')) void startFederationRuntime();
  const state = serverState();
  const app = (
    <HydrationCommitted>
      <StrictMode>
        <App />
      </StrictMode>
    </HydrationCommitted>
  );
  // A tester's remote overrides (this browser only) were unknown to the server: render anew.
  const overridden = Object.keys(readOverrides()).length > 0;
  if (state && root.hasAttribute('data-ssr') && !overridden) {
    keepServerRemoteHtml(root, window.location.pathname);
    // Head links the server wrote for the page (a feed's rel=alternate): React adds its own as it hydrates.
    for (const link of document.head.querySelectorAll('[data-ssr-head]')) link.remove();
    // The server's answers become the store's: the page hydrates without asking for them again.
    store.dispatch(hydrateFromServer(state));
    // Hydrated as a transition: React then does the work in slices of a few milliseconds and the
    // phone's main thread stays free for the visitor (a plain hydrateRoot is one long task). A tap on
    // a part not yet hydrated makes React hydrate it at once (and early-input.ts holds it till then).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => {
          // A remote the server left to the browser (no server build, it failed or was too slow) is
          // expected; anything else is a mismatch between the server's HTML and the first render here.
          const message = error instanceof Error ? error.message : String(error);
          if (/server could not finish this Suspense boundary/i.test(message)) console.info('[shell] part of the page was rendered in the browser:', message);
          else console.error('[shell] hydration', error);
        },
      });
    });
  } else {
    // Rendered anew (a tester's override): what early-input.ts held was on the server's elements, now gone.
    createRoot(root).render(app);
  }
}

// Remote overrides given in the URL are stored before anything loads, then removed from the address.
// A production build first reads which ones the page's CSP allows (overrides.ts): only then, and only
// for a browser with overrides, does the start wait for that answer.
function startWith({ cleaned }: { cleaned: string | null }): void {
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  start();
}
const settled = settleOverrides(window.location.href);
if (settled instanceof Promise) void settled.then(startWith);
else startWith(settled);
