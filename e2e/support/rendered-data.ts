import type { Page } from '@playwright/test';

type Queries = Record<string, { endpointName?: string; originalArgs?: unknown; data?: unknown }>;

/**
 * Navigates and returns the answer the page was rendered with. A server-rendered page carries the
 * fulfilled queries of its render in `#__AKIYA_STATE__` (api/src/ssr) and asks for nothing again in
 * the browser; a page the browser rendered asks the API itself. Either way this is the data the
 * visitor sees — other suites change listings meanwhile, so a second request by the test could
 * differ.
 */
export async function renderedData<T>(
  page: Page,
  navigate: () => Promise<unknown>,
  match: { endpoint: string; request: (url: URL) => boolean; args?: (args: unknown) => boolean },
): Promise<T> {
  const fromNetwork = page
    .waitForResponse((r) => r.request().method() === 'GET' && match.request(new URL(r.url())), { timeout: 60_000 })
    .then(async (r) => (await r.json()) as T);
  fromNetwork.catch(() => undefined); // not awaited when the page was server-rendered
  await navigate();
  // Read at once, however busy the page is: a locator with a short timeout missed the block while
  // the browser was still compiling the page's scripts on a loaded machine, and then waited for a
  // request the page never made (its data had come with the HTML).
  const text = await page
    .evaluate(() => document.getElementById('__AKIYA_STATE__')?.textContent ?? null)
    .catch(() => null); // the page navigated again meanwhile: its own request is awaited below
  if (text) {
    const queries = (JSON.parse(text) as { api?: { queries?: Queries } }).api?.queries ?? {};
    const query = Object.values(queries).find((q) => q.endpointName === match.endpoint && (match.args?.(q.originalArgs) ?? true));
    if (query) return query.data as T;
  }
  return fromNetwork;
}
