import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Versioned deploys of the remotes (written by `npm run remote -- deploy|promote|rollback`,
 * scripts/remote.mjs): `<DEPLOY_DIR>/<name>/<version>/` holds one build, never changed after it is
 * written; `<DEPLOY_DIR>/<name>/state.json` is `{ "current": "<version>", "history": [...] }`, the
 * versions promoted in order (the last is current; rollback goes back one).
 */
export interface DeployState {
  current: string;
  history: string[];
}

/** A version folder name: the package version and a content hash, e.g. `0.1.0-3f9a1c2b`. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

export function versionDir(deployDir: string, name: string, version: string): string {
  if (!VERSION_PATTERN.test(version)) throw new Error(`not a version name: ${version}`);
  return join(deployDir, name, version);
}

export function parseDeployState(text: string): DeployState | null {
  try {
    const v = JSON.parse(text) as { current?: unknown; history?: unknown };
    if (typeof v.current !== 'string' || !VERSION_PATTERN.test(v.current)) return null;
    const history = Array.isArray(v.history) ? v.history.filter((h): h is string => typeof h === 'string' && VERSION_PATTERN.test(h)) : [];
    return { current: v.current, history };
  } catch {
    return null;
  }
}

const cache = new Map<string, { mtimeMs: number; size: number; state: DeployState | null }>();

/** The remote's deploy state, re-read when state.json changes; null when it has no versioned deploy. */
export async function readDeployState(deployDir: string, name: string): Promise<DeployState | null> {
  const file = join(deployDir, name, 'state.json');
  let info;
  try {
    info = await stat(file);
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.state;
  const state = parseDeployState(await readFile(file, 'utf8').catch(() => ''));
  cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, state });
  return state;
}
