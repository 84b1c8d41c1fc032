import {
  staffInboxSearch,
  type StaffInboxDetail,
  type StaffInboxListResponse,
  type StaffInboxQuery,
  type StaffInboxState,
  type StaffInboxUnreadResponse,
} from '@akiya/contracts';
import { api, KEEP_WHILE_HYDRATING_S } from '@akiya/shared-ui';

export const STAFF_INBOX_PATH = '/my-page/staff/inbox';

/** The URL of a list page of the inbox for these filters. */
export function staffInboxHref(q: Partial<StaffInboxQuery>): string {
  return `${STAFF_INBOX_PATH}${staffInboxSearch(q)}`;
}

/** The slice with this app's own cache tags, which these endpoints use. */
const taggedApi = api.enhanceEndpoints({ addTagTypes: ['StaffInbox'] });

/**
 * The staff inbox (docs/accounts.md "Staff inbox"): every call is 404 for anyone but staff. Shared in
 * this package because the staff links of the my-page home show the unread count. Everything is
 * tagged 'StaffInbox': a realtime event without a contact (a new item, another staff member's change)
 * invalidates it, so an open inbox and the badge reload (features/realtime).
 */
export const staffInboxApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffInbox: build.query<StaffInboxListResponse, StaffInboxQuery>({
      query: ({ kind, state, q, page }) => ({
        url: 'api/staff/inbox',
        params: { ...(kind ? { kind } : {}), ...(state ? { state } : {}), ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) },
      }),
      providesTags: ['StaffInbox'],
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    getStaffInboxItem: build.query<StaffInboxDetail, number>({
      query: (id) => `api/staff/inbox/${id}`,
      providesTags: ['StaffInbox'],
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    getStaffInboxUnread: build.query<StaffInboxUnreadResponse, void>({
      query: () => 'api/staff/inbox/unread-count',
      providesTags: ['StaffInbox'],
    }),
    setStaffInboxState: build.mutation<StaffInboxDetail, { id: number; state: StaffInboxState }>({
      query: ({ id, state }) => ({ url: `api/staff/inbox/${id}/state`, method: 'POST', body: { state } }),
      invalidatesTags: ['StaffInbox'],
    }),
    replyStaffInbox: build.mutation<StaffInboxDetail, { id: number; body: string }>({
      query: ({ id, body }) => ({ url: `api/staff/inbox/${id}/reply`, method: 'POST', body: { body } }),
      invalidatesTags: ['StaffInbox'],
    }),
  }),
});

export const {
  useGetStaffInboxQuery,
  useGetStaffInboxItemQuery,
  useGetStaffInboxUnreadQuery,
  useSetStaffInboxStateMutation,
  useReplyStaffInboxMutation,
} = staffInboxApi;
