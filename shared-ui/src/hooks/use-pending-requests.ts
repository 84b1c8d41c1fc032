import { useAppSelector } from '../store/hooks';

/** True while any API request (query or mutation) is in flight: drives the progress indicator. */
export function usePendingRequests(): boolean {
  return useAppSelector((state) => {
    const { queries, mutations } = state.api;
    for (const key in queries) if (queries[key]?.status === 'pending') return true;
    for (const key in mutations) if (mutations[key]?.status === 'pending') return true;
    return false;
  });
}
