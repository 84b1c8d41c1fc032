#!/usr/bin/env node
// Versioned deploys of a remote, served by the API without a restart (api/src/remotes/deploy-store.ts):
//
//   npm run remote -- deploy <name> [--from <dist folder>] [--no-promote] [--keep <n>] [--force]
//       checks the build (default <remote folder>/dist), then copies it into
//       <DEPLOY_DIR>/<name>/<version>/, where <version> is the package version and a hash of the
//       build's content (the same build twice is one version), writes the version into that copy's
//       mf-manifest.json, then promotes it. Refused (exit 1, nothing copied, state unchanged) when
//        - its routes.json claims a pattern that overlaps one another remote owns
//          (<DEPLOY_DIR>/routes.json, first claim wins; --force does not override this), or
//        - it fails the contract check (scripts/contract-check.mjs: routes.json, shared versions
//          against the deployed shell, @akiya/shared-ui imports against the lowest version its range
//          allows, the remote's smoke test in the deployed shell). --force deploys anyway (static
//          checks only, no smoke test), with a warning, and records the version as forced.
//   npm run remote -- promote <name> <version>    makes a deployed version current (not a bad one: exit 2)
//   npm run remote -- rollback <name>             back to the latest version promoted before the
//                                                 current one that is not marked bad
//   npm run remote -- mark-bad <name> <version> [--reason <text>]
//                                                 records a version as bad: never promoted again,
//                                                 skipped by rollback (if it is current: roll back)
//   npm run remote -- list <name>                 the deployed versions: * current, bad (reason), forced
//
// DEPLOY_DIR defaults to <STATIC_ROOT or the repository>/deploy, as the API's. state.json is
// { current, history, versions: { <version>: { deployedAt, forced, bad, badReason } } } (the API reads
// current and history). The last --keep (default 5) versions stay on disk and served, so tabs opened
// before a deploy keep working; the current, the previously promoted one and the one rollback would
// go back to are never removed.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractCheck, defaultShellDist, staticChecks } from './contract-check.mjs';
import { describeConflict, routeConflicts } from './route-overlap.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const NAME_PATTERN = /^[a-z][a-z0-9]{1,30}$/;

export class UsageError extends Error {}

