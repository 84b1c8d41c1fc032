import {
  isConsultingThreadType,
  type ConsultingMessage,
  type ConsultingMessagePage,
  type ConsultingRequestDetail,
  type ConsultingRequestSummary,
  type ConsultingStatusMoveRequest,
  type ConsultingSubject,
  type ConsultingThreadSummary,
  type ConsultingThreadType,
} from '@akiya/contracts';
import { taggedApi } from './tagged-api';

/** Whose view of a thread: the user's own (/api/my-page/consulting) or the operator's (/api/staff/consulting). */
export type ConsultingScope = 'user' | 'staff';

/** One request or thread of a scope; for the messages, the newest page of that thread. */
export interface ConsultingArgs {
  scope: ConsultingScope;
  id: number;
}

/** The query of one request, one thread, or a thread's newest messages: the pages and their routes' loaders build it here. */
export function consultingArgs(scope: ConsultingScope, id: number): ConsultingArgs {
  return { scope, id };
}

export interface ConsultingSubjectArgs {
  type: ConsultingThreadType;
  id: number;
}

/**
 * The subject of /my-page/consultings/{type}/{id} (a listing or a public Q&A answer), or null for
 * another type (the 404 page, which asks nothing). The page and its route's loader both read it.
 */
export function consultingSubjectArgs(typeParam: string | undefined, id: number): ConsultingSubjectArgs | null {
  return isConsultingThreadType(typeParam) ? { type: typeParam, id } : null;
}

const base = (scope: ConsultingScope) => (scope === 'staff' ? 'api/staff/consulting' : 'api/my-page/consulting');

/**
 * Tags: the consulting lists and threads use the 'Contact' and 'Message' tag types (ids prefixed
 * `consulting-`), so a realtime event without a contact id — what every consulting change sends —
 * refetches them like the deal threads, and the deal list refetch follows their read marks.
 */
const LIST_TAG = { type: 'Contact' as const, id: 'consulting-list' };
const threadTag = (id: number) => ({ type: 'Contact' as const, id: `consulting-${id}` });
const messagesTag = (id: number) => ({ type: 'Message' as const, id: `consulting-${id}` });
const DEAL_LIST_TAG = { type: 'Contact' as const, id: 'LIST' };

function messageForm(body: string, clientId: string, files: File[]): FormData {
  const form = new FormData();
  form.append('body', body);
  form.append('clientId', clientId);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export interface SendConsultingArgs {
  scope: ConsultingScope;
  threadId: number;
  body: string;
  clientId: string;
  files: File[];
}

export const consultingApi = taggedApi(['Contact'], ['Message']).injectEndpoints({
  endpoints: (build) => ({
    getConsultingRequests: build.query<{ items: ConsultingRequestSummary[] }, ConsultingScope>({
      query: (scope) => ({ url: `${base(scope)}/requests`, cache: 'no-store' }),
      providesTags: [LIST_TAG],
    }),
    getConsultingRequest: build.query<ConsultingRequestDetail, ConsultingArgs>({
      query: ({ scope, id }) => ({ url: `${base(scope)}/requests/${id}`, cache: 'no-store' }),
      providesTags: [LIST_TAG],
    }),
    moveConsultingRequest: build.mutation<ConsultingRequestDetail, { id: number; request: ConsultingStatusMoveRequest }>({
      query: ({ id, request }) => ({ url: `api/staff/consulting/requests/${id}/status`, method: 'POST', body: request }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG, { type: 'Message', id: 'LIST' }]),
    }),
    getConsultingThreads: build.query<{ items: ConsultingThreadSummary[] }, ConsultingScope>({
      query: (scope) => ({ url: `${base(scope)}/threads`, cache: 'no-store' }),
      providesTags: [LIST_TAG],
    }),
    getConsultingThread: build.query<ConsultingThreadSummary, ConsultingArgs>({
      query: ({ scope, id }) => ({ url: `${base(scope)}/threads/${id}`, cache: 'no-store' }),
      providesTags: (_r, _e, { id }) => [threadTag(id)],
    }),
    getConsultingMessages: build.query<ConsultingMessagePage, ConsultingArgs & { before?: number }>({
      query: ({ scope, id, before }) => ({ url: `${base(scope)}/threads/${id}/messages`, params: before ? { before } : {}, cache: 'no-store' }),
      providesTags: (_r, _e, { id }) => [messagesTag(id), { type: 'Message', id: 'LIST' }],
    }),
    sendConsultingMessage: build.mutation<ConsultingMessage, SendConsultingArgs>({
      query: ({ scope, threadId, body, clientId, files }) => ({
        url: `${base(scope)}/threads/${threadId}/messages`,
        method: 'POST',
        body: messageForm(body, clientId, files),
      }),
      invalidatesTags: (_r, error, { threadId }) => (error ? [] : [LIST_TAG, threadTag(threadId), messagesTag(threadId)]),
    }),
    markConsultingRead: build.mutation<unknown, { scope: ConsultingScope; threadId: number }>({
      query: ({ scope, threadId }) => ({ url: `${base(scope)}/threads/${threadId}/read`, method: 'POST' }),
      invalidatesTags: (_r, error, { threadId }) => (error ? [] : [LIST_TAG, threadTag(threadId), DEAL_LIST_TAG]),
    }),
    getConsultingSubject: build.query<ConsultingSubject, ConsultingSubjectArgs>({
      query: ({ type, id }) => ({ url: `api/my-page/consulting/subjects/${type}/${id}`, cache: 'no-store' }),
      providesTags: [LIST_TAG],
    }),
    startConsultingThread: build.mutation<ConsultingMessage, { type: ConsultingThreadType; subjectId: number; body: string; clientId: string; files: File[] }>({
      query: ({ type, subjectId, body, clientId, files }) => ({
        url: `api/my-page/consulting/subjects/${type}/${subjectId}/messages`,
        method: 'POST',
        body: messageForm(body, clientId, files),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});

export const {
  useGetConsultingRequestsQuery,
  useGetConsultingRequestQuery,
  useMoveConsultingRequestMutation,
  useGetConsultingThreadsQuery,
  useGetConsultingThreadQuery,
  useGetConsultingMessagesQuery,
  useLazyGetConsultingMessagesQuery,
  useSendConsultingMessageMutation,
  useMarkConsultingReadMutation,
  useGetConsultingSubjectQuery,
  useStartConsultingThreadMutation,
} = consultingApi;
