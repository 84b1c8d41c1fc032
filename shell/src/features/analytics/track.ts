import type { AnalyticsEvent } from '@akiya/contracts';
import { getClientConfig } from '@akiya/shared-ui';

declare global {
  interface Window {
    /** Google Tag Manager's queue; created on the first event when the tag has not loaded yet. */
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Sends an analytics event (spec §7: production only). Outside production it does nothing; in
 * production it pushes `{ event, ...params }` to `window.dataLayer`, which the tag manager reads.
 */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !getClientConfig().production) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...params, event });
}
