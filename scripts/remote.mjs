#!/usr/bin/env node
// Versioned deploys of a remote, served by the API without a restart (api/src/remotes/deploy-store.ts):
//
//   npm run remote -- deploy <name> [--from <dist folder>] [--no-promote] [--keep <n>]
//       copies the build (default <remote folder>/dist) into <DEPLOY_DIR>/<name>/<version>/, where
//       <version> is the package version and a hash of the build's content (the same build twice is
//       one version), writes the version into that copy's mf-manifest.json, then promotes it
//   npm run remote -- promote <name> <version>    makes a deployed version current
//   npm run remote -- rollback <name>             back to the version promoted before the current one
//   npm run remote -- list <name>                 the deployed versions, the current one marked
//
// DEPLOY_DIR defaults to <STATIC_ROOT or the repository>/deploy, as the API's. The last --keep
// (default 5) versions stay on disk and served, so tabs opened before a deploy keep working; the
// current and the previously promoted versions are never removed.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

export class UsageError extends Error {}

function fromRoot(p) {
  return isAbsolute(p) ? p : resolve(root, p);
}

/** The remotes configuration (remotes.config.json / REMOTES_CONFIG), as the API reads it. */
export function remoteFolder(name, env = process.env) {
  const staticRoot = fromRoot(env.STATIC_ROOT ?? '.');
  const file = fromRoot(env.REMOTES_CONFIG ?? 'remotes.config.json');
  let dir = `mfe-${name}`;
  if (existsSync(file)) {
    const entry = (JSON.parse(readFileSync(file, 'utf8')).remotes ?? []).find((r) => r.name === name);
    if (!entry) throw new UsageError(`${name} is not in the remotes configuration (${file})`);
    if (typeof entry.dir === 'string' && entry.dir !== '') dir = entry.dir;
  }
  return isAbsolute(dir) ? dir : join(staticRoot, dir);
}

export function deployDir(env = process.env) {
  return fromRoot(env.DEPLOY_DIR ?? join(env.STATIC_ROOT ?? '.', 'deploy'));
}

function filesOf(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** A hash of every file's path and content: the same build is the same version. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(relative(dir, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
}

export function readState(store, name) {
  try {
    const state = JSON.parse(readFileSync(join(store, name, 'state.json'), 'utf8'));
    return { current: state.current ?? null, history: Array.isArray(state.history) ? state.history : [] };
  } catch {
    return { current: null, history: [] };
  }
}

