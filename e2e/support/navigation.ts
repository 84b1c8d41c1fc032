import { expect, type Page } from '@playwright/test';

/**
 * Navigates inside the single-page app the way a link does (history + popstate), without a reload.
 * Waits for hydration first: before it, nothing in the page listens to the history yet.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Waits until the browser runs the page: a server-rendered page (`#root[data-ssr]`) is on screen
 * before React has hydrated it, and until then a link loads its page from the server (a full load)
 * instead of navigating in the browser. The shell marks `<html data-hydrated>` once the page and
 * its remote's part are hydrated (shell/src/early-input.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Puts a marker on window; it survives client-side navigation and vanishes on a full reload. Waits
 * for hydration first: what follows is a navigation in the browser.
 */
export async function markWindow(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 42;
  });
}

export async function windowMarkerSurvived(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker === 42);
}

/**
 * Opens `path` after '/' and expects to land where `landed` says; Back then returns to '/': the
 * redirect replaced the history entry instead of adding one.
 */
export async function expectRedirectReplacesEntry(page: Page, path: string, landed: (url: URL) => boolean): Promise<void> {
  await page.goto('/');
  await page.goto(path);
  await expect(page).toHaveURL(landed);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
