import type { UserMessage, UserMessageListResponse } from '@akiya/contracts';
import { taggedApi } from '../../../api/tagged-api';
import { CONTACT_LIST_TAG } from '../../../api/deals-api';

export type { UserMessage, UserMessageListResponse } from '@akiya/contracts';

export interface ReplyArgs {
  body: string;
  /** One per draft: a retry with the same id never makes a second message. */
  clientId: string;
}

/**
 * The operator thread is tagged `Message:OPERATOR`: the realtime sync invalidates every `Message` tag
 * on an event without a contact id (which the API sends when the operator writes or a message is read).
 */
export const OPERATOR_THREAD_TAG = { type: 'Message', id: 'OPERATOR' } as const;

export const userMessagesApi = taggedApi(['Contact'], ['Message']).injectEndpoints({
  endpoints: (build) => ({
    getUserMessages: build.query<UserMessageListResponse, void>({
      query: () => ({ url: 'api/my-page/user/messages', cache: 'no-store' }),
      providesTags: [OPERATOR_THREAD_TAG],
    }),
    replyToOperator: build.mutation<UserMessage, ReplyArgs>({
      query: (body) => ({ url: 'api/my-page/user/messages', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [OPERATOR_THREAD_TAG]),
    }),
    markUserMessagesRead: build.mutation<{ read: number }, number[]>({
      query: (ids) => ({ url: 'api/my-page/user/messages/read', method: 'POST', body: { ids } }),
      // The badge counts all-contacts' noReadUserMessageIds.
      invalidatesTags: (_r, error) => (error ? [] : [OPERATOR_THREAD_TAG, CONTACT_LIST_TAG]),
    }),
  }),
});

export const { useGetUserMessagesQuery, useReplyToOperatorMutation, useMarkUserMessagesReadMutation } = userMessagesApi;
