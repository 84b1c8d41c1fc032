import { KEEP_WHILE_HYDRATING_S } from '@akiya/shared-ui';
import { taggedApi } from './tagged-api';
import type { ModerationAction, ModerationStatus, ReviewItem, ReviewListResponse } from '@akiya/contracts';

/**
 * The queue the review page opens on. The staff messages page asks for it too, to learn whether the
 * caller is staff: one query for both pages.
 */
export const FIRST_REVIEW_STATUS: ModerationStatus = 'pending';

/** Staff review of posted listings (GET /api/staff/review, POST /api/staff/review/:id/<action>); 404 for non-staff. */
export const staffReviewApi = taggedApi(['Property', 'PropertyList', 'PostedProperty']).injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewListResponse, ModerationStatus>({
      query: (status) => `api/staff/review?status=${status}`,
      providesTags: ['PostedProperty'],
      keepUnusedDataFor: KEEP_WHILE_HYDRATING_S,
    }),
    moderate: build.mutation<ReviewItem, { id: number; action: ModerationAction; reason?: string }>({
      query: ({ id, action, reason }) => ({ url: `api/staff/review/${id}/${action}`, method: 'POST', body: reason === undefined ? {} : { reason } }),
      // Not the queue itself: a decided card stays on screen with its result until the list is reloaded.
      invalidatesTags: ['PropertyList', 'Property'],
    }),
  }),
});

export const { useGetReviewQueueQuery, useModerateMutation } = staffReviewApi;
