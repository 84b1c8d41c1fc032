#!/usr/bin/env node
// Versioned deploys of a remote, served by the API without a restart (api/src/remotes/deploy-store.ts):
//
//   npm run remote -- deploy <name> [--from <dist folder>] [--no-promote] [--keep <n>] [--force]
//       checks the build (default <remote folder>/dist), then copies it into
//       <DEPLOY_DIR>/<name>/<version>/, where <version> is the package version and a hash of the
//       build's content (the same build twice is one version), writes the version into that copy's
//       mf-manifest.json, then promotes it. Refused (exit 1, nothing copied, state unchanged) when
//        - its routes.json claims a pattern that overlaps one another remote owns
//          (recorded in the database, first claim wins; --force does not override this), or
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
//   npm run remote -- prune <name> [--keep <n>]   deletes the oldest versions beyond the last <n>
//                                                 (default 5) from the local folder and the bucket,
//                                                 never the current, the previous or the one rollback
//                                                 would go back to
//
// DEPLOY_DIR defaults to <STATIC_ROOT or the repository>/deploy, as the API's. The current version, the
// history, each version's record and the route owners live in the API's database (remote-ledger.mjs;
// every instance reads them within 500 ms). The last --keep (default 5) versions stay served, so tabs
// opened before a deploy keep working (never the current, the previous or rollback's target).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractCheck, defaultShellDist, staticChecks } from './contract-check.mjs';
import { parse } from './remote-args.mjs';
import { bucketTarget, deleteVersion, uploadVersion } from './remote-bucket.mjs';
import { databaseLedger, fileLedger, ledgerOf, readJson, useLedger } from './remote-ledger.mjs';
import {
  UsageError,
  VERSION_PATTERN,
  badNote,
  discardUnrecorded,
  isDeployed,
  listLines,
  markBad,
  planPrune,
  promote,
  prune,
  readState,
  removeVersions,
  rollback,
  versions,
  writeState,
} from './remote-state.mjs';
import { describeConflict, routeConflicts } from './route-overlap.mjs';

export { UsageError, fileLedger, listLines, markBad, parse, promote, prune, readState, rollback, versions };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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
 * Who owns each route pattern: the ledger's owners `{ <pattern>: { remote, since } }`; when none are
 * recorded yet, what the configured remotes serve today (the first in the configuration keeps a
 * pattern two serve, as the API does).
 */
