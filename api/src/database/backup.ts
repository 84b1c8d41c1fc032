import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeDatabase, type DatabaseConfig } from '../config/app-config';
import { backupFiles, DATA_FOLDERS, fileDigest, listFiles, restoreFiles, verifyFiles } from './backup-files';
import { BackupError, CHECKSUMS_FILE, MANIFEST_FILE, readManifest, type BackupManifest, type BackupTarget, type Log } from './backup-manifest';
import { clientTool, dumpTool, mysqlDump, restoreMysql } from './backup-mysql';
import { backupSqlite, restoreSqlite } from './backup-sqlite';
import { countDumpRows } from './backup-dump-rows';
import { currentState, mysqlMigrations, withMysql } from './backup.repository';

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir> [--force]` (docs/operations.md, "Back up
 * and restore"): the order of the steps and the checks. The folder's layout and manifest are in
 * backup-manifest.ts, the copy of each engine in backup-sqlite.ts and backup-mysql.ts, the files of
 * DATA_DIR in backup-files.ts, the SQL in backup.repository.ts. The database is copied first and the
 * files after, so every file a database row names is there.
 */

export { BackupError, CHECKSUMS_FILE, FILES_DIR, MANIFEST_FILE, readManifest, type BackupManifest, type BackupTarget } from './backup-manifest';
export { countDumpRows, ValuesScanner } from './backup-dump-rows';
export { currentState } from './backup.repository';

// ---------------------------------------------------------------------------------------------
// Backup
// ---------------------------------------------------------------------------------------------

export async function runBackup(target: BackupTarget, dir: string, log: Log = () => undefined): Promise<BackupManifest> {
  // A missing client tool fails before anything is written.
  if (target.database.type === 'mysql') dumpTool();
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new BackupError(`The backup folder ${dir} is not empty: give a new folder (e.g. backups/$(date +%Y-%m-%dT%H%M)).`);
  }
  await mkdir(dir, { recursive: true });
  const started = Date.now();
  const db = target.database;
  let database: BackupManifest['database'];
  let migrations: string[];
  let tables: Record<string, number>;
  if (db.type === 'better-sqlite3') {
    if (!existsSync(db.file)) throw new BackupError(`There is no SQLite database at ${db.file} (check DATABASE_URL and DATA_DIR).`);
    const file = join(dir, 'database.sqlite');
    ({ tables, migrations } = await backupSqlite(db.file, file));
    database = { file: 'database.sqlite', ...(await fileDigest(file)) };
  } else {
    const file = join(dir, 'database.sql');
    await mysqlDump(db, file);
    // Counted in the dump itself: the live tables may already have changed.
    const parsed = await countDumpRows(file);
    if (!parsed.complete) throw new BackupError(`${dumpTool()} did not finish the dump (no "Dump completed" line in ${file}).`);
    tables = parsed.tables;
    migrations = await withMysql(db, async (conn) => mysqlMigrations(conn, db.database));
    database = { file: 'database.sql', ...(await fileDigest(file)) };
  }
  log(`Database ${describeDatabase(db)} saved: ${Object.keys(tables).length} tables, ${sum(Object.values(tables))} rows`);

  const { checksums, bytes } = await backupFiles(target, dir, log);
  await writeFile(join(dir, CHECKSUMS_FILE), checksums.map((l) => `${l}\n`).join(''));
  log(`${checksums.length} files copied (${bytes} bytes)`);

  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: db.type === 'better-sqlite3' ? 'sqlite' : 'mysql',
    source: describeDatabase(db),
    database,
    migrations,
    tables,
    files: { count: checksums.length, bytes, uploads: target.s3Bucket ? 's3' : 'local' },
  };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`Backup written to ${dir} in ${Date.now() - started} ms`);
  return manifest;
}

// ---------------------------------------------------------------------------------------------
// Restore
// ---------------------------------------------------------------------------------------------

export interface RestoreOptions {
  /** Replace a database that holds rows (and the files of DATA_DIR). */
  force?: boolean;
  log?: Log;
}

export async function runRestore(target: BackupTarget, dir: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const manifest = await readManifest(dir);
  const db = target.database;
  if (db.type === 'mysql') clientTool();
  const engine = db.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `This backup is of a ${manifest.engine} database and DATABASE_URL names a ${engine} one (${describeDatabase(db)}); restore it into the same engine.`,
    );
  }
  // Check the backup before touching anything: a damaged or incomplete backup changes nothing.
  const dbFile = join(dir, manifest.database.file);
  const digest = existsSync(dbFile) ? await fileDigest(dbFile) : null;
  if (!digest || digest.sha256 !== manifest.database.sha256) {
    throw new BackupError(`${dbFile} is missing or does not match the manifest (damaged backup); nothing was changed.`);
  }
  const files = await verifyFiles(dir, manifest);

  // Refuse to overwrite data without --force.
  const rows = await existingRows(db);
  const present = await listFiles(target.dataDir, DATA_FOLDERS.filter((f) => !(f === 'uploads' && target.s3Bucket)));
  if (!options.force && (rows.length > 0 || present.length > 0)) {
    const what = [
      rows.length > 0 ? `the database ${describeDatabase(db)} holds rows (${rows.slice(0, 5).map((r) => `${r.table}: ${r.rows}`).join(', ')}${rows.length > 5 ? ', …' : ''})` : null,
      present.length > 0 ? `${target.dataDir} holds ${present.length} files` : null,
    ].filter(Boolean);
    throw new BackupError(
      `Refusing to restore: ${what.join(' and ')}. Restoring replaces all of it with the backup of ${manifest.createdAt}. ` +
        'Stop every API instance, take a backup of the current state if it may be needed, then run the restore again with --force.',
    );
  }

  if (db.type === 'better-sqlite3') await restoreSqlite(db.file, dbFile);
  else await restoreMysql(db, dbFile);
  log(`Database ${describeDatabase(db)} restored from the backup of ${manifest.createdAt}`);

  if (manifest.files.uploads === 's3' || target.s3Bucket) {
    log('Uploads are in S3: not restored by this command (restore the bucket from its versions, docs/operations.md).');
  }
  await restoreFiles(dir, target, files, manifest);
  log(`${files.length} files restored`);

  // The restored database must hold what the manifest says.
  const after = await currentState(db);
  const problems: string[] = [];
  for (const [table, count] of Object.entries(manifest.tables)) {
    if (after.tables[table] !== count) problems.push(`${table}: ${after.tables[table] ?? 'missing'} rows, the backup has ${count}`);
  }
  if (after.migrations.join() !== manifest.migrations.join()) problems.push('the migrations table differs from the backup');
  if (problems.length > 0) throw new BackupError(`The restored database does not match the backup: ${problems.join('; ')}.`);
  log(`Checked: ${Object.keys(manifest.tables).length} tables and ${manifest.migrations.length} migrations as in the backup`);
  return manifest;
}

/** The tables that hold rows, the migrations table aside (a freshly migrated database is empty). */
async function existingRows(db: DatabaseConfig): Promise<{ table: string; rows: number }[]> {
  if (db.type === 'better-sqlite3' && !existsSync(db.file)) return [];
  const { tables } = await currentState(db);
  return Object.entries(tables)
    .filter(([table, rows]) => table !== 'migrations' && rows > 0)
    .map(([table, rows]) => ({ table, rows }));
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
