/**
 * Why a remote could not be shown, for the words of the error panel:
 * - `network`: its files could not be fetched at all (offline, connection dropped, DNS);
 * - `server`: its files answered, but with an error status (a fault on our side, not the visitor's);
 * - `crash`: it loaded, then failed while rendering.
 */
export type RemoteFailureCause = 'network' | 'server' | 'crash';

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

/**
 * Asks the remote's entry (its manifest) once more to tell a dead connection from a server fault.
 * Never throws.
 */
export async function diagnoseLoadFailure(
  entry: string,
  fetchImpl: typeof fetch = fetch,
  online: () => boolean = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
): Promise<Exclude<RemoteFailureCause, 'crash'>> {
  if (!online()) return 'network';
  try {
    const res = await fetchImpl(entry, { method: 'GET', cache: 'no-store', credentials: 'omit' });
    return res.ok ? 'network' : 'server';
  } catch {
    return 'network';
  }
}
