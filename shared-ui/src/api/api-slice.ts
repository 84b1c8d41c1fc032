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

/** Every tag any feature uses, declared once so invalidation works across remotes. */
export const TAG_TYPES = [
  'BaseData',
  'User',
  'Property',
  'PropertyList',
  'Favorite',
  'Contact',
  'Message',
  'Article',
  'News',
  'Solution',
  'PostedProperty',
  'Profile',
  'BankListing',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

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

/** Set by the server renderer as the store's thunk extra argument (shell/src/server.tsx). */
export interface ServerRenderContext {
  /** Where the server reaches its own API (e.g. http://127.0.0.1:3000). */
  apiOrigin: string;
  /** The visitor's Cookie header, so the page renders as the visitor sees it (signed in or not). */
  cookie?: string;
  /**
   * The visitor's address, sent as X-Forwarded-For: the API never takes the renderer's own loopback
   * requests for a local client (the demo outbox is for loopback clients only).
   */
  forwardedFor?: string;
}

/** The state a server-rendered page was rendered with, handed to the browser once (see hydrateFromServer). */
export interface ServerState {
  api?: unknown;
  common?: Record<string, unknown>;
}

/** The browser store takes over the server's data with this action before the page hydrates: no second request. */
export const hydrateFromServer = createAction<ServerState>('akiya/hydrateFromServer');

/** On the server (no window) the hooks start their requests while rendering, so a render pass can wait for them. */
const onServer = typeof window === 'undefined';
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }));

function prepareHeaders(headers: Headers, { type, extra }: { type: 'query' | 'mutation'; extra: unknown }): Headers {
  headers.set('Accept', 'application/json');
  // Mutations change state: send the CSRF token (queries are GETs and need none).
  const token = type === 'mutation' ? readCsrfToken() : null;
  if (token) headers.set(CSRF_HEADER, token);
  const ssr = (extra as { ssr?: ServerRenderContext } | undefined)?.ssr;
  if (onServer && ssr?.cookie) headers.set('Cookie', ssr.cookie);
  if (onServer && ssr) headers.set('X-Forwarded-For', ssr.forwardedFor || 'unknown');
  return headers;
}

const browserQuery = fetchBaseQuery({ baseUrl: getClientConfig().apiBaseUrl, credentials: 'same-origin', prepareHeaders });
const serverQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

/** In the browser the configured base URL; on the server the API's own origin in front of it. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, queryApi, extraOptions) => {
  const ssr = (queryApi.extra as { ssr?: ServerRenderContext } | undefined)?.ssr;
  if (!ssr) return browserQuery(args, queryApi, extraOptions);
  let query = serverQueries.get(ssr.apiOrigin);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: `${ssr.apiOrigin}${getClientConfig().apiBaseUrl}`, prepareHeaders });
    serverQueries.set(ssr.apiOrigin, query);
  }
  return query(args, queryApi, extraOptions);
};

/**
 * The one RTK Query API slice for `/api`. It is created empty here; each feature adds its
 * endpoints with `api.injectEndpoints` in its own `features/<x>/api/` folder. Shared as a
 * federation singleton so every remote injects into the same slice the shell's store holds.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    // Only the fulfilled queries of the server's render are taken over (RTK Query's SSR support).
    if (hydrateFromServer.match(action)) return action.payload[reducerPath as 'api'] as never;
    return undefined;
  },
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
