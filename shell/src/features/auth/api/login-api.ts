import { api, type SharedCacheTag } from '@akiya/shared-ui';

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * What the login endpoints answer. Failures come as the API's error body (`statusCode`, `message`
 * and, for the login codes of docs/product.md §8, a `code`); a 2xx body may also carry `success: false` with a
 * code in `message` or `code`.
 */
export interface LoginResponse {
  success?: boolean;
  message?: string;
  code?: string;
}

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['User'] satisfies readonly SharedCacheTag[] });

/** Spec docs/product.md §7: POST /api/login/post-email (step one) and POST /api/login/post (step two). */
export const loginApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    postLoginEmail: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'api/login/post-email', method: 'POST', body }),
    }),
    postLogin: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'api/login/post', method: 'POST', body }),
      // A successful login changes who the user is: base data (which provides 'User') refetches.
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
  }),
});

export const { usePostLoginEmailMutation, usePostLoginMutation } = loginApi;
