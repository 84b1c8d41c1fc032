import type {
  CheckEmailDetailResponse,
  ForceLoginResponse,
  LoginResponse,
  RegisterResponse,
  SuccessResponse,
} from '@akiya/contracts';
import { api, type SharedCacheTag } from '@akiya/shared-ui';

/** Calls that change who is logged in refetch base data (it provides 'User') when they succeed. */
const userChanged = (_result: unknown, error: unknown): 'User'[] => (error ? [] : ['User']);

/** The slice with the cache tags these endpoints use (names other apps share). */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['User'] satisfies readonly SharedCacheTag[] });

/** The accounts API (docs/accounts.md): registration, verification, reset, email change, logout. */
export const accountsApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    checkEmailExists: build.mutation<CheckEmailDetailResponse, { email: string }>({
      query: (body) => ({ url: 'api/user/check-email-exists', method: 'POST', body }),
    }),
    postRegister: build.mutation<RegisterResponse, FormData>({
      query: (body) => ({ url: 'api/login/post-register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<LoginResponse, { token: string }>({
      query: (body) => ({ url: 'api/login/verify', method: 'POST', body }),
      invalidatesTags: userChanged,
    }),
    resendVerify: build.mutation<SuccessResponse, { email: string }>({
      query: (body) => ({ url: 'api/login/resend-verify', method: 'POST', body }),
    }),
    remember: build.mutation<SuccessResponse, { email: string }>({
      query: (body) => ({ url: 'api/login/remember', method: 'POST', body }),
    }),
    resetPassword: build.mutation<LoginResponse, { token: string; password: string }>({
      query: (body) => ({ url: 'api/login/reset', method: 'POST', body }),
      invalidatesTags: userChanged,
    }),
    reservationReVerify: build.mutation<SuccessResponse, { email: string; currentUrl: string }>({
      query: (body) => ({ url: 'api/login/reservation-re-verify', method: 'POST', body }),
    }),
    reVerify: build.mutation<SuccessResponse, { token: string }>({
      query: (body) => ({ url: 'api/login/re-verify', method: 'POST', body }),
      invalidatesTags: userChanged,
    }),
    logout: build.mutation<SuccessResponse, void>({
      query: () => ({ url: 'api/logout', method: 'POST' }),
      invalidatesTags: ['User'],
    }),
    forceLogin: build.mutation<ForceLoginResponse, string>({
      query: (id) => ({ url: `api/login/force/${encodeURIComponent(id)}`, method: 'POST' }),
      invalidatesTags: userChanged,
    }),
  }),
});

export const {
  useCheckEmailExistsMutation,
  usePostRegisterMutation,
  useVerifyEmailMutation,
  useResendVerifyMutation,
  useRememberMutation,
  useResetPasswordMutation,
  useReservationReVerifyMutation,
  useReVerifyMutation,
  useLogoutMutation,
  useForceLoginMutation,
} = accountsApi;
