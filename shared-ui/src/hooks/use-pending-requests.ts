import { useAppSelector } from '../store/hooks';

/** On the server a page is rendered with what has arrived; the browser's first render starts with nothing pending. */
const onServer = typeof window === 'undefined';

/**
 * True while any API request (query or mutation) is in flight: drives the progress indicator. Always
 * false on the server: a request the render itself starts (a refetch on mount) must not put an
 * indicator into the HTML that the browser's hydration would not draw.
 */
export function usePendingRequests(): boolean {
  return useAppSelector((state) => {
    if (onServer) return false;
    const { queries, mutations } = state.api;
    for (const key in queries) if (queries[key]?.status === 'pending') return true;
    for (const key in mutations) if (mutations[key]?.status === 'pending') return true;
    return false;
  });
}
