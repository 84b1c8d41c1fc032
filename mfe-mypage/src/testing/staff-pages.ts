// What the staff pages' tests share: the staff member they sign in as, and the check that a user
// who is not staff gets the 404 page without the page asking the staff API.
import { screen } from '@testing-library/react';
import { ERROR_PAGE } from '@akiya/contracts';
import { loggedInBaseData, testUser } from '../../../tools/testing/base-data';
import { mockFetch } from '../../../tools/testing/mock-fetch';
import { renderMyPage } from './render-my-page';

/** The staff member (運営 太郎, id 9). */
export const staffUser = () => testUser({ id: 9, email: 'staff@example.jp', last_name: '運営', first_name: '太郎', is_staff: true });

/** A signed-in user who is not staff opens `path`: the 404 page, and no request to a path under `apiPrefix`. */
export async function expectNotFoundForNonStaff(path: string, apiPrefix: string) {
  const { seen } = mockFetch(() => undefined, { baseData: loggedInBaseData(testUser()) });
  renderMyPage(path);
  expect(await screen.findByText(ERROR_PAGE.notFoundRoute, undefined, { timeout: 8000 })).toBeInTheDocument();
  expect(seen.filter((r) => r.path.startsWith(apiPrefix))).toEqual([]);
}
