import { ANALYTICS_EVENTS, type AnalyticsEvent } from '@akiya/contracts';
import { ANALYTICS_DOM_EVENT, getClientConfig, type AnalyticsEventDetail } from '@akiya/shared-ui';

declare global {
  interface Window {
    /** Google Tag Manager's queue; created on the first event when the tag has not loaded yet. */
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Sends an analytics event (docs/product.md §7: production only). Outside production it does nothing; in
 * production it pushes `{ event, ...params }` to `window.dataLayer`, which the tag manager reads.
 */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !getClientConfig().production) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...params, event });
}

/**
 * Forwards the analytics events remotes send with shared-ui's `trackEvent` (a DOM event on
 * `window`) to `track`; unknown event names are ignored. Returns the function that stops listening.
 */
export function listenToRemoteAnalytics(): () => void {
  const onEvent = (e: Event) => {
    const detail = (e as CustomEvent<Partial<AnalyticsEventDetail>>).detail;
    if (!detail || !(ANALYTICS_EVENTS as readonly string[]).includes(String(detail.event))) return;
    track(detail.event as AnalyticsEvent, detail.params && typeof detail.params === 'object' ? detail.params : {});
  };
  window.addEventListener(ANALYTICS_DOM_EVENT, onEvent);
  return () => window.removeEventListener(ANALYTICS_DOM_EVENT, onEvent);
}
