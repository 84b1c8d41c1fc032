import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setJournalMode, SqliteFile, sqliteState, type DatabaseState, type SqliteDatabase } from './backup.repository';

/** SQLite backups with SQLite's online backup API (better-sqlite3's `backup`). */

/** A backup step that copies whatever is left (better-sqlite3's largest step). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live file into `file` and returns what the copy holds. Counted in the copy itself, so
 * the manifest describes exactly what was saved; the copy leaves WAL mode: a single self-contained
 * file that opens read-only without -wal/-shm beside it.
 */
export async function backupSqlite(liveFile: string, file: string): Promise<DatabaseState> {
  await copyPages(liveFile, file);
  return withSqliteFile(file, (copy) => {
    setJournalMode(copy, 'DELETE');
    return sqliteState(copy);
  });
}

/**
 * Copies the backup into the live file with SQLite's backup API (page by page, in one transaction
 * of the destination), not by replacing the file: its -wal and -shm files stay coherent. The API
 * must be stopped first (docs/operations.md): a running instance would keep serving its caches.
 */
export async function restoreSqlite(liveFile: string, backupFile: string): Promise<void> {
  await mkdir(dirname(liveFile), { recursive: true });
  await copyPages(backupFile, liveFile);
  // Back to the journal mode the API uses (data-source.ts: enableWAL).
  await withSqliteFile(liveFile, (live) => setJournalMode(live, 'WAL'));
}

/** Opens `file`, hands it to `use` and closes it again, whatever `use` does. */
async function withSqliteFile<T>(
  file: string,
  use: (db: SqliteDatabase) => T | Promise<T>,
  options?: ConstructorParameters<typeof SqliteFile>[1],
): Promise<T> {
  const db = new SqliteFile(file, options);
  try {
    return await use(db);
  } finally {
    db.close();
  }
}

/**
 * SQLite's online backup of `from` into `to`: a consistent copy even while the site writes to the
 * file. Every page in one step (one read transaction, which in WAL mode blocks no writer): in small
 * steps, each write of another connection restarts the copy, and a busy site would never let it finish.
 */
async function copyPages(from: string, to: string): Promise<void> {
  await withSqliteFile(from, (source) => source.backup(to, { progress: () => ALL_PAGES }), { readonly: true, fileMustExist: true });
}
