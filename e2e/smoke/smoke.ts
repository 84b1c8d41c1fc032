import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a remote's smoke test needs: the page errors and console errors while it runs (a remote that
 * fails to load logs the federation runtime's error) and a check that no error panel is shown.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    // Failed loads are judged below by their address (map tiles come from another origin).
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('requestfailed', (r) => {
    // ERR_ABORTED: a request the next navigation cancelled (the event stream, for one).
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (new URL(r.url()).origin === new URL(page.url()).origin) errors.push(`${r.url()}: ${r.failure()?.errorText}`);
  });
  return errors;
}

export async function expectNoErrorPanel(page: Page, errors: string[]): Promise<void> {
  await expect(page.locator('[data-cause]')).toHaveCount(0);
  expect(errors, 'errors on the page').toEqual([]);
}

/**
 * Waits for what the remote should draw; when the remote's error panel appears instead, fails at
 * once with the panel's cause and the errors the page logged (the federation runtime names the
 * shared module and the versions it refused).
 */
export async function expectRendered(page: Page, what: Locator, errors: string[]): Promise<void> {
  const panel = page.locator('[data-cause]');
  await expect(what.or(panel).first()).toBeVisible();
  // A server-rendered page shows its text before the browser has run the remote: the check is
  // whether the browser runs it too (hydrated), or shows the remote's error panel.
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-hydrated') || document.querySelector('[data-cause]') !== null,
  );
  if ((await panel.count()) > 0) {
    throw new Error(`the remote's error panel (${await panel.first().getAttribute('data-cause')}) instead of the page:\n${errors.join('\n')}`);
  }
}
