// The state of a remote's versioned deploys (scripts/remote.mjs): its current version, the versions
// promoted in order (history) and each version's record (deployedAt, forced, bad, badReason,
// serverSha256), kept in the ledger of scripts/remote-ledger.mjs (the database, for the command line).
// The version folders themselves are <DEPLOY_DIR>/<name>/<version>/.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ledgerOf } from './remote-ledger.mjs';

export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

export class UsageError extends Error {}

/** `{ current, history, versions }`: versions holds each version's record (deployedAt, forced, bad, badReason). */
export function readState(store, name) {
  return ledgerOf(store).readState(name);
}

export function writeState(store, name, state) {
  ledgerOf(store).writeState(name, state);
}

export const isDeployed = (store, name, version) => VERSION_PATTERN.test(version) && existsSync(join(store, name, version, 'mf-manifest.json'));

/**
 * A version that can be served: its folder is here, or its record names where it is served from (a
 * bucket), so promote and rollback need no copy of the folders on the machine they run on.
 */
export const isServable = (store, name, version, state) => isDeployed(store, name, version) || (VERSION_PATTERN.test(version) && Boolean(state.versions[version]?.baseUrl));

export function versions(store, name) {
  const dir = join(store, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name) && existsSync(join(dir, e.name, 'mf-manifest.json')))
    .map((e) => ({ version: e.name, at: statSync(join(dir, e.name, 'mf-manifest.json')).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.version);
}

/** The version folders here (oldest first), then the versions recorded in a bucket that this machine has no folder of. */
export function knownVersions(store, name, state) {
  const here = versions(store, name);
  const elsewhere = Object.keys(state.versions)
    .filter((v) => !here.includes(v) && VERSION_PATTERN.test(v) && state.versions[v]?.baseUrl)
    .sort((a, b) => String(state.versions[a].deployedAt).localeCompare(String(state.versions[b].deployedAt)));
  return [...here, ...elsewhere];
}

export const badNote = (record) => (record?.badReason ? ` (${record.badReason})` : '');

export function promote(store, name, version) {
  const state = readState(store, name);
  if (!isServable(store, name, version, state)) {
    throw new UsageError(`${name} has no deployed version ${version} (npm run remote -- list ${name})`);
  }
  const record = state.versions[version];
  if (record?.bad) throw new UsageError(`${name} ${version} is marked bad${badNote(record)}: not promoted`);
  if (state.current === version) return state;
  const next = { ...state, current: version, history: [...state.history.filter((v) => v !== version), version] };
  writeState(store, name, next);
  return next;
}

/** The index in `history` rollback goes back to: the latest earlier version on disk and not bad, else -1. */
export function rollbackTarget(store, name, state) {
  for (let i = state.history.length - 2; i >= 0; i -= 1) {
    const v = state.history[i];
    if (v !== state.current && !state.versions[v]?.bad && isServable(store, name, v, state)) return i;
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

/**
 * The oldest versions beyond `keep`, never the current, the previously promoted or the rollback
 * target: dropped from the record here; their folders go with removeVersions once that is written.
 */
export function planPrune(store, name, keep, { bucket = false } = {}) {
  const state = readState(store, name);
  const target = rollbackTarget(store, name, state);
  const protectedVersions = new Set([state.current, ...state.history.slice(-2), ...(target >= 0 ? [state.history[target]] : [])]);
  // deploy --keep: the folders here; prune: also the versions only in the bucket.
  const all = bucket ? knownVersions(store, name, state) : versions(store, name);
  const removed = all.slice(0, Math.max(0, all.length - keep)).filter((v) => !protectedVersions.has(v));
  if (removed.length > 0) {
    const kept = Object.fromEntries(Object.entries(state.versions).filter(([v]) => !removed.includes(v)));
    writeState(store, name, { ...state, history: state.history.filter((v) => !removed.includes(v)), versions: kept });
  }
  return removed;
}

/** After a deploy refused inside the lock: false when a record names the version, else true (its folder removed when the deploy copied it). */
export function discardUnrecorded(store, name, version, copied) {
  if (readState(store, name).versions[version]) return false;
  if (copied) rmSync(join(store, name, version), { recursive: true, force: true });
  return true;
}

export function removeVersions(store, name, removed) {
  for (const version of removed) rmSync(join(store, name, version), { recursive: true, force: true });
}

/** Removes the oldest versions beyond `keep`, never the current, the previously promoted or the rollback target. */
export function prune(store, name, keep) {
  const removed = planPrune(store, name, keep);
  removeVersions(store, name, removed);
  return removed;
}

/** One line per deployed version: `*` current, then `bad (reason)` and `forced` when recorded. */
export function listLines(store, name) {
  const { current, versions: records } = readState(store, name);
  return knownVersions(store, name, { versions: records }).map((v) => {
    const r = records[v] ?? {};
    const marks = [r.bad ? `bad${badNote(r)}` : '', r.forced ? 'forced' : ''].filter(Boolean);
    return `${v === current ? '*' : ' '} ${v}${marks.length > 0 ? `  ${marks.join('  ')}` : ''}`;
  });
}
