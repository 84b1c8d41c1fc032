import { useEffect, useMemo, useRef, useState } from 'react';
import type { RemoteDescriptor } from '@akiya/contracts';
import { useGetRemotesQuery } from '@akiya/shared-ui';
import { applyOverrides, readOverrides, routesUrlOf, type RemoteOverrides } from './overrides';
import { registerRemoteEntries } from './remote-registry';

const OVERRIDES_CHANGED = 'akiya:remote-overrides-changed';

export function notifyOverridesChanged(): void {
  window.dispatchEvent(new Event(OVERRIDES_CHANGED));
}

export function useRemoteOverrides(): RemoteOverrides {
  const [overrides, setOverrides] = useState<RemoteOverrides>(() => (typeof window === 'undefined' ? {} : readOverrides()));
  useEffect(() => {
    const update = () => setOverrides(readOverrides());
    window.addEventListener(OVERRIDES_CHANGED, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(OVERRIDES_CHANGED, update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return overrides;
}

type OverrideRoutes = Partial<Record<string, string[]>>;

function isRouteList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.startsWith('/'));
}

/**
 * The routes each overridden remote declares in the routes.json next to its manifest, so a tester's
 * remote can bring a route the deployed one does not have. `pending` until every answer is in.
 */
function useOverrideRoutes(overrides: RemoteOverrides): { routes: OverrideRoutes; pending: boolean } {
  const key = JSON.stringify(overrides);
  const [state, setState] = useState<{ key: string; routes: OverrideRoutes }>({ key: '{}', routes: {} });
  useEffect(() => {
    const entries = Object.entries(overrides) as [string, string][];
    if (entries.length === 0) {
      setState({ key, routes: {} });
      return;
    }
    let live = true;
    void Promise.all(
      entries.map(async ([name, manifest]) => {
        try {
          const res = await fetch(routesUrlOf(manifest), { cache: 'no-store' });
          const body: unknown = res.ok ? await res.json() : null;
          return [name, isRouteList(body) ? body : undefined] as const;
        } catch {
          return [name, undefined] as const; // unreachable: the deployed routes stay
        }
      }),
    ).then((pairs) => {
      if (!live) return;
      const routes: OverrideRoutes = {};
      for (const [name, list] of pairs) if (list) routes[name] = list;
      setState({ key, routes });
    });
    return () => {
      live = false;
    };
    // `key` stands for the overrides' content
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const hasOverrides = key !== '{}';
  return { routes: state.key === key ? state.routes : {}, pending: hasOverrides && state.key !== key };
}

/** How old the remotes document may be when the visitor navigates before it is asked again. */
export const REMOTES_REFRESH_MS = 10_000;

/**
 * Asks the server for the remotes document again when the visitor navigates and the one in hand
 * is older than REMOTES_REFRESH_MS, so a version promoted while the tab was open is noticed.
 */
export function useRefreshRemotesOnNavigation(pathname: string): void {
  const { refetch, fulfilledTimeStamp, isFetching } = useGetRemotesQuery();
  // Not when the page first shows: its document came with it (a page from the server's cache may
  // be older than REMOTES_REFRESH_MS, but the cache drops every page when a remote is deployed).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null || shown.current === pathname;
    shown.current = pathname;
    if (first) return;
    if (!isFetching && fulfilledTimeStamp !== undefined && Date.now() - fulfilledTimeStamp > REMOTES_REFRESH_MS) void refetch();
    // only on navigation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** The server's remotes document with this browser's overrides applied, registered with the federation runtime. */
export function useRemotesDocument(): { remotes: RemoteDescriptor[] | null; isLoading: boolean; isError: boolean } {
  const { data, isLoading, isError } = useGetRemotesQuery();
  const overrides = useRemoteOverrides();
  const { routes, pending } = useOverrideRoutes(overrides);
  const remotes = useMemo(
    () => (data && !pending ? applyOverrides(data.remotes, overrides, routes) : null),
    [data, overrides, routes, pending],
  );
  if (remotes) registerRemoteEntries(remotes);
  return { remotes, isLoading: isLoading || (!!data && pending), isError };
}
