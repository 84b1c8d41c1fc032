import { commonApi, loadQuery, runRouteLoaders, type RemoteAppModule, type RouteLoader } from '@akiya/shared-ui';
import { loadRemoteApp } from './remote-registry';
import { findRemoteForPath } from './remote-outlet';

/**
 * The loader of every path the remotes own: finds the owner in the remotes document, loads its
 * './App' and runs the loaders of its own route table (exported as `routes`). A remote that cannot
 * be loaded loads nothing: the render leaves its part to the browser.
 */
export const loadRemotePage: RouteLoader = async ({ pathname, searchParams, dispatch, getState, loadRemote = loadRemoteApp }) => {
  const { data: doc } = await loadQuery(dispatch, commonApi.endpoints.getRemotes, undefined);
  const match = doc ? findRemoteForPath(doc.remotes, pathname) : null;
  if (!match) return;
  let mod: RemoteAppModule;
  try {
    mod = (await loadRemote(match.remote.name)) as RemoteAppModule;
  } catch {
    return;
  }
  if (!Array.isArray(mod.routes)) return;
  const search = searchParams.toString();
  await runRouteLoaders(mod.routes, { pathname, search: search ? `?${search}` : '' }, { dispatch, getState });
};
