/**
 * Why a remote could not be shown, for the words of the error panel:
 * - `network`: its files could not be fetched at all (offline, connection dropped, DNS);
 * - `server`: its files answered, but with an error status (a fault on our side, not the visitor's);
 * - `crash`: it loaded, then failed while rendering.
 */
export type RemoteFailureCause = 'network' | 'server' | 'crash';

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
