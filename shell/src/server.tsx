// The shell's server build (dist/server/shell.js, see tools/webpack/create-config.cjs): renders a
// page — the layout and the remote that owns the path — to HTML with the data it was rendered
// with, for the API to send (api/src/ssr). The browser then hydrates it (bootstrap.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import * as sharedUi from '@akiya/shared-ui';
import { api, createAppStore, hydrateFromServer, ServerTitleContext, setUnreadTotal, type AppStore, type ServerState } from '@akiya/shared-ui';
import { unreadApi } from './features/layout/api/unread-api';
import { AppRoutes } from './app/routes';
import { setServerRemoteLoader, type RemoteAppModule } from './app/federation/remote-registry';
import { ServerRenderPolicyContext, type ServerRenderPolicy } from './app/federation/server-render';
import { ServerRedirectContext } from './components/redirect';

/** What the shell provides to the remotes' server code: the one design system and API slice. */
export const provides: Record<string, unknown> = { '@akiya/shared-ui': sharedUi };

export interface RenderOptions {
  /** Path and query of the page. */
  url: string;
  /** Where the API answers this process (its requests for the page's data go there). */
  apiOrigin: string;
  /** The site's origin as the visitor reached it (absolute URLs on the page). */
  siteOrigin?: string;
  cookie?: string;
  /** The visitor's address (sent on as X-Forwarded-For). */
  forwardedFor?: string;
  /** Loads a remote's './App' from its current server build (rejects when it has none or it fails). */
  loadRemote: (name: string) => Promise<RemoteAppModule>;
  /** Remotes to leave to the browser (failed, missing, or too slow before). */
  clientOnly?: ReadonlySet<string>;
  /** Data passes stop and the page is rendered with what it has once this time (ms since epoch) is reached. */
  deadline: number;
}

