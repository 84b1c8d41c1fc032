import type { ServerState } from '../api/api-slice';
import type { AppStore } from './create-store';

type QueryEntry = { status?: string; error?: unknown; startedTimeStamp?: number };

/** A refusal by the API (4xx: a missing or unpublished article) is an answer like any other. */
function isRefusal(entry: QueryEntry): boolean {
  const status = (entry.error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * What the browser store takes over (hydrateFromServer): the answered queries and the refusals (a
 * missing article's 404 page is what the browser's first render draws too, without asking again), and the common data.
 * Other failures (the API down) and queries still running at the deadline are left out: the
 * browser asks for them.
 */
export function dehydrateForBrowser(store: AppStore): ServerState {
  const { api: apiState, common } = store.getState();
  const queries = Object.fromEntries(
    Object.entries(apiState.queries as Record<string, QueryEntry | undefined>)
      .filter(([, q]) => q?.status === 'fulfilled' || (q?.status === 'rejected' && isRefusal(q)))
      // A refusal is handed over as answered at the time it came (RTK Query asks again for a failed
      // query that has no answer time as soon as a component reads it).
      .map(([key, q]) => [key, q!.status === 'rejected' ? { ...q, fulfilledTimeStamp: q!.startedTimeStamp } : q]),
  );
  return {
    api: { ...apiState, queries, mutations: {}, subscriptions: {} },
    common: {
      baseData: common.baseData,
      coverImages: common.coverImages,
      backUrl: common.backUrl,
      siteOrigin: common.siteOrigin,
      unreadTotal: common.unreadTotal,
    },
  };
}