/** Written to a temporary file and renamed: the API never reads half a state. */
function writeState(store, name, state) {
  const file = join(store, name, 'state.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export function versions(store, name) {
  const dir = join(store, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name) && existsSync(join(dir, e.name, 'mf-manifest.json')))
    .map((e) => ({ version: e.name, at: statSync(join(dir, e.name, 'mf-manifest.json')).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.version);
}

export function promote(store, name, version) {
  if (!VERSION_PATTERN.test(version) || !existsSync(join(store, name, version, 'mf-manifest.json'))) {
    throw new UsageError(`${name} has no deployed version ${version} (npm run remote -- list ${name})`);
  }
  const state = readState(store, name);
  if (state.current === version) return state;
  const next = { current: version, history: [...state.history.filter((v) => v !== version), version] };
  writeState(store, name, next);
  return next;
}

export function rollback(store, name) {
  const state = readState(store, name);
  const history = state.history.filter((v) => existsSync(join(store, name, v, 'mf-manifest.json')));
  if (history.length < 2 || history[history.length - 1] !== state.current) {
    throw new UsageError(`${name} has no earlier promoted version to roll back to`);
  }
  const next = { current: history[history.length - 2], history: history.slice(0, -1) };
  writeState(store, name, next);
  return next;
}

/** Removes the oldest versions beyond `keep`, never the current or the previously promoted one. */
export function prune(store, name, keep) {
  const state = readState(store, name);
  const protectedVersions = new Set([state.current, ...state.history.slice(-2)]);
  const all = versions(store, name);
  const removed = [];
  for (const version of all.slice(0, Math.max(0, all.length - keep))) {
    if (protectedVersions.has(version)) continue;
    rmSync(join(store, name, version), { recursive: true, force: true });
    removed.push(version);
  }
  if (removed.length > 0) writeState(store, name, { ...state, history: state.history.filter((v) => !removed.includes(v)) });
  return removed;
}

export function deploy(store, name, from, { promote: doPromote = true, keep = 5, packageVersion = '0.0.0' } = {}) {
  if (!existsSync(join(from, 'mf-manifest.json'))) throw new UsageError(`no build at ${from} (mf-manifest.json missing): build the remote first`);
  const version = `${packageVersion}-${contentHash(from)}`;
  const target = join(store, name, version);
  if (!existsSync(join(target, 'mf-manifest.json'))) {
    const partial = `${target}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(from, partial, { recursive: true });
    const manifestFile = join(partial, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData = { ...manifest.metaData, buildInfo: { ...manifest.metaData?.buildInfo, buildVersion: version } };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // The precompressed copies of the manifest would still name the old version.
    rmSync(`${manifestFile}.br`, { force: true });
    rmSync(`${manifestFile}.gz`, { force: true });
    renameSync(partial, target);
  }
  const state = doPromote ? promote(store, name, version) : readState(store, name);
  const removed = prune(store, name, keep);
  return { version, state, removed };
}

function parse(argv) {
  const [command, name, ...rest] = argv;
  const opts = { from: undefined, promote: true, keep: 5, version: undefined };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--from') opts.from = rest[++i];
    else if (rest[i] === '--no-promote') opts.promote = false;
    else if (rest[i] === '--keep') opts.keep = Number(rest[++i]);
    else if (!rest[i].startsWith('-') && opts.version === undefined) opts.version = rest[i];
    else throw new UsageError(`unknown argument: ${rest[i]}`);
  }
  if (!['deploy', 'promote', 'rollback', 'list'].includes(command) || !NAME_PATTERN.test(name ?? '')) {
    throw new UsageError('usage: npm run remote -- deploy|promote|rollback|list <name> [<version>] [--from <dist>] [--no-promote] [--keep <n>]');
  }
  if (!Number.isInteger(opts.keep) || opts.keep < 2) throw new UsageError('--keep must be a whole number of at least 2');
  if (command === 'promote' && !opts.version) throw new UsageError('usage: npm run remote -- promote <name> <version>');
  return { command, name, opts };
}

function main() {
  try {
    const { command, name, opts } = parse(process.argv.slice(2));
    const store = deployDir();
    if (command === 'deploy') {
      const folder = remoteFolder(name);
      const from = opts.from ? fromRoot(opts.from) : join(folder, 'dist');
      let packageVersion = '0.0.0';
      try {
        packageVersion = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).version ?? packageVersion;
      } catch {
        // a remote without a package.json here (built elsewhere): the hash alone tells versions apart
      }
      const { version, state, removed } = deploy(store, name, from, { promote: opts.promote, keep: opts.keep, packageVersion });
      console.log(`${name}: deployed ${version}${state.current === version ? ' (current)' : ''}`);
      if (removed.length > 0) console.log(`${name}: removed old versions ${removed.join(', ')}`);
    } else if (command === 'promote') {
      promote(store, name, opts.version);
      console.log(`${name}: ${opts.version} is current`);
    } else if (command === 'rollback') {
      const state = rollback(store, name);
      console.log(`${name}: rolled back to ${state.current}`);
    } else {
      const { current } = readState(store, name);
      const list = versions(store, name);
      if (list.length === 0) console.log(`${name}: no versioned deploy (the API serves ${join(remoteFolder(name), 'dist')})`);
      for (const v of list) console.log(`${v === current ? '*' : ' '} ${v}`);
    }
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
