// Where `npm run remote` keeps each remote's current version, its versions' records and the route
// owners: the database the API uses (DATABASE_URL, default the embedded SQLite file under DATA_DIR),
// through the API's compiled api/dist/remotes/deploy-ledger.js (tables of the RemoteDeploys
// migration). The commands read a snapshot, change it in memory and write what they changed in one
// transaction at the end (a refused deploy writes nothing). Deploys recorded before in
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
  const snapshot = await db.load();
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
      if (!snapshot.remotes[name]) {
        const old = files.readState(name);
        if (old.current || Object.keys(old.versions).length > 0) {
          snapshot.remotes[name] = old;
          dirty.add(name);
          imported.push(join(store, name, 'state.json'));
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
          imported.push(join(store, 'routes.json'));
        }
      }
      return owners === null ? null : { ...owners };
    },
    writeOwners(next) {
      owners = { ...next };
      ownersDirty = true;
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
