import { TIMINGS } from '@akiya/contracts';

const KEY = 'chunk-reload-at';

/**
 * A chunk that fails to load usually means a new deploy replaced the files: reload the page,
 * but at most once per 60 s (spec §8) so a real outage never loops.
 * Returns true when a reload was started.
 */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (last && now - last < TIMINGS.chunkReloadThrottleMs) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
