import type { DataSource, EntityManager } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { connectDataSource, runMigrations } from '../database/data-source';
import { withTransaction } from '../database/sql';
import { DeployLedgerRepository } from './deploy-ledger.repository';

const repository = new DeployLedgerRepository();

/**
 * The record of the remotes' versioned deploys in the database (migration RemoteDeploys, docs/remotes.md):
 * written by `npm run remote` (scripts/remote-ledger.mjs loads the compiled module) and read by every
 * API instance (CurrentVersions, below), so instances agree without a shared disk.
 */
export interface VersionRecord {
  deployedAt: string;
  forced: boolean;
  checkFailures?: string[];
  bad?: boolean;
  badReason?: string | null;
  badAt?: string | null;
  /** Where the version's files are served from (ends with `/`); absent: this API's /remotes/<name>/v/<version>/. */
  baseUrl?: string | null;
  /** sha256 (hex) of the version's server/remote.js; absent: it has none. */
  serverSha256?: string | null;
}

export interface RemoteState {
  current: string | null;
  history: string[];
  versions: Record<string, VersionRecord>;
}

export interface RouteOwner {
  remote: string;
  since: string;
}

/** Everything recorded: each remote with a versioned deploy, and the route owners (null: none recorded yet). */
export interface Ledger {
  remotes: Record<string, RemoteState>;
  owners: Record<string, RouteOwner> | null;
}

function jsonArray(text: string | null): string[] {
  try {
    const v: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export async function loadLedger(m: DataSource | EntityManager): Promise<Ledger> {
  const deploys = await repository.deploys(m);
  const versions = await repository.versions(m);
  const owners = await repository.owners(m);
  const remotes: Record<string, RemoteState> = {};
  for (const d of deploys) remotes[d.remote] = { current: d.current_version, history: jsonArray(d.history), versions: {} };
  for (const v of versions) {
    remotes[v.remote] ??= { current: null, history: [], versions: {} };
    const record: VersionRecord = { deployedAt: v.deployed_at, forced: v.forced };
    if (v.check_failures) record.checkFailures = jsonArray(v.check_failures);
    if (v.bad) Object.assign(record, { bad: true, badReason: v.bad_reason, badAt: v.bad_at });
    if (v.base_url) record.baseUrl = v.base_url;
    if (v.server_sha256) record.serverSha256 = v.server_sha256;
    remotes[v.remote].versions[v.version] = record;
  }
  return {
    remotes,
    owners: owners.length === 0 ? null : Object.fromEntries(owners.map((o) => [o.pattern, { remote: o.remote, since: o.since }])),
  };
}

/** Writes what is recorded for the given remotes (and the route owners, when given) inside the transaction `m`. */
export async function writeLedger(m: EntityManager, remotes: Record<string, RemoteState>, owners?: Record<string, RouteOwner>): Promise<void> {
  const now = new Date().toISOString();
  for (const [name, state] of Object.entries(remotes)) {
    await repository.replaceRemote(m, name, { currentVersion: state.current, history: state.history, updatedAt: now });
    await repository.replaceVersions(
      m,
      name,
      Object.entries(state.versions).map(([version, r]) => ({
        version,
        deployed_at: r.deployedAt ?? now,
        forced: Boolean(r.forced),
        check_failures: r.checkFailures?.length ? JSON.stringify(r.checkFailures) : null,
        bad: Boolean(r.bad),
        bad_reason: r.bad ? (r.badReason ?? null) : null,
        bad_at: r.bad ? (r.badAt ?? now) : null,
        base_url: r.baseUrl ?? null,
        server_sha256: r.serverSha256 ?? null,
      })),
    );
  }
  if (owners) await repository.replaceOwners(m, Object.entries(owners).map(([pattern, o]) => ({ pattern, remote: o.remote, since: o.since })));
}

/** Replaces what is recorded for the given remotes (and the route owners, when given) in one transaction. */
export async function saveLedger(ds: DataSource, remotes: Record<string, RemoteState>, owners?: Record<string, RouteOwner>): Promise<void> {
  await withTransaction(ds, (m) => writeLedger(m, remotes, owners));
}

/** What a command does with the record while it holds its remotes (see `exclusive`). */
export interface LedgerTransaction {
  /** The record as committed before this transaction took its remotes. */
  load(): Promise<Ledger>;
  /** Writes the given remotes (and the route owners, when given); committed when the callback returns. */
  save(remotes: Record<string, RemoteState>, owners?: Record<string, RouteOwner>): Promise<void>;
}

/**
 * Runs `fn` in one transaction that first takes the rows of `remotes` (and the route owners with
 * `owners: true`), so commands on the same remote run one after another: each reads the record
 * another has committed, never a snapshot it is about to overwrite (MySQL/MariaDB: row locks;
 * SQLite: one writer). A deadlock or a busy database runs the whole callback again.
 */
export async function exclusive<T>(ds: DataSource, remotes: string[], options: { owners?: boolean }, fn: (tx: LedgerTransaction) => Promise<T>): Promise<T> {
  return withTransaction(
    ds,
    async (m) => {
      const now = new Date().toISOString();
      for (const name of [...new Set(remotes)].sort()) await repository.lockRemote(m, name, now);
      if (options.owners) await repository.lockOwners(m);
      return fn({ load: () => loadLedger(m), save: (r, o) => writeLedger(m, r, o) });
    },
    { retries: 8, baseDelayMs: 20 },
  );
}

/**
 * The database of DATABASE_URL (default the embedded SQLite file under DATA_DIR), as the API's,
 * migrated: for the command line.
 */
export async function openLedgerDatabase(env: Record<string, string | undefined> = process.env): Promise<{
  describe: string;
  load(): Promise<Ledger>;
  save(remotes: Record<string, RemoteState>, owners?: Record<string, RouteOwner>): Promise<void>;
  exclusive<T>(remotes: string[], options: { owners?: boolean }, fn: (tx: LedgerTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}> {
  const config = loadConfig(env);
  const ds = await connectDataSource(config.database);
  await runMigrations(ds);
  const describe = config.database.type === 'better-sqlite3' ? config.database.file : 'DATABASE_URL';
  return {
    describe,
    load: () => loadLedger(ds),
    save: (remotes, owners) => saveLedger(ds, remotes, owners),
    exclusive: (remotes, options, fn) => exclusive(ds, remotes, options, fn),
    close: () => ds.destroy(),
  };
}

/** What the API needs of a remote's current version. */
export interface CurrentVersion {
  version: string;
  baseUrl: string | null;
  serverSha256: string | null;
}

/**
 * The current version of every remote, read from the database at most once per `ttlMs` (concurrent
 * callers share one query): a promote or rollback on any machine is taken up by every instance
 * within that time. When the database cannot be read, the last answer is kept.
 */
export class CurrentVersions {
  private value: Map<string, CurrentVersion> | null = null;
  private at = 0;
  private reading: Promise<Map<string, CurrentVersion>> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly ttlMs = 500,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async of(name: string): Promise<CurrentVersion | null> {
    return (await this.all()).get(name) ?? null;
  }

  async all(): Promise<Map<string, CurrentVersion>> {
    if (this.value && Date.now() - this.at < this.ttlMs) return this.value;
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<Map<string, CurrentVersion>> {
    try {
      const rows = await repository.currentVersions(this.ds);
      this.value = new Map(rows.map((r) => [r.remote, { version: r.current_version, baseUrl: r.base_url ?? null, serverSha256: r.server_sha256 ?? null }]));
    } catch (error) {
      this.onError(error);
      this.value ??= new Map();
    }
    this.at = Date.now();
    return this.value;
  }
}
