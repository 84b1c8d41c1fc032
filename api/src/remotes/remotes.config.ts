import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@akiya/contracts';
import { isHttpUrl, nonEmpty, pathFrom, type ConfigContext, type Env } from '../config/env';

/**
 * The remotes part of the configuration (docs/remotes.md): which remotes there are, where their
 * manifests are, where their versions are deployed. Composed by config/app-config.ts.
 */

/** One remote of the configuration. */
export interface RemoteSetting {
  /** Federation name: lower-case letters and digits. */
  name: string;
  /** The remote's package folder (its build in `dist/`), absolute. */
  dir: string;
}

export interface RemotesConfigPart {
  /** REMOTE_<NAME>_URL overrides of a remote's manifest URL (and `entry` of the remotes configuration). */
  remoteUrls: Partial<Record<string, string>>;
  /**
   * The remotes, in order of precedence (an earlier one keeps a route two claim): remotes.config.json
   * at the repository root (REMOTES_CONFIG to name another file), else REMOTE_NAMES.
   */
  remotes: RemoteSetting[];
  /** DEPLOY_DIR: versioned deploys of the remotes (`<name>/<version>/`); default `<STATIC_ROOT>/deploy`. */
  deployDir: string;
  /**
   * Where remote versions deployed to a bucket are served from (docs/remotes.md, "Deploy targets"):
   * REMOTES_PUBLIC_URL, else `<S3_ENDPOINT>/<REMOTES_S3_BUCKET>` when that is set; null without one.
   * Its origin is allowed in the CSP like a remote's.
   */
  remotesPublicUrl: string | null;
}

export function remoteEnvName(name: RemoteName | string): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

/** A remote's manifest location: an http(s) URL or an absolute path of this site. */
function isEntry(value: string): boolean {
  return value.startsWith('/') || isHttpUrl(value);
}

/**
 * Reads the remotes configuration: `{ "remotes": [{ "name": "board", "dir"?: "mfe-board",
 * "entry"?: "https://cdn.example/board/mf-manifest.json" }] }`. `dir` is relative to STATIC_ROOT.
 */
export function loadRemoteSettings(
  text: string | null,
  staticRoot: string,
  problems: string[],
): { remotes: RemoteSetting[]; entries: Record<string, string> } {
  const entries: Record<string, string> = {};
  if (text === null) {
    return { remotes: REMOTE_NAMES.map((name) => ({ name, dir: join(staticRoot, `mfe-${name}`) })), entries };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.push('the remotes configuration is not valid JSON');
    return { remotes: [], entries };
  }
  const list = (parsed as { remotes?: unknown })?.remotes;
  if (!Array.isArray(list)) {
    problems.push('the remotes configuration needs a "remotes" array');
    return { remotes: [], entries };
  }
  const remotes: RemoteSetting[] = [];
  for (const item of list as { name?: unknown; dir?: unknown; entry?: unknown }[]) {
    const name = typeof item?.name === 'string' ? item.name : '';
    if (!REMOTE_NAME_PATTERN.test(name)) {
      problems.push(`remotes configuration: "${String(item?.name)}" is not a remote name (lower-case letters and digits)`);
      continue;
    }
    if (remotes.some((r) => r.name === name)) {
      problems.push(`remotes configuration: "${name}" is listed twice`);
      continue;
    }
    const dir = typeof item.dir === 'string' && item.dir !== '' ? item.dir : `mfe-${name}`;
    remotes.push({ name, dir: isAbsolute(dir) ? dir : join(staticRoot, dir) });
    if (typeof item.entry === 'string') {
      if (isEntry(item.entry)) entries[name] = item.entry;
      else problems.push(`remotes configuration: the entry of "${name}" must be an http(s) URL or an absolute path`);
    }
  }
  return { remotes, entries };
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function loadRemotesConfig(env: Env, context: ConfigContext, problems: string[]): RemotesConfigPart {
  const { repoRoot, staticRoot } = context;
  const remotesFile = nonEmpty(env, 'REMOTES_CONFIG');
  const remotesText = readOptional(pathFrom(repoRoot, remotesFile ?? 'remotes.config.json'));
  if (remotesFile && remotesText === null) problems.push(`REMOTES_CONFIG: ${remotesFile} cannot be read`);
  const { remotes, entries } = loadRemoteSettings(remotesText, staticRoot, problems);
  const deployDir = pathFrom(repoRoot, nonEmpty(env, 'DEPLOY_DIR') ?? join(staticRoot, 'deploy'));

  const remotesBucket = nonEmpty(env, 'REMOTES_S3_BUCKET');
  const s3Endpoint = nonEmpty(env, 'S3_ENDPOINT')?.replace(/\/$/, '');
  const remotesPublicUrl = nonEmpty(env, 'REMOTES_PUBLIC_URL') ?? (remotesBucket && s3Endpoint ? `${s3Endpoint}/${remotesBucket}` : null);
  if (remotesPublicUrl !== null && !isHttpUrl(remotesPublicUrl)) problems.push(`REMOTES_PUBLIC_URL must be an http(s) URL (got "${remotesPublicUrl}")`);

  const remoteUrls: Partial<Record<string, string>> = { ...entries };
  for (const { name } of remotes) {
    const key = remoteEnvName(name);
    const value = nonEmpty(env, key);
    if (value === undefined) continue;
    if (isEntry(value)) remoteUrls[name] = value;
    else problems.push(`${key} must be an http(s) URL or an absolute path (got "${value}")`);
  }
  return { remoteUrls, remotes, deployDir, remotesPublicUrl };
}
