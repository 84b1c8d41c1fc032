import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getClientConfig } from '../config';

/** Cookie set by the API (readable by scripts) and header it expects on every state-changing request. */
export const CSRF_COOKIE = 'akiya_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';

/** Reads the CSRF token from the cookie (double-submit pattern). */
export function readCsrfToken(cookie: string = typeof document !== 'undefined' ? document.cookie : ''): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * How the server renderer reaches the API: a fetch answered inside the same process by the API's own
 * handlers (api/src/ssr), with the visitor's cookie and address, and the same validation and access
 * rules as a request over the network. No loopback HTTP.
 */
export type ServerFetch = (request: Request) => Promise<Response>;

/** Set by the server renderer as the store's thunk extra argument (shell/src/server.tsx). */
export interface ServerRenderContext {
  fetch: ServerFetch;
}

/** The state a server-rendered page was rendered with, handed to the browser once (see hydrateFromServer). */
export interface ServerState {
  api?: unknown;
  common?: Record<string, unknown>;
}

/** The browser store takes over the server's data with this action before the page hydrates: no second request. */
export const hydrateFromServer = createAction<ServerState>('akiya/hydrateFromServer');

// On the server the hooks only read the store: the routes' loaders start the page's queries before
// its one render (shared-ui routing/route-data.ts), so nothing is requested while rendering.
const createApi = buildCreateApi(coreModule(), reactHooksModule());

function prepareHeaders(headers: Headers, { type }: { type: 'query' | 'mutation' }): Headers {
  headers.set('Accept', 'application/json');
  // Mutations change state: send the CSRF token (queries are GETs and need none).
  const token = type === 'mutation' ? readCsrfToken() : null;
  if (token) headers.set(CSRF_HEADER, token);
  return headers;
}

const browserQuery = fetchBaseQuery({ baseUrl: getClientConfig().apiBaseUrl, credentials: 'same-origin', prepareHeaders });
/** Per page rendered on the server: a base query whose fetch is the renderer's (any origin will do: it answers by path). */
const serverQueries = new WeakMap<ServerRenderContext, ReturnType<typeof fetchBaseQuery>>();

/** In the browser the configured base URL; on the server the renderer's in-process fetch. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, queryApi, extraOptions) => {
  const ssr = (queryApi.extra as { ssr?: ServerRenderContext } | undefined)?.ssr;
  if (!ssr) return browserQuery(args, queryApi, extraOptions);
  let query = serverQueries.get(ssr);
  if (!query) {
    const fetchFn = ssr.fetch;
    query = fetchBaseQuery({ baseUrl: `http://server.invalid${getClientConfig().apiBaseUrl}`, prepareHeaders, fetchFn: (input, init) => fetchFn(input instanceof Request ? input : new Request(input, init)) });
    serverQueries.set(ssr, query);
  }
  return query(args, queryApi, extraOptions);
};

/**
 * The one RTK Query API slice for `/api`. It is created empty here, with no tag types: each feature
 * adds the tags it provides or invalidates with `api.enhanceEndpoints({ addTagTypes })` and its
 * endpoints with `injectEndpoints` on the slice that returns, in its own `features/<x>/api/` folder
 * (both change this one slice in place; the returned reference only carries the feature's types).
 * Tags two apps share keep one name (`SharedCacheTag`). Shared as a federation singleton so every
 * remote injects into the same slice the shell's store holds.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    // Only the fulfilled queries of the server's render are taken over (RTK Query's SSR support).
    if (hydrateFromServer.match(action)) return action.payload[reducerPath as 'api'] as never;
    return undefined;
  },
  tagTypes: [],
  endpoints: () => ({}),
});

/**
 * `refetchOnMountOrArgChange` for pages that must be fresh when opened: they ask again on mount
 * unless their answer is younger than this many seconds — as the one the server rendered the page
 * with is, so a server-rendered page does not ask for its data a second time after hydration.
 */
export const REFETCH_STALE_S = 30;

/**
 * `keepUnusedDataFor` of answers that should not outlive their page: long enough for a server
 * rendered page's answers to survive until hydration subscribes to them (with 0 RTK Query drops
 * them as the browser takes them over, and the page asks again).
 */
export const KEEP_WHILE_HYDRATING_S = 10;