export function readOwners(store, env = process.env, now = new Date()) {
  const recorded = ledgerOf(store).readOwners();
  if (recorded) return { owners: recorded, seeded: false };
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
      `${name}: deploy refused: its routes overlap routes other remotes own (--force does not override this; handing a route over is done by the site team, docs/remotes.md):`,
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

  const copiedHere = !existsSync(join(target, 'mf-manifest.json'));
  if (copiedHere) {
    const partial = `${target}.partial-${process.pid}`; // the same build deployed at once from two shells: each its own copy
    rmSync(partial, { recursive: true, force: true });
    cpSync(from, partial, { recursive: true });
    const manifestFile = join(partial, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData = { ...manifest.metaData, buildInfo: { ...manifest.metaData?.buildInfo, buildVersion: version } };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // The precompressed copies of the manifest would still name the old version.
    rmSync(`${manifestFile}.br`, { force: true });
    rmSync(`${manifestFile}.gz`, { force: true });
    try {
      renameSync(partial, target);
    } catch (error) {
      // The other copy got there first: a version folder never changes, so it is this one.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(join(target, 'mf-manifest.json'))) throw error;
    }
  }

  // A bucket target: the version goes there too, and its record names where it is served from.
  const bucket = bucketTarget(env);
  const baseUrl = bucket ? await uploadVersion(bucket, name, version, target) : null;
  if (bucket && bucket.corsOrigins.length === 0 && (env.REMOTES_CORS_ORIGINS ?? '').trim().toLowerCase() !== 'none') {
    warn(`WARNING: the bucket's CORS was not set (neither REMOTES_CORS_ORIGINS nor PUBLIC_URL names the site's origin): browsers on the site cannot load ${name} from ${bucket.publicUrl} unless the bucket allows that origin`);
  }

  // The record, on the record as committed now, holding this remote and the route owners: another
  // command may have changed either while this one checked and copied (scripts/remote-ledger.mjs).
  const ledger = ledgerOf(store);
  const result = await ledger
    .exclusive(
      [name],
      async () => {
        const state0 = readState(store, name);
        const record0 = state0.versions[version];
        if (record0?.bad) throw new UsageError(`${name} ${version} (this build) was marked bad${badNote(record0)} while it was being deployed: not recorded`);
        const { owners: currentOwners } = readOwners(store, env, now());
        const late = routeConflicts(name, claims, currentOwners);
        if (late.length > 0) {
          throw new DeployRefused([
            `${name}: deploy refused: while it was being checked another deploy claimed routes that overlap its own:`,
            ...late.map((c) => `  ${describeConflict(c)}`),
          ]);
        }

        // The routes this remote claims from now on (patterns it owned stay its own).
        const at = now().toISOString();
        const nextOwners = { ...currentOwners };
        for (const pattern of claims) nextOwners[pattern] ??= { remote: name, since: at };
        ledger.writeOwners(nextOwners);

        if (!alreadyPassed || !record0) {
          const server = join(target, 'server', 'remote.js');
          const serverSha256 = existsSync(server) ? createHash('sha256').update(readFileSync(server)).digest('hex') : null;
          const entry = {
            deployedAt: record0?.deployedAt ?? at,
            forced: force,
            ...(force && failures.length > 0 ? { checkFailures: failures } : {}),
            ...(serverSha256 ? { serverSha256 } : {}),
          };
          writeState(store, name, { ...state0, versions: { ...state0.versions, [version]: entry } });
        }
        const recorded = readState(store, name);
        if ((recorded.versions[version]?.baseUrl ?? null) !== baseUrl) {
          const { baseUrl: _old, ...rest } = recorded.versions[version] ?? {};
          writeState(store, name, { ...recorded, versions: { ...recorded.versions, [version]: baseUrl ? { ...rest, baseUrl } : rest } });
        }
        const state = doPromote ? promote(store, name, version) : readState(store, name);
        const removed = planPrune(store, name, keep, { bucket: Boolean(bucket) });
        return { state: readState(store, name), promoted: state.current === version, removed };
      },
      { owners: true },
    )
    .catch(async (e) => {
      // Refused inside the lock: what this deploy copied and uploaded is named by no record — it goes.
      if (discardUnrecorded(store, name, version, copiedHere) && bucket && !record) await deleteVersion(bucket, name, version).catch(() => {});
      throw e;
    });
  removeVersions(store, name, result.removed);
  // deploy --keep prunes the bucket too, like prune.
  if (bucket) for (const old of result.removed) await deleteVersion(bucket, name, old);
  return { version, ...result, forced: force && !alreadyPassed, baseUrl };
}

/** The command line: resolves to the exit code (0; 1 refused or failed; 2 a usage error or a bad version). */
export async function run(argv, { env = process.env, log = console.log, error = console.error, check, openLedger = databaseLedger } = {}) {
  let store;
  let ledger;
  try {
    const { command, name, opts } = parse(argv);
    store = deployDir(env);
    ledger = await openLedger(store, env);
    useLedger(store, ledger);
    if (command === 'deploy') {
      const folder = remoteFolder(name, env);
      const from = opts.from ? fromRoot(opts.from) : join(folder, 'dist');
      const packageVersion = readJson(join(folder, 'package.json'))?.version ?? '0.0.0'; // a remote built elsewhere: the hash alone tells versions apart
      if (!opts.force && !check) log(`${name}: checking the build at ${from} (contract check; a minute at most)`);
      const result = await deploy(store, name, from, { promote: opts.promote, keep: opts.keep, packageVersion, force: opts.force, env, check, warn: error });
      log(`${name}: deployed ${result.version}${result.promoted ? ' (current)' : ''}${result.forced ? ' (forced)' : ''}`);
      if (result.baseUrl) log(`${name}: ${result.version} is served from ${result.baseUrl}`);
      if (result.removed.length > 0) log(`${name}: removed old versions ${result.removed.join(', ')}`);
    } else if (command === 'promote') {
      await ledger.exclusive([name], async () => promote(store, name, opts.version));
      log(`${name}: ${opts.version} is current`);
    } else if (command === 'rollback') {
      const state = await ledger.exclusive([name], async () => rollback(store, name));
      log(`${name}: rolled back to ${state.current}`);
    } else if (command === 'mark-bad') {
      const { current } = await ledger.exclusive([name], async () => markBad(store, name, opts.version, opts.reason));
      log(`${name}: ${opts.version} marked bad${opts.reason ? ` (${opts.reason})` : ''}`);
      if (current) error(`WARNING: ${name} ${opts.version} is still live (current): run \`npm run remote -- rollback ${name}\``);
    } else if (command === 'prune') {
      const bucket = bucketTarget(env);
      const removed = await ledger.exclusive([name], async () => planPrune(store, name, opts.keep, { bucket: Boolean(bucket) }));
      removeVersions(store, name, removed);
      for (const version of removed) if (bucket) await deleteVersion(bucket, name, version);
      log(removed.length > 0 ? `${name}: removed ${removed.join(', ')}${bucket ? ` (local folder and ${bucket.publicUrl})` : ''}` : `${name}: nothing to remove (keeping ${opts.keep})`);
    } else {
      const lines = listLines(store, name);
      if (lines.length === 0) log(`${name}: no versioned deploy (the API serves ${join(remoteFolder(name, env), 'dist')})`);
      for (const line of lines) log(line);
    }
    await ledger.flush();
    for (const file of ledger.imported) log(`${name}: imported ${file} into the database (the file is no longer read)`);
    return 0;
  } catch (e) {
    if (e instanceof DeployRefused) {
      error(e.message);
      return 1;
    }
    error(e instanceof UsageError ? e.message : e);
    return e instanceof UsageError ? 2 : 1;
  } finally {
    if (store) useLedger(store, null);
    await ledger?.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await run(process.argv.slice(2));
