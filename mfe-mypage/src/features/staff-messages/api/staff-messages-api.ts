import type { StaffUserLookup } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

export type { StaffUserLookup } from '@akiya/contracts';

/** The API's answer to a staff write (a user message) or a published topic (only the fields used here). */
export interface StaffSentMessage {
  id: number;
  body: string;
}
export interface StaffPublishedTopic {
  id: number;
  title: string;
}

/** Staff writes to a user and publishes topics (docs/deals-ui.md); every route is 404 for non-staff. */
export const staffMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupStaffUser: build.mutation<StaffUserLookup, string>({
      query: (email) => ({ url: `api/staff/users?email=${encodeURIComponent(email)}`, method: 'GET' }),
    }),
    sendStaffMessage: build.mutation<StaffSentMessage, { userId: number; body: string }>({
      query: (body) => ({ url: 'api/staff/user-messages', method: 'POST', body }),
    }),
    publishTopic: build.mutation<StaffPublishedTopic, { title: string; body: string }>({
      query: (body) => ({ url: 'api/staff/topics', method: 'POST', body }),
    }),
  }),
});

export const { useLookupStaffUserMutation, useSendStaffMessageMutation, usePublishTopicMutation } = staffMessagesApi;
