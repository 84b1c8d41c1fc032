import type { AnalyticsEvent } from '@akiya/contracts';

/** Name of the DOM event a remote dispatches on `window` and the shell's analytics adapter listens to. */
export const ANALYTICS_DOM_EVENT = 'akiya:analytics';

export interface AnalyticsEventDetail {
  event: AnalyticsEvent;
  params: Record<string, unknown>;
}

/**
 * Sends an analytics event (docs/product.md §7) from any remote: a `CustomEvent` on `window` that the shell
 * turns into its own `track(...)` (production only there). Remotes cannot import the shell, so this
 * is their one way in; without a shell listening (a remote's own dev server) it does nothing.
 */
export function trackEvent(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_DOM_EVENT, { detail: { event, params } }));
}
