import { apiErrorStatus, type QueryLike } from '@akiya/shared-ui';

/**
 * Whether the API says what a page asked for is not there: 404 (an unknown id or a draft, a list page
 * past the last one) or 400 (a query no page of the site asks for, e.g. an id that is no number or a
 * category name too long to be one). The page is then the 404 page as a whole — no heading, no title
 * of its own.
 */
export function isMissing(query: Pick<QueryLike<unknown>, 'error'>): boolean {
  const status = apiErrorStatus(query.error);
  return status === 404 || status === 400;
}
