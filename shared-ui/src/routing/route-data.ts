import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppDispatch, RootState } from '../store/create-store';

/**
 * What a route's data loader gets: the route's params, the page's query string and the store the
 * page is rendered with. It starts the queries the page's first render reads
 * (`dispatch(endpoint.initiate(args))`, see `loadQuery`) with exactly the arguments the page's hooks
 * use, and resolves when they are answered. The server renders a page once, after the loaders of
 * its matched routes (layout and page) are done (shell/src/server.tsx); in the browser the hooks
 * find the answers in the store and ask nothing again.
 */
export interface LoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  pathname: string;
  dispatch: AppDispatch;
  getState: () => RootState;
  /** On the server: loads a remote's './App' from its server build, for this page's render. */
  loadRemote?: (name: string) => Promise<RemoteAppModule>;
}

export type RouteLoader = (args: LoaderArgs) => Promise<unknown> | void;

/** A route of a route table (react-router's RouteObject) with the data its page needs first. */
export type DataRoute = RouteObject & { load?: RouteLoader; children?: DataRoute[] };

/** What an exposed './App' module of a remote exports besides its component. */
export interface RemoteAppModule {
  default: unknown;
  /** The remote's route table (the one its component renders with useRoutes). */
  routes?: DataRoute[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Initiable = { initiate: (arg: any, options?: any) => (...thunkArgs: any[]) => PromiseLike<unknown> };

/**
 * Starts a query with `arg` and resolves with its result once answered (never rejects: a refusal
 * is an answer the page renders, a 404 page for instance). The result stays in the store.
 */
export function loadQuery<E extends Initiable>(
  dispatch: AppDispatch,
  endpoint: E,
  arg: Parameters<E['initiate']>[0],
): Promise<Awaited<ReturnType<ReturnType<E['initiate']>>>> {
  return Promise.resolve(dispatch(endpoint.initiate(arg) as never) as unknown as Awaited<ReturnType<ReturnType<E['initiate']>>>);
}

/** The routes of `routes` that match `pathname`, outermost first (react-router's own matcher). */
export function matchDataRoutes(routes: DataRoute[], pathname: string) {
  return matchRoutes(routes, pathname) ?? [];
}

/**
 * Runs the loaders of the routes of `routes` matching the page (outermost first, all at once) and
 * resolves when every one has finished. A loader that throws is reported through `onError` and
 * does not stop the others (its part of the page renders what it has).
 */
export async function runRouteLoaders(
  routes: DataRoute[],
  url: { pathname: string; search: string },
  store: { dispatch: AppDispatch; getState: () => RootState },
  onError: (error: unknown) => void = () => undefined,
  server: Pick<LoaderArgs, 'loadRemote'> = {},
): Promise<void> {
  const searchParams = new URLSearchParams(url.search);
  const matches = matchDataRoutes(routes, url.pathname);
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const load = (route as DataRoute).load;
      if (!load) return;
      try {
        await load({ params, searchParams, pathname: url.pathname, dispatch: store.dispatch, getState: store.getState, loadRemote: server.loadRemote });
      } catch (error) {
        onError(error);
      }
    }),
  );
}
