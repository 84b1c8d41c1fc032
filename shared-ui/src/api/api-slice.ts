import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
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

/**
 * The one RTK Query API slice for `/api`. It is created empty here; each feature adds its
 * endpoints with `api.injectEndpoints` in its own `features/<x>/api/` folder. Shared as a
 * federation singleton so every remote injects into the same slice the shell's store holds.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: getClientConfig().apiBaseUrl,
    credentials: 'same-origin',
    prepareHeaders: (headers, { type }) => {
      headers.set('Accept', 'application/json');
      // Mutations change state: send the CSRF token (queries are GETs and need none).
      const token = type === 'mutation' ? readCsrfToken() : null;
      if (token) headers.set(CSRF_HEADER, token);
      return headers;
    },
  }),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
