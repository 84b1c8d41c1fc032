// Checks a route table's data loaders against the pages they load for (frontend component tests):
// the loaders of the routes matching `path` run first in a store of their own, as the server does
// before it renders; what that store hands to the browser (dehydrateForBrowser) goes into a new
// store, as the browser takes it over, and the page renders with it. The page must ask the API for
// nothing more: every query its first render reads was started by a loader with the same arguments.
// Use with mockFetch.
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { createAppStore, dehydrateForBrowser, hydrateFromServer, runRouteLoaders, type DataRoute } from '@akiya/shared-ui';
import type { FetchMock } from './mock-fetch';

function Table({ routes }: { routes: DataRoute[] }) {
  return useRoutes(routes);
}

export interface LoaderCoverage {
  /** The API paths (with query) the loaders asked for. */
  loaded: string[];
  /** The API paths (with query) the page asked for after the loaders, during its first renders and effects. */
  extra: string[];
  store: ReturnType<typeof createAppStore>;
  container: HTMLElement;
}

/**
 * Runs the loaders for `path` (path and query) then renders the table there. Prepare the store
 * first with `prepare` (a signed-in user's base data, …) when a page depends on it.
 */
export async function checkLoaderCoverage(
  routes: DataRoute[],
  path: string,
  fetchMock: FetchMock,
  prepare?: (store: ReturnType<typeof createAppStore>) => Promise<unknown> | void,
): Promise<LoaderCoverage> {
  const server = createAppStore();
  if (prepare) await prepare(server);
  const before = fetchMock.seen.length;
  const url = new URL(path, 'http://localhost');
  await runRouteLoaders(routes, { pathname: url.pathname, search: url.search }, server, (error) => {
    throw error;
  });
  const afterLoaders = fetchMock.seen.length;
  const store = createAppStore();
  store.dispatch(hydrateFromServer(dehydrateForBrowser(server)));
  let container!: HTMLElement;
  await act(async () => {
    ({ container } = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Table routes={routes} />
        </MemoryRouter>
      </Provider>,
    ));
    // Effects and the requests they start.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const show = (r: { url: URL }) => `${r.url.pathname}${r.url.search}`;
  return {
    loaded: fetchMock.seen.slice(before, afterLoaders).map(show),
    extra: fetchMock.seen.slice(afterLoaders).filter((r) => r.method === 'GET').map(show),
    store,
    container,
  };
}

/**
 * checkLoaderCoverage, expecting the loaders to have asked for exactly `loaded` (in that order, or in
 * any with `anyOrder`: loaders that run side by side) and the page for nothing more; returns the
 * store and the page.
 */
export async function expectLoaderCoverage(
  routes: DataRoute[],
  path: string,
  fetchMock: FetchMock,
  loaded: string[],
  { prepare, anyOrder = false }: { prepare?: (store: ReturnType<typeof createAppStore>) => Promise<unknown> | void; anyOrder?: boolean } = {},
): Promise<Pick<LoaderCoverage, 'store' | 'container'>> {
  const coverage = await checkLoaderCoverage(routes, path, fetchMock, prepare);
  const order = (paths: string[]) => (anyOrder ? [...paths].sort() : paths);
  expect(order(coverage.loaded)).toEqual(order(loaded));
  expect(coverage.extra).toEqual([]);
  return { store: coverage.store, container: coverage.container };
}
