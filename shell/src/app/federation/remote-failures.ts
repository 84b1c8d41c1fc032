/**
 * What the federation runtime plugin learnt about failed remote loads, read by the error
 * boundary to tell an unreachable remote (show the error at once) from a stale chunk
 * (reload the page, at most once per 60 s).
 */
export type RemoteFailureKind = 'unreachable' | 'chunk';

export interface RemoteFailure {
  remote: string;
  kind: RemoteFailureKind;
  message: string;
  at: number;
  /** The page (path) it failed on: navigating elsewhere to that remote opens the page in full. */
  path: string;
}

const failures = new Map<string, RemoteFailure>();

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; message?: string; type?: string };
  return (
    e.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(e.message ?? '') ||
    /Failed to fetch dynamically imported module/i.test(e.message ?? '')
  );
}

export function recordRemoteFailure(remote: string, error: unknown): RemoteFailure {
  const failure: RemoteFailure = {
    remote,
    kind: isChunkLoadError(error) ? 'chunk' : 'unreachable',
    message: error instanceof Error ? error.message : String(error),
    at: Date.now(),
    path: typeof window !== 'undefined' ? window.location.pathname : '',
  };
  failures.set(remote, failure);
  return failure;
}

export function getRemoteFailure(remote: string): RemoteFailure | undefined {
  return failures.get(remote);
}

export function clearRemoteFailure(remote: string): void {
  failures.delete(remote);
}