/** A deploy the gate refuses (exit 1); `lines` say why. */
export class DeployRefused extends Error {
  constructor(lines) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

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

/** The configured remotes' names, in order of precedence (the API's fallback list without the file). */
export function configuredRemotes(env = process.env) {
  const file = fromRoot(env.REMOTES_CONFIG ?? 'remotes.config.json');
  if (!existsSync(file)) return ['board', 'mypage', 'editorial', 'consulting', 'akiyabank'];
  return (JSON.parse(readFileSync(file, 'utf8')).remotes ?? []).map((r) => r.name).filter((n) => typeof n === 'string');
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

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Written to a temporary file and renamed: the API never reads half a file. */
function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** `{ current, history, versions }`: versions holds each version's record (deployedAt, forced, bad, badReason). */
export function readState(store, name) {
  const state = readJson(join(store, name, 'state.json')) ?? {};
  return {
    current: state.current ?? null,
    history: Array.isArray(state.history) ? state.history : [],
    versions: state.versions && typeof state.versions === 'object' ? state.versions : {},
  };
}

function writeState(store, name, state) {
  writeJson(join(store, name, 'state.json'), state);
}

const isDeployed = (store, name, version) => VERSION_PATTERN.test(version) && existsSync(join(store, name, version, 'mf-manifest.json'));

export function versions(store, name) {
  const dir = join(store, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name) && existsSync(join(dir, e.name, 'mf-manifest.json')))
    .map((e) => ({ version: e.name, at: statSync(join(dir, e.name, 'mf-manifest.json')).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.version);
}

const badNote = (record) => (record?.badReason ? ` (${record.badReason})` : '');

export function promote(store, name, version) {
  if (!isDeployed(store, name, version)) {
    throw new UsageError(`${name} has no deployed version ${version} (npm run remote -- list ${name})`);
  }
  const state = readState(store, name);
  const record = state.versions[version];
  if (record?.bad) throw new UsageError(`${name} ${version} is marked bad${badNote(record)}: not promoted`);
  if (state.current === version) return state;
  const next = { ...state, current: version, history: [...state.history.filter((v) => v !== version), version] };
  writeState(store, name, next);
  return next;
}

/** The index in `history` rollback goes back to: the latest earlier version on disk and not bad, else -1. */
function rollbackTarget(store, name, state) {
  for (let i = state.history.length - 2; i >= 0; i -= 1) {
    const v = state.history[i];
    if (v !== state.current && !state.versions[v]?.bad && isDeployed(store, name, v)) return i;
  }
  return -1;
}

export function rollback(store, name) {
  const state = readState(store, name);
  const last = state.history[state.history.length - 1];
  const target = last === state.current ? rollbackTarget(store, name, state) : -1;
  if (target < 0) throw new UsageError(`${name} has no earlier promoted version (not marked bad) to roll back to`);
  const next = { ...state, current: state.history[target], history: state.history.slice(0, target + 1) };
  writeState(store, name, next);
  return next;
}

/** Records a deployed version as bad; `current` says it is still the live one. */
export function markBad(store, name, version, reason, now = new Date()) {
  const state = readState(store, name);
  if (!isDeployed(store, name, version) && !state.versions[version]) {
    throw new UsageError(`${name} has no deployed version ${version} (npm run remote -- list ${name})`);
  }
  const record = { ...state.versions[version], bad: true, badReason: reason ?? null, badAt: now.toISOString() };
  writeState(store, name, { ...state, versions: { ...state.versions, [version]: record } });
  return { current: state.current === version };
}

/** Removes the oldest versions beyond `keep`, never the current, the previously promoted or the rollback target. */
export function prune(store, name, keep) {
  const state = readState(store, name);
  const target = rollbackTarget(store, name, state);
  const protectedVersions = new Set([state.current, ...state.history.slice(-2), ...(target >= 0 ? [state.history[target]] : [])]);
  const all = versions(store, name);
  const removed = [];
  for (const version of all.slice(0, Math.max(0, all.length - keep))) {
    if (protectedVersions.has(version)) continue;
    rmSync(join(store, name, version), { recursive: true, force: true });
    removed.push(version);
  }
  if (removed.length > 0) {
    const kept = Object.fromEntries(Object.entries(state.versions).filter(([v]) => !removed.includes(v)));
    writeState(store, name, { ...state, history: state.history.filter((v) => !removed.includes(v)), versions: kept });
  }
  return removed;
}

/** A routes.json's patterns, or null when it is missing or not an array of strings. */
function routesIn(file) {
  const routes = readJson(file);
  return Array.isArray(routes) && routes.every((r) => typeof r === 'string') ? routes : null;
}

/**
 * The routes a remote serves today, as the API reads them: its current deployed version's
 * routes.json, else `<remote folder>/dist/routes.json`, else `<remote folder>/routes.json`.
 */
export function servedRoutes(store, name, env = process.env) {
  const { current } = readState(store, name);
  const files = [];
  if (current && VERSION_PATTERN.test(current)) files.push(join(store, name, current, 'routes.json'));
  let folder;
  try {
    folder = remoteFolder(name, env);
  } catch {
    folder = undefined;
  }
  if (folder) files.push(join(folder, 'dist', 'routes.json'), join(folder, 'routes.json'));
  for (const file of files) {
    const routes = routesIn(file);
    if (routes) return routes;
  }
  return [];
}

/**
 * Who owns each route pattern: `<DEPLOY_DIR>/routes.json` `{ owners: { <pattern>: { remote, since } } }`;
 * when it does not exist yet, what the configured remotes serve today (the first in the configuration
 * keeps a pattern two serve, as the API does).
 */
export function readOwners(store, env = process.env, now = new Date()) {
  const recorded = readJson(join(store, 'routes.json'));
  if (recorded && recorded.owners && typeof recorded.owners === 'object') return { owners: recorded.owners, seeded: false };
  const owners = {};
  for (const remote of configuredRemotes(env)) {
    for (const pattern of servedRoutes(store, remote, env)) {
      owners[pattern] ??= { remote, since: now.toISOString(), seeded: true };
    }
  }
  return { owners, seeded: true };
}

/** The patterns a deploy claims that overlap another remote's, each as a line. */
export function routeRefusals(store, name, claims, env = process.env) {
  return routeConflicts(name, claims, readOwners(store, env).owners).map(describeConflict);
}

/** The contract check of a build, as `npm run contract-check` runs it; `smoke: false` for the static checks only. */
export async function gateCheck(name, from, { smoke = true, env = process.env, store = deployDir(env) } = {}) {
  let declaredRange;
  let folder;
  try {
    folder = remoteFolder(name, env);
    declaredRange = readJson(join(folder, 'package.json'))?.dependencies?.['@akiya/shared-ui'];
  } catch {
    // not configured: refused earlier
  }
  const shellDist = defaultShellDist(env);
  if (!smoke) return staticChecks({ remoteDist: from, shellDist, declaredRange });
  // The other remotes as visitors get them: their current deployed version, else their dist/.
  const others = {};
  for (const other of configuredRemotes(env)) {
    if (other === name) continue;
    const { current } = readState(store, other);
    if (current && isDeployed(store, other, current)) others[other] = join(store, other, current);
    else {
      try {
        others[other] = join(remoteFolder(other, env), 'dist');
      } catch {
        // not configured
      }
    }
  }
  return contractCheck({ remote: name, remoteDist: from, shellDist, declaredRange, others, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * Checks and copies a build, records it and (unless `promote: false`) promotes it. Refused with
 * DeployRefused when its routes overlap another remote's or (without `force`) it fails `check`;
 * UsageError when the build is missing or the same content was marked bad.
 */
export async function deploy(store, name, from, options = {}) {
  const { promote: doPromote = true, keep = 5, packageVersion = '0.0.0', force = false, env = process.env, now = () => new Date() } = options;
  const check = options.check ?? ((opts) => gateCheck(name, from, { ...opts, env, store }));
  const warn = options.warn ?? ((line) => console.error(line));
  if (!existsSync(join(from, 'mf-manifest.json'))) throw new UsageError(`no build at ${from} (mf-manifest.json missing): build the remote first`);
  const version = `${packageVersion}-${contentHash(from)}`;
  const target = join(store, name, version);
  const before = readState(store, name);
  const record = before.versions[version];
  if (record?.bad) throw new UsageError(`${name} ${version} (this build) is marked bad${badNote(record)}: not deployed again`);

  // Routes first: no flag lets a remote take another team's page.
  const claims = routesIn(join(from, 'routes.json')) ?? [];
  const { owners } = readOwners(store, env, now());
  const conflicts = routeConflicts(name, claims, owners);
  if (conflicts.length > 0) {
    throw new DeployRefused([
      `${name}: deploy refused: its routes overlap routes other remotes own (--force does not override this; handing a route over is an edit of ${join(store, 'routes.json')} by the site team):`,
      ...conflicts.map((c) => `  ${describeConflict(c)}`),
    ]);
  }

  // The contract check, unless this very build passed it before.
  const alreadyPassed = existsSync(join(target, 'mf-manifest.json')) && record && !record.forced;
  let failures = [];
  if (!alreadyPassed) {
    failures = await check({ smoke: !force });
    if (failures.length > 0 && !force) {
      throw new DeployRefused([`${name}: deploy refused: the build at ${from} fails the contract check (--force deploys it anyway, recorded):`, ...failures.map((f) => `  ${f}`)]);
    }
    if (force) {
      warn(
        `WARNING: ${name} ${version} deployed with --force: the contract check was bypassed (smoke test not run${
          failures.length > 0 ? `; static checks failed: ${failures.join('; ')}` : ''
        }); recorded as forced`,
      );
    }
  }

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

  // The routes this remote claims from now on (patterns it owned stay its own).
  const at = now().toISOString();
  const nextOwners = { ...owners };
  for (const pattern of claims) nextOwners[pattern] ??= { remote: name, since: at };
  writeJson(join(store, 'routes.json'), { owners: nextOwners });

  if (!alreadyPassed) {
    const entry = { deployedAt: record?.deployedAt ?? at, forced: force, ...(force && failures.length > 0 ? { checkFailures: failures } : {}) };
    const state = readState(store, name);
    writeState(store, name, { ...state, versions: { ...state.versions, [version]: entry } });
  }
  const state = doPromote ? promote(store, name, version) : readState(store, name);
  const removed = prune(store, name, keep);
  return { version, state: readState(store, name), promoted: state.current === version, removed, forced: force && !alreadyPassed };
}

/** One line per deployed version: `*` current, then `bad (reason)` and `forced` when recorded. */
export function listLines(store, name) {
  const { current, versions: records } = readState(store, name);
  return versions(store, name).map((v) => {
    const r = records[v] ?? {};
    const marks = [r.bad ? `bad${badNote(r)}` : '', r.forced ? 'forced' : ''].filter(Boolean);
    return `${v === current ? '*' : ' '} ${v}${marks.length > 0 ? `  ${marks.join('  ')}` : ''}`;
  });
}

const COMMANDS = ['deploy', 'promote', 'rollback', 'list', 'mark-bad'];
const USAGE =
  'usage: npm run remote -- deploy|promote|rollback|list|mark-bad <name> [<version>] [--from <dist>] [--no-promote] [--keep <n>] [--force] [--reason <text>]';

export function parse(argv) {
  const [command, name, ...rest] = argv;
  const opts = { from: undefined, promote: true, keep: 5, version: undefined, force: false, reason: undefined };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--from') opts.from = rest[++i];
    else if (rest[i] === '--no-promote') opts.promote = false;
    else if (rest[i] === '--keep') opts.keep = Number(rest[++i]);
    else if (rest[i] === '--force') opts.force = true;
    else if (rest[i] === '--reason') opts.reason = rest[++i];
    else if (!rest[i].startsWith('-') && opts.version === undefined) opts.version = rest[i];
    else throw new UsageError(`unknown argument: ${rest[i]}`);
  }
  if (!COMMANDS.includes(command) || !NAME_PATTERN.test(name ?? '')) throw new UsageError(USAGE);
  if (!Number.isInteger(opts.keep) || opts.keep < 2) throw new UsageError('--keep must be a whole number of at least 2');
  if ((command === 'promote' || command === 'mark-bad') && !opts.version) throw new UsageError(`usage: npm run remote -- ${command} <name> <version>`);
  if (command === 'mark-bad' && rest.includes('--reason') && !opts.reason) throw new UsageError('--reason needs a text');
  return { command, name, opts };
}

/** The command line: resolves to the exit code (0; 1 refused or failed; 2 a usage error or a bad version). */
export async function run(argv, { env = process.env, log = console.log, error = console.error, check } = {}) {
  try {
    const { command, name, opts } = parse(argv);
    const store = deployDir(env);
    if (command === 'deploy') {
      const folder = remoteFolder(name, env);
      const from = opts.from ? fromRoot(opts.from) : join(folder, 'dist');
      const packageVersion = readJson(join(folder, 'package.json'))?.version ?? '0.0.0'; // a remote built elsewhere: the hash alone tells versions apart
      if (!opts.force && !check) log(`${name}: checking the build at ${from} (contract check; a minute at most)`);
      const result = await deploy(store, name, from, { promote: opts.promote, keep: opts.keep, packageVersion, force: opts.force, env, check, warn: error });
      log(`${name}: deployed ${result.version}${result.promoted ? ' (current)' : ''}${result.forced ? ' (forced)' : ''}`);
      if (result.removed.length > 0) log(`${name}: removed old versions ${result.removed.join(', ')}`);
    } else if (command === 'promote') {
      promote(store, name, opts.version);
      log(`${name}: ${opts.version} is current`);
    } else if (command === 'rollback') {
      const state = rollback(store, name);
      log(`${name}: rolled back to ${state.current}`);
    } else if (command === 'mark-bad') {
      const { current } = markBad(store, name, opts.version, opts.reason);
      log(`${name}: ${opts.version} marked bad${opts.reason ? ` (${opts.reason})` : ''}`);
      if (current) error(`WARNING: ${name} ${opts.version} is still live (current): run \`npm run remote -- rollback ${name}\``);
    } else {
      const lines = listLines(store, name);
      if (lines.length === 0) log(`${name}: no versioned deploy (the API serves ${join(remoteFolder(name, env), 'dist')})`);
      for (const line of lines) log(line);
    }
    return 0;
  } catch (e) {
    if (e instanceof DeployRefused) {
      error(e.message);
      return 1;
    }
    error(e instanceof UsageError ? e.message : e);
    return e instanceof UsageError ? 2 : 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await run(process.argv.slice(2));
