import type { EmailChangeRequest, EmailChangeStatusResponse, LoginResponse, ProfileFields, ProfileResponse, SuccessResponse, WithdrawalRequest } from '@akiya/contracts';
import { taggedApi } from '../../../api/tagged-api';
import { whenAnswered } from '../../../api/when-answered';

/** Body of POST /api/my-page/change-password. */
export interface ChangePasswordBody {
  current_password: string;
  password: string;
}

/**
 * The profile calls of the my page (docs/accounts.md): read, update, password change, the change of
 * the address (the address lookup is shared-ui's).
 */
export const profileApi = taggedApi(['User', 'Profile']).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => 'api/my-page/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ProfileResponse, ProfileFields>({
      query: (body) => ({ url: 'api/my-page/profile', method: 'POST', body }),
      // The name in the header and on the home page comes from the base data.
      invalidatesTags: ['User'],
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data))),
    }),
    changePassword: build.mutation<LoginResponse, ChangePasswordBody>({
      query: (body) => ({ url: 'api/my-page/change-password', method: 'POST', body }),
    }),
    /** The pending change of the address. Following the mailed link (the shell's re-verify) invalidates 'User'. */
    getEmailChange: build.query<EmailChangeStatusResponse, void>({
      query: () => 'api/my-page/email-change',
      providesTags: ['User'],
    }),
    startEmailChange: build.mutation<EmailChangeStatusResponse, EmailChangeRequest>({
      query: (body) => ({ url: 'api/my-page/email-change', method: 'POST', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(profileApi.util.upsertQueryData('getEmailChange', undefined, data))),
    }),
    cancelEmailChange: build.mutation<EmailChangeStatusResponse, void>({
      query: () => ({ url: 'api/my-page/email-change/cancel', method: 'POST', body: {} }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, (data) => dispatch(profileApi.util.upsertQueryData('getEmailChange', undefined, data))),
    }),
    /**
     * Withdrawal (退会). The server ends every session and clears the cookie; 'User' refetches the
     * base data, so the shell shows the visitor.
     */
    withdraw: build.mutation<SuccessResponse, WithdrawalRequest>({
      query: (body) => ({ url: 'api/my-page/withdraw', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useWithdrawMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetEmailChangeQuery,
  useStartEmailChangeMutation,
  useCancelEmailChangeMutation,
} = profileApi;
