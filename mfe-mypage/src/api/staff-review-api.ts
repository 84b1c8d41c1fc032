import { api } from '@akiya/shared-ui';
import type { ModerationAction, ModerationStatus, ReviewItem, ReviewListResponse } from '@akiya/contracts';

/** Staff review of posted listings (GET /api/staff/review, POST /api/staff/review/:id/<action>); 404 for non-staff. */
export const staffReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewListResponse, ModerationStatus>({
      query: (status) => `api/staff/review?status=${status}`,
      providesTags: ['PostedProperty'],
      keepUnusedDataFor: 0,
    }),
    moderate: build.mutation<ReviewItem, { id: number; action: ModerationAction; reason?: string }>({
      query: ({ id, action, reason }) => ({ url: `api/staff/review/${id}/${action}`, method: 'POST', body: reason === undefined ? {} : { reason } }),
      // Not the queue itself: a decided card stays on screen with its result until the list is reloaded.
      invalidatesTags: ['PropertyList', 'Property'],
    }),
  }),
});

export const { useGetReviewQueueQuery, useModerateMutation } = staffReviewApi;
