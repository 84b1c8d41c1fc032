import { loadQuery } from '@akiya/shared-ui';
import { FIRST_REVIEW_STATUS, staffReviewApi } from '../../api/staff-review-api';
import { signedInLoader } from '../../utils/signed-in-loader';

/**
 * /my-page/staff/review (StaffReviewPage) and /my-page/staff/messages (StaffMessagesPage): the queue
 * the review page opens on. Asked for any signed-in user, as the pages do: the API's 404 to everyone
 * but staff is the 404 page.
 */
export const loadFirstReviewQueue = signedInLoader(({ dispatch }) => loadQuery(dispatch, staffReviewApi.endpoints.getReviewQueue, FIRST_REVIEW_STATUS));
