import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setJournalMode, SqliteFile, sqliteState, type DatabaseState } from './backup.repository';

/** SQLite backups with SQLite's online backup API (better-sqlite3's `backup`). */

/** A backup step that copies whatever is left (better-sqlite3's largest step). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live file into `file` and returns what the copy holds. Counted in the copy itself, so
 * the manifest describes exactly what was saved; the copy leaves WAL mode: a single self-contained
 * file that opens read-only without -wal/-shm beside it.
 */
export async function backupSqlite(liveFile: string, file: string): Promise<DatabaseState> {
  const source = new SqliteFile(liveFile, { readonly: true, fileMustExist: true });
  try {
    // SQLite's online backup: a consistent copy even while the site writes to the file. Every page
    // in one step (one read transaction, which in WAL mode blocks no writer): in small steps, each
    // write of another connection restarts the copy, and a busy site would never let it finish.
    await source.backup(file, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SqliteFile(file);
  try {
    setJournalMode(copy, 'DELETE');
    return sqliteState(copy);
  } finally {
    copy.close();
  }
}

/**
 * Copies the backup into the live file with SQLite's backup API (page by page, in one transaction
 * of the destination), not by replacing the file: its -wal and -shm files stay coherent. The API
 * must be stopped first (docs/operations.md): a running instance would keep serving its caches.
 */
export async function restoreSqlite(liveFile: string, backupFile: string): Promise<void> {
  await mkdir(dirname(liveFile), { recursive: true });
  const source = new SqliteFile(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(liveFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // Back to the journal mode the API uses (data-source.ts: enableWAL).
  const live = new SqliteFile(liveFile);
  try {
    setJournalMode(live, 'WAL');
  } finally {
    live.close();
  }
}
