import type { DataSource, EntityManager } from 'typeorm';
import { bool, exec, forUpdate, isUniqueViolation } from '../database/sql';

/**
 * SQL of the remotes' versioned deploys (tables of the RemoteDeploys migration: remote_deploys,
 * remote_versions, remote_route_owners). deploy-ledger.ts keeps the rules and the shapes; the
 * command line (`npm run remote`, through api/dist/remotes/deploy-ledger.js) and every API instance
 * read and write through here.
 */
export interface DeployRow {
  remote: string;
  current_version: string | null;
  history: string;
}

export interface VersionRow {
  remote: string;
  version: string;
  deployed_at: string;
  forced: boolean;
  check_failures: string | null;
  bad: boolean;
  bad_reason: string | null;
  bad_at: string | null;
  base_url: string | null;
  server_sha256: string | null;
}

export interface OwnerRow {
  pattern: string;
  remote: string;
  since: string;
}

export interface CurrentRow {
  remote: string;
  current_version: string;
  base_url: string | null;
  server_sha256: string | null;
}

type Reader = DataSource | EntityManager;

export class DeployLedgerRepository {
  async deploys(m: Reader): Promise<DeployRow[]> {
    return m.query('SELECT remote, current_version, history FROM remote_deploys');
  }

  async versions(m: Reader): Promise<VersionRow[]> {
    const rows: (Omit<VersionRow, 'forced' | 'bad'> & { forced: unknown; bad: unknown })[] = await m.query(
      'SELECT remote, version, deployed_at, forced, check_failures, bad, bad_reason, bad_at, base_url, server_sha256 FROM remote_versions',
    );
    return rows.map((r) => ({ ...r, forced: bool(r.forced), bad: bool(r.bad) }));
  }

  async owners(m: Reader): Promise<OwnerRow[]> {
    return m.query('SELECT pattern, remote, since FROM remote_route_owners');
  }

  /** Every remote's current version with what its record says of where it is served from and its server build. */
  async currentVersions(m: Reader): Promise<CurrentRow[]> {
    return m.query(
      'SELECT d.remote, d.current_version, v.base_url, v.server_sha256 FROM remote_deploys d LEFT JOIN remote_versions v ON v.remote = d.remote AND v.version = d.current_version WHERE d.current_version IS NOT NULL',
    );
  }

  /**
   * Takes the remote's remote_deploys row for the rest of the transaction (an UPDATE of it: a row
   * lock on MySQL/MariaDB, the database's write lock on SQLite), inserting an empty row first for a
   * remote without one. Another command on the same remote waits until this transaction ends.
   */
  async lockRemote(m: EntityManager, remote: string, now: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const { affected } = await exec(m, 'UPDATE remote_deploys SET updated_at = ? WHERE remote = ?', [now, remote]);
      if (affected > 0) return;
      try {
        await exec(m, 'INSERT INTO remote_deploys (remote, current_version, history, updated_at) VALUES (?, NULL, ?, ?)', [remote, '[]', now]);
        return;
      } catch (error) {
        // Another transaction inserted it first: take it with the UPDATE, once that one ends.
        if (attempt > 0 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /** Takes the route owners for the rest of the transaction (SQLite: the write lock lockRemote took already). */
  async lockOwners(m: EntityManager): Promise<void> {
    await m.query(`SELECT pattern FROM remote_route_owners${forUpdate(m)}`);
  }

  async replaceRemote(m: EntityManager, remote: string, row: { currentVersion: string | null; history: string[]; updatedAt: string }): Promise<void> {
    await exec(m, 'DELETE FROM remote_deploys WHERE remote = ?', [remote]);
    await exec(m, 'INSERT INTO remote_deploys (remote, current_version, history, updated_at) VALUES (?, ?, ?, ?)', [
      remote,
      row.currentVersion,
      JSON.stringify(row.history),
      row.updatedAt,
    ]);
  }

  async replaceVersions(m: EntityManager, remote: string, rows: Omit<VersionRow, 'remote'>[]): Promise<void> {
    await exec(m, 'DELETE FROM remote_versions WHERE remote = ?', [remote]);
    for (const r of rows) {
      await exec(
        m,
        'INSERT INTO remote_versions (remote, version, deployed_at, forced, check_failures, bad, bad_reason, bad_at, base_url, server_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [remote, r.version, r.deployed_at, r.forced ? 1 : 0, r.check_failures, r.bad ? 1 : 0, r.bad_reason, r.bad_at, r.base_url, r.server_sha256],
      );
    }
  }

  async replaceOwners(m: EntityManager, owners: OwnerRow[]): Promise<void> {
    await exec(m, 'DELETE FROM remote_route_owners', []);
    for (const o of owners) await exec(m, 'INSERT INTO remote_route_owners (pattern, remote, since) VALUES (?, ?, ?)', [o.pattern, o.remote, o.since]);
  }
}
