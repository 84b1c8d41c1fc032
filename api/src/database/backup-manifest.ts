import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseConfig } from '../config/app-config';

/**
 * The backup folder's layout and its manifest (docs/operations.md, "Back up and restore"). A backup
 * folder holds:
 *   manifest.json      what restore checks: engine, migrations applied, rows per table, files
 *   database.sqlite    SQLite: a consistent copy made with SQLite's online backup (the site may run)
 *   database.sql       MySQL/MariaDB: `mariadb-dump --single-transaction` (one consistent snapshot)
 *   files/uploads/…    <DATA_DIR>/uploads (public photos and private originals, attachments);
 *                      not copied when uploads live in S3 (use bucket versioning, see the docs)
 *   files/secrets/…    <DATA_DIR>/secrets (the key that signs unsubscribe links already mailed)
 *   files.sha256       one `<sha256>  <path>` line per file (readable by `sha256sum -c`)
 */

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const CHECKSUMS_FILE = 'files.sha256';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'sqlite' | 'mysql';
  /** Where it was taken from (no password). */
  source: string;
  /** The database file of the backup folder and its sha256. */
  database: { file: string; sha256: string; bytes: number };
  /** Names of the migrations applied, in order. */
  migrations: string[];
  /** Rows per table (every table, the migrations table included). */
  tables: Record<string, number>;
  /** Files copied from DATA_DIR; `uploads: 's3'` when the uploads are in a bucket (not copied). */
  files: { count: number; bytes: number; uploads: 'local' | 's3' };
}

/** What the backup and restore commands need of the configuration. */
export interface BackupTarget {
  database: DatabaseConfig;
  dataDir: string;
  /** Uploads in S3 (S3_BUCKET set): they are neither copied nor restored. */
  s3Bucket: string | null;
}

/** A refusal or failure with a message meant for the operator (the CLI prints it, exit status 1). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type Log = (line: string) => void;

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${join(dir, MANIFEST_FILE)} cannot be read: ${dir} is not a backup made by "npm run backup".`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest?.format !== 1 || !manifest.database?.file || !manifest.tables) {
    throw new BackupError(`${join(dir, MANIFEST_FILE)} is not a manifest this version can read.`);
  }
  return manifest;
}
