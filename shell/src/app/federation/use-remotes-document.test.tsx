import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { commonApi, createAppStore, dehydrateForBrowser, hydrateFromServer } from '@akiya/shared-ui';
import { answersByRoute, mockFetch } from '../../../../tools/testing/mock-fetch';
import { REMOTES_REFRESH_MS, useRefreshRemotesOnNavigation } from './use-remotes-document';

jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn() }));

const DOCUMENT = { remotes: [{ name: 'board', entry: '/remotes/board/mf-manifest.json', routes: ['/board'] }] };

let go: (path: string) => void = () => undefined;
function Probe() {
  const { pathname } = useLocation();
  go = useNavigate();
  useRefreshRemotesOnNavigation(pathname);
  return null;
}

/** A store holding the remotes document as a server-rendered page hands it over, answered `ageMs` ago. */
async function storeWithDocument(ageMs: number) {
  const server = createAppStore();
  await server.dispatch(commonApi.endpoints.getRemotes.initiate());
  const state = structuredClone(dehydrateForBrowser(server));
  const queries = (state.api as { queries: Record<string, { fulfilledTimeStamp?: number }> }).queries;
  for (const entry of Object.values(queries)) if (entry.fulfilledTimeStamp) entry.fulfilledTimeStamp -= ageMs;
  const store = createAppStore();
  store.dispatch(hydrateFromServer(state));
  return store;
}

describe('useRefreshRemotesOnNavigation', () => {
  it('does not ask again when the page first shows, even with a document older than the refresh age (a cached page); asks on the next navigation', async () => {
    const fetchMock = mockFetch(answersByRoute({ '/api/remotes': { body: DOCUMENT } }));
    const store = await storeWithDocument(REMOTES_REFRESH_MS * 3);
    const asked = () => fetchMock.requestsTo('/api/remotes').length;
    const before = asked();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/board']}>
          <Probe />
        </MemoryRouter>
      </Provider>,
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toBe(before);
    await act(async () => {
      go('/board/page/2');
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(asked()).toBe(before + 1);
  });
});