export interface RenderResult {
  html: string;
  state: ServerState;
  /** Errors React reported (a remote that threw, …); the boundary concerned was left to the browser. */
  errors: unknown[];
  /** Whether the data passes finished before the deadline. */
  complete: boolean;
  /** The document title the page asked for (useDocumentTitle), if any. */
  title: string | null;
  /** A redirect route (components/redirect.tsx): the API answers 301/302 to `to`. */
  redirect?: { to: string; permanent: boolean };
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

type QueryEntry = { status?: string; error?: unknown; startedTimeStamp?: number; fulfilledTimeStamp?: number };

/** A refusal by the API (4xx: a missing or unpublished article) is an answer like any other. */
function isRefusal(entry: QueryEntry): boolean {
  const status = (entry.error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * RTK Query asks again for a query that failed whenever a component subscribes to it: on the next
 * render pass here (it would be pending when the HTML is written, and missing from the state the
 * browser gets) and once more in the browser. A failed query of a pass is marked settled (a
 * fulfilled time), so the passes that follow render it as it is.
 */
function settleFailures(store: AppStore) {
  const apiState = store.getState().api;
  const failed = Object.entries(apiState.queries as Record<string, QueryEntry | undefined>).filter(
    ([, q]) => q?.status === 'rejected' && q.fulfilledTimeStamp === undefined,
  );
  if (failed.length === 0) return;
  const queries = Object.fromEntries(failed.map(([key, q]) => [key, { ...q, fulfilledTimeStamp: q!.startedTimeStamp ?? Date.now() }]));
  store.dispatch(hydrateFromServer({ api: { ...apiState, queries, mutations: {} } }));
}

type Initiate = ((arg: unknown, options?: Record<string, unknown>) => unknown) & { serverSide?: true };

/**
 * On the server each page has a store of its own: "ask again when the page mounts"
 * (`refetchOnMountOrArgChange`, used by pages that must be fresh in the browser) would only make
 * every render pass ask again, and leave the query pending — so missing from the state the browser
 * gets, which would then draw a loading page over the server's HTML. Here an answered query is
 * used as it is; the browser still asks again when the page mounts. (Remotes add endpoints when
 * they load: called before each pass.)
 */
function answeredQueriesAreKept() {
  for (const endpoint of Object.values(api.endpoints as Record<string, { initiate?: Initiate }>)) {
    const initiate = endpoint.initiate;
    if (!initiate || initiate.serverSide) continue;
    const kept: Initiate = (arg, options) => initiate(arg, options && 'forceRefetch' in options ? { ...options, forceRefetch: false } : options);
    kept.serverSide = true;
    endpoint.initiate = kept;
  }
}

/**
 * The finished queries — answers and refusals (a missing article's 404 page must be what the
 * browser's first render draws too, and the browser does not ask again) — and the common data:
 * what the browser store takes over (hydrateFromServer). Other failures (the API down) go without
 * their settled mark: the browser tries them again.
 */
function serverState(store: AppStore): ServerState {
  const { api: apiState, common } = store.getState();
  const queries = Object.fromEntries(
    Object.entries(apiState.queries as Record<string, QueryEntry | undefined>)
      .filter(([, q]) => q?.status === 'fulfilled' || q?.status === 'rejected')
      .map(([key, q]) => {
        if (q!.status !== 'rejected' || isRefusal(q!)) return [key, q];
        const { fulfilledTimeStamp: _settled, ...retry } = q!;
        return [key, retry];
      }),
  );
  return {
    api: { ...apiState, queries, mutations: {}, subscriptions: {}, provided: apiState.provided },
    common: {
      baseData: common.baseData,
      coverImages: common.coverImages,
      backUrl: common.backUrl,
      siteOrigin: common.siteOrigin,
      unreadTotal: common.unreadTotal,
    },
  };
}

/**
 * Renders in passes: each pass starts the requests of what it reached (the API slice's hooks start
 * them while rendering on the server), the next one renders with their answers, until a pass starts
 * none. The last pass is the HTML.
 */
export async function render(options: RenderOptions): Promise<RenderResult> {
  setServerRemoteLoader(options.loadRemote);
  const store = createAppStore(undefined, { ssr: { apiOrigin: options.apiOrigin, cookie: options.cookie, forwardedFor: options.forwardedFor } });
  if (options.siteOrigin) store.dispatch(hydrateFromServer({ common: { siteOrigin: options.siteOrigin } }));
  const policy: ServerRenderPolicy = { clientOnly: options.clientOnly ?? new Set<string>(), lazyApps: new Map() };
  const errors: unknown[] = [];
  let complete = false;
  try {
    for (let pass = 0; pass < 6; pass += 1) {
      answeredQueriesAreKept();
      const passErrors: unknown[] = [];
      const redirect: RedirectRecord = { to: null, permanent: false };
      const { prelude } = await prerenderToNodeStream(tree(store, options.url, policy, { title: null }, redirect), {
        onError: (e) => void passErrors.push(e),
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      });
      prelude.resume();
      // A redirect route: the answer is an HTTP redirect, nothing more to render.
      if (redirect.to !== null) return { html: '', state: {}, errors: [], complete: true, title: null, redirect: { to: redirect.to, permanent: redirect.permanent } };
      const running = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      settleFailures(store);
      if (running.length === 0) {
        complete = true;
        break;
      }
      if (Date.now() > options.deadline) break;
    }
    // Every finished boundary inline (no outlined segments revealed by inline scripts, which the CSP forbids).
    // Effects do not run on the server: the unread total the layout's effect hands to the header
    // (use-unread-total-sync.ts) is handed over here, so the badge is in the HTML.
    const unread = unreadApi.endpoints.getUnreadCount.select()(store.getState()).data;
    if (unread) store.dispatch(setUnreadTotal(unread.total));
    answeredQueriesAreKept();
    const title = { title: null as string | null };
    const redirect: RedirectRecord = { to: null, permanent: false };
    const { prelude } = await prerenderToNodeStream(tree(store, options.url, policy, title, redirect), {
      onError: (e) => void errors.push(e),
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const html = await streamToString(prelude);
    if (redirect.to !== null) return { html: '', state: {}, errors, complete, title: null, redirect: { to: redirect.to, permanent: redirect.permanent } };
    return { html, state: serverState(store), errors, complete, title: title.title };
  } finally {
    store.dispatch(api.util.resetApiState());
  }
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
