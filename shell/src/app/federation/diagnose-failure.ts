import { getClientConfig } from '@akiya/shared-ui';

/**
 * Why a remote could not be shown, for the words of the error panel:
 * - `network`: its files could not be fetched and the site itself does not answer either (offline,
 *   connection dropped, DNS): the visitor's connection;
 * - `unavailable`: its files could not be fetched (or not in time) but the site answers: a fault on
 *   our side, worded as a temporary one;
 * - `server`: its files answered with an error status, or were built for another version of the
 *   page (a fault on our side, not the visitor's);
 * - `crash`: it loaded, then failed while rendering.
 */
export type RemoteFailureCause = 'network' | 'unavailable' | 'server' | 'crash';

/** Time limit of each request of the diagnosis: the visitor waits for it before seeing the panel. */
export const DIAGNOSIS_TIMEOUT_MS = 3_000;

/** The API's liveness check (api/src/health/health.controller.ts): answers whenever the site's server runs. */
export function siteHealthUrl(): string {
  return `${getClientConfig().apiBaseUrl}api/health/live`;
}

/** The federation runtime's refusal of a shared singleton whose version the remote does not accept. */
const SHARED_VERSION_REFUSAL = /of shared singleton module \S+ does not satisfy the requirement/;

/**
 * The runtime's words when a remote was built against a shared module (React, shared-ui…) the page
 * cannot give it: a deploy that does not fit the shell — our fault, not the visitor's connection.
 */
export function sharedVersionRefusal(error: unknown): string | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
    const match = SHARED_VERSION_REFUSAL.exec(message);
    if (match) return message.slice(Math.max(0, message.indexOf('Version ')));
  }
  return null;
}

/** A GET that is given up after `timeoutMs`: the answer, or null when there was none (network error, time-out). */
async function answerOf(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<Response | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { method: 'GET', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    // Only the status counts; the body (a few bytes) is read so the request ends instead of lingering.
    await res.arrayBuffer().catch(() => undefined);
    return res;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export interface DiagnosisOptions {
  fetchImpl?: typeof fetch;
  online?: () => boolean;
  timeoutMs?: number;
}

/**
 * Tells whose fault a failed load of a remote is, asking at the same time (each with a short time
 * limit, so a hanging origin does not keep the visitor waiting):
 * - the remote's entry (its manifest) once more: an error status is a server fault (`server`);
 * - the site's own liveness check: when it answers, the visitor's connection works and the remote is
 *   what is down or too slow (`unavailable`); when it does not answer either, it is the connection
 *   (`network`).
 * Without an entry only the site is asked. Never throws.
 */
export async function diagnoseLoadFailure(
  entry: string | undefined,
  {
    fetchImpl = (...args) => fetch(...args),
    online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    timeoutMs = DIAGNOSIS_TIMEOUT_MS,
  }: DiagnosisOptions = {},
): Promise<Exclude<RemoteFailureCause, 'crash'>> {
  if (!online()) return 'network';
  const [entryAnswer, siteAnswer] = await Promise.all([
    entry ? answerOf(entry, fetchImpl, timeoutMs) : Promise.resolve(null),
    answerOf(siteHealthUrl(), fetchImpl, timeoutMs),
  ]);
  if (entryAnswer && !entryAnswer.ok) return 'server';
  // Any answer of the site (even an error status) means the visitor's connection reaches us.
  return siteAnswer ? 'unavailable' : 'network';
}
