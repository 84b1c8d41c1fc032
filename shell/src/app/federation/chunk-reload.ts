import { TIMINGS } from '@akiya/contracts';

const KEY = 'chunk-reload-at';

/**
 * A chunk that fails to load usually means a new deploy replaced the files: reload the page,
 * but at most once per 60 s (docs/product.md §8) so a real outage never loops.
 * Returns true when a reload was started.
 */
/** Whether a chunk error now would reload the page (no reload in the last 60 s). Reads only. */
export function chunkReloadAllowed(now: number = Date.now(), storage: Storage = window.sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  return !(last && now - last < TIMINGS.chunkReloadThrottleMs);
}

export function reloadForChunkError(
  now: number = Date.now(),
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!chunkReloadAllowed(now, storage)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
