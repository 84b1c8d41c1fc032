// The shell's server build (dist/server/shell.js, see tools/webpack/create-config.cjs): renders a
// page — the layout and the remote that owns the path — to HTML with the data it was rendered
// with, for the API to send (api/src/ssr). The browser then hydrates it (bootstrap.tsx).
//
// One pass: the loaders of the routes matching the URL (the shell's layout and page, then the
// owning remote's own routes) start the page's queries and are awaited; then React renders once.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import * as sharedUi from '@akiya/shared-ui';
import {
  createAppStore,
  dehydrateForBrowser,
  hydrateFromServer,
  runRouteLoaders,
  ServerTitleContext,
  type AppStore,
  type ServerFetch,
  type ServerState,
} from '@akiya/shared-ui';
import { AppRoutes, shellRoutes } from './app/routes';
import { setServerRemoteLoader, type RemoteAppModule } from './app/federation/remote-registry';
import { ServerRenderPolicyContext, type ServerRenderPolicy } from './app/federation/server-render';
import { ServerRedirectContext } from './components/redirect';

/** What the shell provides to the remotes' server code: the one design system and API slice. */
export const provides: Record<string, unknown> = { '@akiya/shared-ui': sharedUi };

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  /** Answers the page's API requests in the same process, with the visitor's cookie and address (api/src/ssr). */
  fetch: ServerFetch;
  /** The site's configured origin (absolute URLs on the page). */
  siteOrigin?: string;
  /** Loads a remote's './App' from its current server build (rejects when it has none or it fails). */
  loadRemote: (name: string) => Promise<RemoteAppModule>;
  /** Remotes to leave to the browser (failed, missing, or too slow before). */
  clientOnly?: ReadonlySet<string>;
  /** The loaders' data is awaited until this time (ms since epoch); then the page renders with what it has. */
  deadline: number;
}

export interface RenderResult {
  html: string;
  state: ServerState;
  /** Errors React or a loader reported (a remote that threw, …); the boundary concerned was left to the browser. */
  errors: unknown[];
  /** Whether every loader, and the render, finished before the deadline. */
  complete: boolean;
  /** The document title the page asked for (useDocumentTitle), if any. */
  title: string | null;
  /** A redirect route (components/redirect.tsx): the API answers 301/302 to `to`. */
  redirect?: { to: string; permanent: boolean };
  /** Time spent waiting for the loaders, then rendering (ms). */
  timings: { loadMs: number; renderMs: number };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

interface RedirectRecord {
  to: string | null;
  permanent: boolean;
}

function tree(store: AppStore, url: string, policy: ServerRenderPolicy, title: { title: string | null }, redirect: RedirectRecord) {
  return (
    <StrictMode>
      <ServerRedirectContext.Provider value={redirect}>
        <ServerTitleContext.Provider value={title}>
          <ServerRenderPolicyContext.Provider value={policy}>
            <Provider store={store}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </Provider>
          </ServerRenderPolicyContext.Provider>
        </ServerTitleContext.Provider>
      </ServerRedirectContext.Provider>
    </StrictMode>
  );
}

const DEADLINE = Symbol('deadline');
/** The reason of a render stopped at the deadline (api/src/ssr reads it as "late", not as a fault). */
export const RENDER_LATE = 'the render took longer than the budget';
/** Time the render itself always gets, even when the data used up the budget. */
const MIN_RENDER_MS = 100;
/** The render without the late remote: the layout and the rest of the page, nothing waiting. */
const SECOND_RENDER_MS = 1000;

function until(deadline: number): Promise<typeof DEADLINE> & { cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<typeof DEADLINE>((resolve) => {
    timer = setTimeout(() => resolve(DEADLINE), Math.max(0, deadline - Date.now()));
  });
  return Object.assign(promise, { cancel: () => clearTimeout(timer) });
}

/** One render of the tree with what the store holds; `late` when it was stopped at `deadline`. */
async function renderTree(store: AppStore, url: string, policy: ServerRenderPolicy, deadline: number, errors: unknown[]) {
  const title = { title: null as string | null };
  const redirect: RedirectRecord = { to: null, permanent: false };
  const abort = new AbortController();
  const stop = setTimeout(() => abort.abort(new Error(RENDER_LATE)), Math.max(MIN_RENDER_MS, deadline - Date.now()));
  try {
    const { prelude } = await prerenderToNodeStream(tree(store, url, policy, title, redirect), {
      signal: abort.signal,
      onError: (e) => void errors.push(e),
      // Every finished boundary inline (no outlined segments revealed by inline scripts, which the CSP forbids).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const html = await streamToString(prelude);
    return { html, title: title.title, redirect, late: abort.signal.aborted };
  } finally {
    clearTimeout(stop);
  }
}

/** Renders one page: its routes' loaders, then one render. */
export async function render(options: RenderOptions): Promise<RenderResult> {
  setServerRemoteLoader(options.loadRemote);
  const store = createAppStore(undefined, { ssr: { fetch: options.fetch } });
  if (options.siteOrigin) store.dispatch(hydrateFromServer({ common: { siteOrigin: options.siteOrigin } }));
  // The page's own loader (several pages render at once in a worker), noting the remotes it loads.
  const remotes = new Set<string>();
  const loadRemote = (name: string) => {
    remotes.add(name);
    return options.loadRemote(name);
  };
  const policy: ServerRenderPolicy = { clientOnly: options.clientOnly ?? new Set<string>(), lazyApps: new Map(), loadRemote };
  const errors: unknown[] = [];
  const [pathname, search = ''] = options.url.split('?');
  const timeout = until(options.deadline);
  const loaded = runRouteLoaders(shellRoutes, { pathname, search: search ? `?${search}` : '' }, store, (error) => void errors.push(error), { loadRemote });
  const started = performance.now();
  const complete = (await Promise.race([loaded.then(() => true), timeout])) === true;
  timeout.cancel();
  const rendering = performance.now();
  let page = await renderTree(store, options.url, policy, options.deadline, errors);
  if (page.late && remotes.size > 0) {
    // A remote still waiting on something of its own at the deadline: the page goes out with that
    // remote's part left to the browser (its boundary's fallback, rendered there), the rest from here.
    page = await renderTree(store, options.url, { ...policy, clientOnly: new Set([...policy.clientOnly, ...remotes]) }, Date.now() + SECOND_RENDER_MS, errors);
  }
  const timings = { loadMs: rendering - started, renderMs: performance.now() - rendering };
  if (page.late) throw new Error(RENDER_LATE);
  const { redirect } = page;
  if (redirect.to !== null) return { html: '', state: {}, errors, complete, title: null, redirect: { to: redirect.to, permanent: redirect.permanent }, timings };
  return { html: page.html, state: dehydrateForBrowser(store), errors, complete: complete && errors.every((e) => !isLate(e)), title: page.title, timings };
}

function isLate(error: unknown): boolean {
  return error instanceof Error && error.message === RENDER_LATE;
}

/** The stylesheets of the shell's components, as the browser build injects them. */
export function styles(bundle: string): string {
  const registry = (globalThis as { __AKIYA_SSR_CSS__?: Map<string, string> }).__AKIYA_SSR_CSS__;
  if (!registry) return '';
  return [...registry.entries()]
    .filter(([key]) => key.startsWith(`${bundle}:`))
    .map(([, css]) => css)
    .join('\n');
}
