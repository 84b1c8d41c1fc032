import type { ContactListResponse } from '@akiya/contracts';
import { api } from '@akiya/shared-ui';

/**
 * The contact list, read by the shell only for the header's unread total while no my page is open
 * (the my-page remote keeps the total itself while one is). Errors are ignored (spec §8).
 */
export const unreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadSummary: build.query<ContactListResponse, void>({
      query: () => ({ url: 'api/my-page/all-contacts', cache: 'no-store' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetUnreadSummaryQuery } = unreadApi;
