/**
 * How the federation runtime fetches a remote's manifest: each attempt has a time limit, and a
 * network failure, a time-out or a 5xx answer is tried again after a growing pause. A 4xx answer
 * is final (retrying a missing file does not help).
 */
export interface RetryOptions {
  /** Time limit of one attempt. */
  timeoutMs: number;
  /** Pauses before the 2nd, 3rd… attempt; their count is the number of retries. */
  backoffMs: readonly number[];
}

export const MANIFEST_RETRY: RetryOptions = { timeoutMs: 8_000, backoffMs: [400, 1_500] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  options: RetryOptions = MANIFEST_RETRY,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.backoffMs.length; attempt++) {
    if (attempt > 0) await sleep(options.backoffMs[attempt - 1]);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${options.timeoutMs} ms: ${url}`)), options.timeoutMs);
    try {
      const res = await fetchImpl(url, { ...init, signal: controller.signal });
      if (res.status < 500 || attempt === options.backoffMs.length) return res;
      lastError = new Error(`HTTP ${res.status} for ${url}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
