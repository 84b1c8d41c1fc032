import {
  DEAL_LIMITS,
  type ContactDetail,
  type ContactMemoResponse,
  type ContactListItem,
  type ContactListResponse,
  type DealActionRequest,
  type DealMessage,
  type DealMessagePage,
} from '@akiya/contracts';
import { taggedApi } from './tagged-api';

/** POST /api/my-page/post-contact-memo answers 200 with per-field errors instead of failing (docs/product.md §8). */
export type MemoResponse = ContactMemoResponse;

export interface SendMessageArgs {
  contactId: number;
  body: string;
  /** Generated once per draft: a retry with the same id never makes a second message. */
  clientId: string;
  files: File[];
}

export interface MessagesArgs {
  contactId: number;
  /** Load the page before this message id (older messages). */
  before?: number;
  limit?: number;
}

/** The newest page of a thread's messages: what the thread page shows first (older pages on demand). */
export function latestMessagesArgs(contactId: number): MessagesArgs {
  return { contactId, limit: DEAL_LIMITS.messagesPageSize };
}

/** Tag of one thread (detail + messages) and of the whole list. */
export const CONTACT_LIST_TAG = { type: 'Contact', id: 'LIST' } as const;
export const contactTag = (id: number) => ({ type: 'Contact' as const, id });
export const messagesTag = (id: number) => ({ type: 'Message' as const, id });

/**
 * The my-page deal endpoints. A move (action) or a sent message invalidates the list and that
 * thread, so every view of the same contact refreshes; the realtime events invalidate the same tags.
 */
export const dealsApi = taggedApi(['Contact'], ['Message']).injectEndpoints({
  endpoints: (build) => ({
    getAllContacts: build.query<ContactListResponse, void>({
      // docs/product.md §7: no cache.
      query: () => ({ url: 'api/my-page/all-contacts', cache: 'no-store' }),
      providesTags: [CONTACT_LIST_TAG],
    }),
    getPropertyContacts: build.query<ContactListItem[], number>({
      query: (propertyId) => `api/my-page/projects/${propertyId}/contacts`,
      transformResponse: (body: ContactListItem[] | { items: ContactListItem[] }) =>
        Array.isArray(body) ? body : (body?.items ?? []),
      providesTags: [CONTACT_LIST_TAG],
    }),
    getContact: build.query<ContactDetail, number>({
      query: (id) => ({ url: `api/my-page/contacts/${id}`, cache: 'no-store' }),
      providesTags: (_r, _e, id) => [contactTag(id)],
    }),
    getContactMessages: build.query<DealMessagePage, MessagesArgs>({
      query: ({ contactId, before, limit }) => ({
        url: `api/my-page/contacts/${contactId}/messages`,
        params: { ...(before ? { before } : {}), ...(limit ? { limit } : {}) },
        cache: 'no-store',
      }),
      providesTags: (_r, _e, { contactId }) => [messagesTag(contactId)],
    }),
    sendMessage: build.mutation<DealMessage, SendMessageArgs>({
      query: ({ contactId, body, clientId, files }) => {
        const form = new FormData();
        form.append('body', body);
        form.append('clientId', clientId);
        for (const file of files) form.append('files', file, file.name);
        return { url: `api/my-page/contacts/${contactId}/messages`, method: 'POST', body: form };
      },
      invalidatesTags: (_r, error, { contactId }) =>
        error ? [] : [CONTACT_LIST_TAG, contactTag(contactId), messagesTag(contactId)],
    }),
    markContactRead: build.mutation<unknown, number>({
      query: (contactId) => ({ url: `api/my-page/contacts/${contactId}/read`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : [CONTACT_LIST_TAG]),
    }),
    postContactMemo: build.mutation<MemoResponse, { contact_id: number; memo: string }>({
      query: (body) => ({ url: 'api/my-page/post-contact-memo', method: 'POST', body }),
      invalidatesTags: (r, _e, { contact_id }) => (r?.success ? [CONTACT_LIST_TAG, contactTag(contact_id)] : []),
    }),
    dealAction: build.mutation<ContactDetail, { contactId: number; request: DealActionRequest }>({
      query: ({ contactId, request }) => ({
        url: `api/my-page/contacts/${contactId}/actions`,
        method: 'POST',
        body: request,
      }),
      invalidatesTags: (_r, error, { contactId }) =>
        error ? [] : [CONTACT_LIST_TAG, contactTag(contactId), messagesTag(contactId)],
    }),
    ackUpdatedUserContacts: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/my-page/updated-user-contacts/ack', method: 'POST', body: { ids } }),
    }),
  }),
});

export const {
  useGetAllContactsQuery,
  useGetPropertyContactsQuery,
  useGetContactQuery,
  useGetContactMessagesQuery,
  useLazyGetContactMessagesQuery,
  useSendMessageMutation,
  useMarkContactReadMutation,
  usePostContactMemoMutation,
  useDealActionMutation,
  useAckUpdatedUserContactsMutation,
} = dealsApi;
