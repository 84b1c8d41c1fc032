import type { Page } from '@playwright/test';

/** Navigates inside the single-page app the way a link does (history + popstate), without a reload. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/** Puts a marker on window; it survives client-side navigation and vanishes on a full reload. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 42;
  });
}

export async function windowMarkerSurvived(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker === 42);
}
