import type { UnreadCountResponse } from '@akiya/contracts';
import { api, KEEP_WHILE_HYDRATING_S } from '@akiya/shared-ui';

/** The header's unread total (`{ total }`, uncapped), sent uncached by the API. */
export const UNREAD_COUNT_URL = 'api/my-page/unread-count';

/**
 * The unread total, read by the shell only for the header badge while no my page is open (the
 * my-page remote keeps the total itself while one is). One small number instead of the whole
 * contact list. Errors are ignored (docs/product.md §8).
 */
export const unreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCountResponse, void>({
      query: () => ({ url: UNREAD_COUNT_URL, cache: 'no-store' }),
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
  }),
});

export const { useGetUnreadCountQuery } = unreadApi;
