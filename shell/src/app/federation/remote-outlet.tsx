import { lazy, memo, Suspense, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute, paramsValid, type RemoteDescriptor } from '@akiya/contracts';
import { ErrorPage, NotFoundPage, PartHydrated } from '@akiya/shared-ui';
import { useRefreshRemotesOnNavigation, useRemotesDocument } from './use-remotes-document';
import { loadedEntryOf, loadRemoteApp } from './remote-registry';
import { getRemoteFailure } from './remote-failures';
import { markRemoteUpdated, RemoteUpdatedNotice } from './remote-updated-notice';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoading } from './remote-loading';
import { ServerRenderGate, ServerRenderPolicyContext, type ServerRenderPolicy } from './server-render';

import styles from './remote-outlet.module.css';

export interface RemoteMatch {
  remote: RemoteDescriptor;
  params: Record<string, string | undefined>;
}

/** Answers already found, per remotes document and path. */
const matches = new WeakMap<RemoteDescriptor[], Map<string, RemoteMatch | null>>();

/** Finds the remote that owns a path, by the route patterns of the remotes document (the one matcher the server uses too). */
export function findRemoteForPath(remotes: RemoteDescriptor[], pathname: string): RemoteMatch | null {
  let known = matches.get(remotes);
  if (!known) matches.set(remotes, (known = new Map()));
  if (known.has(pathname)) return known.get(pathname) ?? null;
  let found: RemoteMatch | null = null;
  search: for (const remote of remotes) {
    for (const pattern of remote.routes) {
      const params = matchRoute(pattern, pathname);
      if (params) {
        found = { remote, params };
        break search;
      }
    }
  }
  if (known.size > 500) known.clear();
  known.set(pathname, found);
  return found;
}

const lazyApps = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyApp(name: string, entry: string, attempt: number, server?: ServerRenderPolicy | null): LazyExoticComponent<ComponentType> {
  const cache = server?.lazyApps ?? lazyApps;
  const key = `${name}#${entry}#${attempt}`;
  let app = cache.get(key);
  if (!app) {
    const load = server?.loadRemote ?? loadRemoteApp;
    app = lazy(() => load(name));
    cache.set(key, app);
  }
  return app;
}

/**
 * Memoised: while the remote's server HTML waits for its code, an update from above (the store, the
 * remotes document) must not reach its Suspense boundary, or React drops the server HTML and draws
 * the page anew (a blank moment and a second data request).
 */
const RemoteMount = memo(function RemoteMount({ name, entry }: { name: string; entry: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // On the server each page keeps its own (server-render.tsx): a new deploy is used from the next page on.
  const serverPolicy = useContext(ServerRenderPolicyContext);
  const App = useMemo(() => lazyApp(name, entry, attempt, serverPolicy), [name, entry, attempt, serverPolicy]);
  const part = useRef<HTMLDivElement>(null);
  return (
    <RemoteBoundary remote={name} entry={entry} resetKey={pathname} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<RemoteLoading />}>
        <ServerRenderGate remote={name} />
        <div data-remote-root={name} className={styles.root} ref={part}>
          <App />
          <PartHydrated part={part} />
        </div>
      </Suspense>
    </RemoteBoundary>
  );
});

/**
 * A navigation to a remote whose current version is not the one loaded on this page: the page is
 * opened anew (a full navigation) so it runs the new version whole, and says so once it has.
 */
function NewVersionNavigation({ name }: { name: string }) {
  useEffect(() => {
    markRemoteUpdated(name);
    window.location.assign(window.location.href);
  }, [name]);
  return <RemoteLoading />;
}

/**
 * A navigation to a remote whose code could not be loaded on another page of this visit: the page is
 * opened in full, so the server renders it (and the browser tries the remote anew).
 */
function FullNavigation() {
  useEffect(() => {
    window.location.assign(window.location.href);
  }, []);
  return <RemoteLoading />;
}

/** Renders whichever remote owns the current path, or the 404 page. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  useRefreshRemotesOnNavigation(pathname);
  const { remotes, isLoading, isError } = useRemotesDocument();
  if (isLoading) return <RemoteLoading />;
  if (isError || !remotes) return <ErrorPage status={503} />;
  const match = findRemoteForPath(remotes, pathname);
  if (!match || !paramsValid(match.params)) return <NotFoundPage />;
  const loadedEntry = loadedEntryOf(match.remote.name);
  if (loadedEntry !== undefined && loadedEntry !== match.remote.entry) return <NewVersionNavigation name={match.remote.name} />;
  const failure = getRemoteFailure(match.remote.name);
  if (failure && failure.path !== pathname) return <FullNavigation />;
  return (
    <>
      <RemoteUpdatedNotice />
      <RemoteMount key={match.remote.name} name={match.remote.name} entry={match.remote.entry} />
    </>
  );
}
