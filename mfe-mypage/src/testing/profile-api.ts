// The fake API of the profile pages' tests: the signed-in user, the profile and the pending change of address.
import type { PendingEmailChange, Profile } from '@akiya/contracts';
import { testBaseData, testUser } from '../../../tools/testing/base-data';
import { mockFetch, NOT_FOUND_ANSWER, type FakeAnswer, type SeenRequest } from '../../../tools/testing/mock-fetch';
import { fakeProfile } from './fixtures';

/** Answers a request the fake does not know (a POST, an address lookup), or undefined. */
export type ExtraAnswer = (request: SeenRequest) => FakeAnswer | undefined;

/**
 * Base data with a verified user, GET /api/my-page/profile (`profile`), GET /api/my-page/email-change
 * (`pending`) and, before those, whatever `extra` answers; any other path is not found.
 */
export function mockProfileApi(profile: Profile = fakeProfile(), extra: ExtraAnswer = () => undefined, pending: PendingEmailChange | null = null) {
  return mockFetch((_url, request) => {
    const answer = extra(request);
    if (answer) return answer;
    const path = request.url.pathname;
    if (path === '/api/common/base-data') return { body: testBaseData({ user: testUser() }) };
    if (path === '/api/my-page/profile' && request.method === 'GET') return { body: { success: true, profile } };
    if (path === '/api/my-page/email-change' && request.method === 'GET') return { body: { success: true, pending } };
    return NOT_FOUND_ANSWER;
  });
}
