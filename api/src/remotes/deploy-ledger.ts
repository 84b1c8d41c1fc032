import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { connectDataSource, runMigrations } from '../database/data-source';

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

interface DeployRow {
  remote: string;
  current_version: string | null;
  history: string;
}
interface VersionRow {
  remote: string;
  version: string;
  deployed_at: string;
  forced: number | boolean;
  check_failures: string | null;
  bad: number | boolean;
  bad_reason: string | null;
  bad_at: string | null;
  base_url: string | null;
  server_sha256: string | null;
}

function jsonArray(text: string | null): string[] {
  try {
    const v: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export async function loadLedger(ds: DataSource): Promise<Ledger> {
  const deploys: DeployRow[] = await ds.query('SELECT remote, current_version, history FROM remote_deploys');
  const versions: VersionRow[] = await ds.query(
    'SELECT remote, version, deployed_at, forced, check_failures, bad, bad_reason, bad_at, base_url, server_sha256 FROM remote_versions',
  );
  const owners: { pattern: string; remote: string; since: string }[] = await ds.query('SELECT pattern, remote, since FROM remote_route_owners');
  const remotes: Record<string, RemoteState> = {};
  for (const d of deploys) remotes[d.remote] = { current: d.current_version, history: jsonArray(d.history), versions: {} };
  for (const v of versions) {
    remotes[v.remote] ??= { current: null, history: [], versions: {} };
    const record: VersionRecord = { deployedAt: v.deployed_at, forced: Boolean(Number(v.forced)) };
    if (v.check_failures) record.checkFailures = jsonArray(v.check_failures);
    if (Number(v.bad)) Object.assign(record, { bad: true, badReason: v.bad_reason, badAt: v.bad_at });
    if (v.base_url) record.baseUrl = v.base_url;
    if (v.server_sha256) record.serverSha256 = v.server_sha256;
    remotes[v.remote].versions[v.version] = record;
  }
  return {
    remotes,
    owners: owners.length === 0 ? null : Object.fromEntries(owners.map((o) => [o.pattern, { remote: o.remote, since: o.since }])),
  };
}

/** Replaces what is recorded for the given remotes (and the route owners, when given) in one transaction. */
export async function saveLedger(ds: DataSource, remotes: Record<string, RemoteState>, owners?: Record<string, RouteOwner>): Promise<void> {
  const now = new Date().toISOString();
  await ds.transaction(async (m) => {
    for (const [name, state] of Object.entries(remotes)) {
      await m.query('DELETE FROM remote_deploys WHERE remote = ?', [name]);
      await m.query('INSERT INTO remote_deploys (remote, current_version, history, updated_at) VALUES (?, ?, ?, ?)', [
        name,
        state.current,
        JSON.stringify(state.history),
        now,
      ]);
      await m.query('DELETE FROM remote_versions WHERE remote = ?', [name]);
      for (const [version, r] of Object.entries(state.versions)) {
        await m.query(
          'INSERT INTO remote_versions (remote, version, deployed_at, forced, check_failures, bad, bad_reason, bad_at, base_url, server_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            name,
            version,
            r.deployedAt ?? now,
            r.forced ? 1 : 0,
            r.checkFailures?.length ? JSON.stringify(r.checkFailures) : null,
            r.bad ? 1 : 0,
            r.bad ? (r.badReason ?? null) : null,
            r.bad ? (r.badAt ?? now) : null,
            r.baseUrl ?? null,
            r.serverSha256 ?? null,
          ],
        );
      }
    }
    if (owners) {
      await m.query('DELETE FROM remote_route_owners');
      for (const [pattern, o] of Object.entries(owners)) {
        await m.query('INSERT INTO remote_route_owners (pattern, remote, since) VALUES (?, ?, ?)', [pattern, o.remote, o.since]);
      }
    }
  });
}

/**
 * The database of DATABASE_URL (default the embedded SQLite file under DATA_DIR), as the API's,
 * migrated: for the command line.
 */
export async function openLedgerDatabase(env: Record<string, string | undefined> = process.env): Promise<{
  describe: string;
  load(): Promise<Ledger>;
  save(remotes: Record<string, RemoteState>, owners?: Record<string, RouteOwner>): Promise<void>;
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
      const rows: { remote: string; current_version: string; base_url: string | null; server_sha256: string | null }[] = await this.ds.query(
        'SELECT d.remote, d.current_version, v.base_url, v.server_sha256 FROM remote_deploys d LEFT JOIN remote_versions v ON v.remote = d.remote AND v.version = d.current_version WHERE d.current_version IS NOT NULL',
      );
      this.value = new Map(rows.map((r) => [r.remote, { version: r.current_version, baseUrl: r.base_url ?? null, serverSha256: r.server_sha256 ?? null }]));
    } catch (error) {
      this.onError(error);
      this.value ??= new Map();
    }
    this.at = Date.now();
    return this.value;
  }
}
