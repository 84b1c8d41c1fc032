// Where `npm run remote` keeps each remote's current version, its versions' records and the route
// owners: the database the API uses (DATABASE_URL, default the embedded SQLite file under DATA_DIR),
// through the API's compiled api/dist/remotes/deploy-ledger.js (tables of the RemoteDeploys
// migration). A command that changes a remote's record does it inside `exclusive([name], fn)`: one
// transaction that first takes that remote's row (and the route owners, for a deploy), reads the
// record as committed, runs `fn` on it in memory and writes what it changed; two commands on one
// remote therefore run one after another, whatever machine they run on (a refused deploy writes
// nothing). Deploys recorded before in
// <DEPLOY_DIR>/<name>/state.json and <DEPLOY_DIR>/routes.json are imported the first time the database
// has no record of them; the files are not written any more.
//
// fileLedger keeps the old files: the command's own tests use it (no database needed).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Written to a temporary file and renamed: no reader ever sees half a file. */
export function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function normalState(state) {
  return {
    current: state?.current ?? null,
    history: Array.isArray(state?.history) ? state.history : [],
    versions: state?.versions && typeof state.versions === 'object' ? state.versions : {},
  };
}

/** The state in `<store>/<name>/state.json` and the owners in `<store>/routes.json`. */
export function fileLedger(store) {
  return {
    kind: 'files',
    readState: (name) => normalState(readJson(join(store, name, 'state.json'))),
    writeState: (name, state) => writeJson(join(store, name, 'state.json'), state),
    readOwners: () => {
      const recorded = readJson(join(store, 'routes.json'));
      return recorded?.owners && typeof recorded.owners === 'object' ? recorded.owners : null;
    },
    writeOwners: (owners) => writeJson(join(store, 'routes.json'), { owners }),
    imported: [],
    exclusive: async (_names, fn) => fn(),
    flush: async () => undefined,
    close: async () => undefined,
  };
}

/** The database's record (see above); `api/dist` must be built. */
export async function databaseLedger(store, env = process.env) {
  const compiled = join(root, 'api', 'dist', 'remotes', 'deploy-ledger.js');
  if (!existsSync(compiled)) throw new Error(`${compiled} is missing: build the API first (npm run build -w @akiya/api)`);
  const { openLedgerDatabase } = createRequire(import.meta.url)(compiled);
  const db = await openLedgerDatabase(env);
  let snapshot = await db.load();
  const files = fileLedger(store);
  const dirty = new Set();
  let owners = snapshot.owners;
  let ownersDirty = false;
  const imported = [];
  return {
    kind: 'database',
    describe: db.describe,
    imported,
    readState(name) {
      const known = snapshot.remotes[name];
      // A row without anything recorded (taken by a command that has not written yet) is no record.
      if (!known || (!known.current && known.history.length === 0 && Object.keys(known.versions).length === 0)) {
        const old = files.readState(name);
        if (old.current || Object.keys(old.versions).length > 0) {
          snapshot.remotes[name] = old;
          dirty.add(name);
          if (!imported.includes(join(store, name, 'state.json'))) imported.push(join(store, name, 'state.json'));
        }
      }
      return normalState(structuredClone(snapshot.remotes[name]));
    },
    writeState(name, state) {
      snapshot.remotes[name] = structuredClone(state);
      dirty.add(name);
    },
    readOwners() {
      if (owners === null) {
        const old = files.readOwners();
        if (old) {
          owners = old;
          ownersDirty = true;
          if (!imported.includes(join(store, 'routes.json'))) imported.push(join(store, 'routes.json'));
        }
      }
      return owners === null ? null : { ...owners };
    },
    writeOwners(next) {
      owners = { ...next };
      ownersDirty = true;
    },
    /**
     * Runs `fn` (which reads and writes through this ledger) on the record as committed, holding the
     * rows of `names` (and the route owners with `{ owners: true }`) until what it wrote is committed.
     */
    async exclusive(names, fn, options = {}) {
      return db.exclusive(names, options, async (tx) => {
        snapshot = await tx.load();
        owners = snapshot.owners;
        dirty.clear();
        ownersDirty = false;
        const result = await fn();
        // For the concurrency test only (api/test/remote-ledger-concurrency.e2e-spec.ts): widens the
        // moment between reading the record and writing it, where an unserialised command would lose
        // another's write.
        const hold = Number(env.REMOTE_LEDGER_TEST_HOLD_MS ?? 0);
        if (hold > 0) await new Promise((r) => setTimeout(r, hold));
        if (dirty.size > 0 || ownersDirty) {
          await tx.save(Object.fromEntries([...dirty].map((n) => [n, snapshot.remotes[n]])), ownersDirty ? owners : undefined);
        }
        dirty.clear();
        ownersDirty = false;
        return result;
      });
    },
    async flush() {
      if (dirty.size === 0 && !ownersDirty) return;
      await db.save(Object.fromEntries([...dirty].map((n) => [n, snapshot.remotes[n]])), ownersDirty ? owners : undefined);
      dirty.clear();
      ownersDirty = false;
    },
    close: () => db.close(),
  };
}

const ledgers = new Map();

/** The ledger the commands on `store` use now (the files unless the command line opened the database). */
export function ledgerOf(store) {
  return ledgers.get(store) ?? fileLedger(store);
}

export function useLedger(store, ledger) {
  if (ledger) ledgers.set(store, ledger);
  else ledgers.delete(store);
}
