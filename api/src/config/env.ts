import { isAbsolute, resolve } from 'node:path';

/**
 * The readers every part of the configuration uses. Each domain's `load<Domain>Config(env, context,
 * problems)` (e.g. `database/database.config.ts`) reads its own variables with these and adds one
 * line per bad variable to `problems`; `loadConfig` (app-config.ts) calls every part and throws one
 * `ConfigError` listing all of them.
 */

export type Env = Record<string, string | undefined>;

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** What every part may read besides its own variables (resolved first, by app-config.ts). */
export interface ConfigContext {
  nodeEnv: NodeEnv;
  /** Repository root (holds shell/, mfe-*, api/ …). */
  repoRoot: string;
  /** Writable data folder (DATA_DIR). */
  dataDir: string;
  /** Where `shell/dist` and `mfe-<name>/dist` are looked up (STATIC_ROOT). */
  staticRoot: string;
}

/** A variable's trimmed value; unset and blank are both `undefined`. */
export function nonEmpty(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** Paths from the environment may be relative: they are taken relative to the repository root. */
export function pathFrom(root: string, value: string): string {
  return isAbsolute(value) ? value : resolve(root, value);
}

/** A whole number in [min, max]: "<NAME> must be <what> from <min> to <max> (got "…")". */
export function intInRange(
  env: Env,
  name: string,
  fallback: number,
  range: { min: number; max: number; what: string },
  problems: string[],
): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (/^[0-9]{1,12}$/.test(raw) && Number(raw) >= range.min && Number(raw) <= range.max) return Number(raw);
  problems.push(`${name} must be ${range.what} from ${range.min} to ${range.max} (got "${raw}")`);
  return fallback;
}

/** A whole number, 1 or more: "<NAME> must be a positive whole number (got "…")". */
export function positiveInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1) {
    problems.push(`${name} must be a positive whole number (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/** A whole number, 0 or more: "<NAME> must be a whole number, 0 or more (got "…")". */
export function nonNegativeInt(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^[0-9]{1,9}$/.test(raw)) {
    problems.push(`${name} must be a whole number, 0 or more (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

/**
 * A switch: `1`/`true` on, `0`/`false` off (only `1`/`0` with `words: false`), unset → `fallback`:
 * "<NAME> must be 1 or 0 (got "…")".
 */
export function flag(env: Env, name: string, fallback: boolean, problems: string[], words = true): boolean {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  const allowed = words ? ['0', '1', 'true', 'false'] : ['0', '1'];
  if (!allowed.includes(raw)) {
    problems.push(`${name} must be 1 or 0 (got "${raw}")`);
    return fallback;
  }
  return raw === '1' || raw === 'true';
}

/** An http(s) URL without spaces. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/.test(value);
}
