import type { PublicProfile } from '@akiya/contracts';
import { api, addressApi, createAppStore, usersApi } from '../index';

function answer(body: unknown) {
  return jest.fn(
    async (_request: Request) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

const paths = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);

describe('the endpoints several remotes share', () => {
  afterEach(() => jest.restoreAllMocks());

  it("getUserPublic is tagged with the user's Profile: invalidating that user refetches it, another user does not", async () => {
    const profile: PublicProfile = { name: '山田', contact_count: 2 };
    const fetchMock = answer(profile);
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    const subscription = store.dispatch(usersApi.endpoints.getUserPublic.initiate(7));
    await subscription;
    expect(paths(fetchMock)).toEqual(['/api/my-page/get-user-public/7']);
    expect(usersApi.endpoints.getUserPublic.select(7)(store.getState()).data).toEqual(profile);

    store.dispatch(usersApi.util.invalidateTags([{ type: 'Profile', id: 8 }]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    store.dispatch(usersApi.util.invalidateTags([{ type: 'Profile', id: 7 }]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths(fetchMock)).toEqual(['/api/my-page/get-user-public/7', '/api/my-page/get-user-public/7']);
    subscription.unsubscribe();
  });

  it('a tag is its name: another feature that adds the same tag type invalidates these queries through its own slice', async () => {
    const fetchMock = answer({ name: '佐藤', contact_count: 0 });
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    const subscription = store.dispatch(usersApi.endpoints.getUserPublic.initiate(11));
    await subscription;
    // What a remote's profile feature does: its own enhanced slice, the same one `api` underneath.
    const otherFeature = api.enhanceEndpoints({ addTagTypes: ['Profile'] });
    store.dispatch(otherFeature.util.invalidateTags([{ type: 'Profile', id: 11 }]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths(fetchMock)).toEqual(['/api/my-page/get-user-public/11', '/api/my-page/get-user-public/11']);
    subscription.unsubscribe();
  });

  it('lookupAddress asks the address API for the encoded postcode', async () => {
    const fetchMock = answer({ prefecture: '長野県', address: '松本市' });
    global.fetch = fetchMock as unknown as typeof fetch;
    const store = createAppStore();
    await store.dispatch(addressApi.endpoints.lookupAddress.initiate('390-0874'));
    expect(paths(fetchMock)).toEqual(['/api/address/390-0874']);
  });
});
