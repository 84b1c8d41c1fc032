import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { createConnection, type Connection } from 'mysql2/promise';
import { describeDatabase, type DatabaseConfig, type MysqlDatabaseConfig } from '../config/app-config';

/** The part of better-sqlite3 used here (the package ships no types; TypeORM loads it the same way). */
interface SqliteDatabase {
  prepare(sql: string): { all(): unknown[]; get(): unknown };
  /** SQLite's online backup API into `destination` (a file path); `progress` returns the pages of the next step. */
  backup(destination: string, options?: { progress?: () => number }): Promise<unknown>;
  close(): void;
}
type SqliteOpen = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;
const Database = require('better-sqlite3') as SqliteOpen;

/**
 * `npm run backup -- <dir>` and `npm run restore -- <dir> [--force]` (docs/operations.md, "Back up
 * and restore"). A backup folder holds:
 *   manifest.json      what restore checks: engine, migrations applied, rows per table, files
 *   database.sqlite    SQLite: a consistent copy made with SQLite's online backup (the site may run)
 *   database.sql       MySQL/MariaDB: `mariadb-dump --single-transaction` (one consistent snapshot)
 *   files/uploads/…    <DATA_DIR>/uploads (public photos and private originals, attachments);
 *                      not copied when uploads live in S3 (use bucket versioning, see the docs)
 *   files/secrets/…    <DATA_DIR>/secrets (the key that signs unsubscribe links already mailed)
 *   files.sha256       one `<sha256>  <path>` line per file (readable by `sha256sum -c`)
 * The database is copied first and the files after, so every file a database row names is there.
 */

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const CHECKSUMS_FILE = 'files.sha256';
/** A backup step that copies whatever is left (better-sqlite3's largest step). */
const ALL_PAGES = 0x7fffffff;
/** The folders of DATA_DIR a backup holds, in this order. */
const DATA_FOLDERS = ['uploads', 'secrets'] as const;

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

type Log = (line: string) => void;

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
    const source = new Database(db.file, { readonly: true, fileMustExist: true });
    try {
      // SQLite's online backup: a consistent copy even while the site writes to the file. Every page
      // in one step (one read transaction, which in WAL mode blocks no writer): in small steps, each
      // write of another connection restarts the copy, and a busy site would never let it finish.
      await source.backup(file, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    // Counted in the copy itself, so the manifest describes exactly what was saved. The copy leaves
    // WAL mode: a single self-contained file that opens read-only without -wal/-shm beside it.
    const copy = new Database(file);
    try {
      copy.prepare('PRAGMA journal_mode = DELETE').get();
      tables = sqliteCounts(copy);
      migrations = sqliteMigrations(copy);
    } finally {
      copy.close();
    }
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

  const checksums: string[] = [];
  let bytes = 0;
  for (const folder of DATA_FOLDERS) {
    if (folder === 'uploads' && target.s3Bucket) {
      log(`Uploads are in the S3 bucket ${target.s3Bucket}: NOT copied. Keep bucket versioning on (docs/operations.md, "Uploads in S3").`);
      continue;
    }
    const copied = await copyTree(join(target.dataDir, folder), join(dir, FILES_DIR, folder), `${folder}/`);
    for (const f of copied) {
      checksums.push(`${f.sha256}  ${f.path}`);
      bytes += f.bytes;
    }
  }
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

interface FileEntry {
  path: string;
  sha256: string;
  bytes: number;
}

async function verifyFiles(dir: string, manifest: BackupManifest): Promise<FileEntry[]> {
  const text = await readFile(join(dir, CHECKSUMS_FILE), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`${join(dir, CHECKSUMS_FILE)} is missing (damaged backup); nothing was changed.`);
  const entries: FileEntry[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!m || m[2].split('/').includes('..')) throw new BackupError(`${CHECKSUMS_FILE}: unreadable line "${line}"`);
    const digest = await fileDigest(join(dir, FILES_DIR, m[2])).catch(() => null);
    if (!digest || digest.sha256 !== m[1]) {
      throw new BackupError(`${join(FILES_DIR, m[2])} is missing or differs from ${CHECKSUMS_FILE} (damaged backup); nothing was changed.`);
    }
    entries.push({ path: m[2], sha256: m[1], bytes: digest.bytes });
  }
  if (entries.length !== manifest.files.count) {
    throw new BackupError(`${CHECKSUMS_FILE} lists ${entries.length} files, the manifest ${manifest.files.count} (damaged backup); nothing was changed.`);
  }
  return entries;
}

/**
 * Puts the backup's folders in place of DATA_DIR's: each is built beside the live one, then
 * swapped in by renames, so a failure half-way leaves the old folder.
 */
async function restoreFiles(dir: string, target: BackupTarget, files: FileEntry[], manifest: BackupManifest): Promise<void> {
  const stamp = Date.now();
  for (const folder of DATA_FOLDERS) {
    if (folder === 'uploads' && (target.s3Bucket || manifest.files.uploads === 's3')) continue;
    const live = join(target.dataDir, folder);
    const incoming = `${live}.restoring-${stamp}`;
    await mkdir(incoming, { recursive: true });
    for (const f of files.filter((e) => e.path.startsWith(`${folder}/`))) {
      const to = join(incoming, f.path.slice(folder.length + 1));
      await mkdir(dirname(to), { recursive: true });
      await copyFile(join(dir, FILES_DIR, f.path), to);
    }
    const old = `${live}.before-restore-${stamp}`;
    if (existsSync(live)) await rename(live, old);
    await rename(incoming, live);
    if (folder === 'secrets') await chmod(live, 0o700).catch(() => undefined);
    await rm(old, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// SQLite
// ---------------------------------------------------------------------------------------------

function sqliteTables(db: SqliteDatabase): string[] {
  return (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map(
    (r) => r.name,
  );
}

function sqliteCounts(db: SqliteDatabase): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of sqliteTables(db)) counts[t] = (db.prepare(`SELECT COUNT(*) AS n FROM "${t.replace(/"/g, '""')}"`).get() as { n: number }).n;
  return counts;
}

function sqliteMigrations(db: SqliteDatabase): string[] {
  if (!sqliteTables(db).includes('migrations')) return [];
  return (db.prepare('SELECT name FROM migrations ORDER BY id').all() as { name: string }[]).map((r) => r.name);
}

/**
 * Copies the backup into the live file with SQLite's backup API (page by page, in one transaction
 * of the destination), not by replacing the file: its -wal and -shm files stay coherent. The API
 * must be stopped first (docs/operations.md): a running instance would keep serving its caches.
 */
async function restoreSqlite(liveFile: string, backupFile: string): Promise<void> {
  await mkdir(dirname(liveFile), { recursive: true });
  const source = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(liveFile, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // Back to the journal mode the API uses (data-source.ts: enableWAL).
  const live = new Database(liveFile);
  try {
    live.prepare('PRAGMA journal_mode = WAL').get();
  } finally {
    live.close();
  }
}

// ---------------------------------------------------------------------------------------------
// MySQL / MariaDB
// ---------------------------------------------------------------------------------------------

/** The first of `names` found on PATH, or null. */
function which(names: string[]): string | null {
  for (const name of names) {
    for (const folder of (process.env.PATH ?? '').split(delimiter)) {
      if (folder && existsSync(join(folder, name))) return join(folder, name);
    }
  }
  return null;
}

function dumpTool(): string {
  const tool = which(['mariadb-dump', 'mysqldump']);
  if (!tool) {
    throw new BackupError(
      'Neither mariadb-dump nor mysqldump is on PATH: install the MariaDB client (Debian/Ubuntu: apt-get install mariadb-client) and run the backup again.',
    );
  }
  return tool;
}

function clientTool(): string {
  const tool = which(['mariadb', 'mysql']);
  if (!tool) {
    throw new BackupError(
      'Neither mariadb nor mysql (the command-line client) is on PATH: install the MariaDB client (Debian/Ubuntu: apt-get install mariadb-client) and run the restore again.',
    );
  }
  return tool;
}

/**
 * Runs a MariaDB client tool with the connection in a temporary option file (mode 600), so the
 * password never appears in the process list.
 */
async function runClient(tool: string, db: MysqlDatabaseConfig, args: string[], io: { stdin?: string }): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'akiya-db-'));
  const options = join(folder, 'client.cnf');
  const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  await writeFile(
    options,
    `[client]\nhost=${quote(db.host)}\nport=${db.port}\nuser=${quote(db.username)}\n${db.password ? `password=${quote(db.password)}\n` : ''}protocol=TCP\n`,
    { mode: 0o600 },
  );
  try {
    await new Promise<void>((resolveRun, reject) => {
      const child = spawn(tool, [`--defaults-extra-file=${options}`, ...args], { stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      if (io.stdin) createReadStream(io.stdin).on('error', reject).pipe(child.stdin);
      else child.stdin.end();
      child.on('close', (code) => {
        if (code === 0) resolveRun();
        else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
      });
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function mysqlDump(db: MysqlDatabaseConfig, file: string): Promise<void> {
  const args = [
    '--single-transaction', // one consistent InnoDB snapshot, no table locks: the site keeps running
    '--quick',
    '--skip-lock-tables',
    '--no-tablespaces',
    '--hex-blob',
    '--default-character-set=utf8mb4',
    `--result-file=${file}`,
    db.database,
  ];
  await runClient(dumpTool(), db, args, {});
}

async function restoreMysql(db: MysqlDatabaseConfig, dumpFile: string): Promise<void> {
  const tool = clientTool();
  // Tables the dump does not have (added by later migrations) would be left behind: drop them all.
  await withMysql(db, async (conn) => {
    // Created only when missing: an application user may lack the right to CREATE DATABASE.
    const [exists] = await conn.query('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [db.database]);
    if ((exists as unknown[]).length === 0) {
      await conn.query(`CREATE DATABASE \`${db.database.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
    await conn.query(`USE \`${db.database.replace(/`/g, '``')}\``);
    const [tables] = await conn.query(`SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?`, [db.database]);
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name, type } of tables as { name: string; type: string }[]) {
      await conn.query(`DROP ${type === 'VIEW' ? 'VIEW' : 'TABLE'} \`${name.replace(/`/g, '``')}\``);
    }
    await conn.query('SET FOREIGN_KEY_CHECKS = 1');
  });
  await runClient(tool, db, ['--default-character-set=utf8mb4', db.database], { stdin: dumpFile });
}

async function withMysql<T>(db: MysqlDatabaseConfig, fn: (conn: Connection) => Promise<T>): Promise<T> {
  const conn = await createConnection({ host: db.host, port: db.port, user: db.username, password: db.password, connectTimeout: 5000 });
  try {
    return await fn(conn);
  } finally {
    await conn.end();
  }
}

async function mysqlCounts(conn: Connection, database: string): Promise<Record<string, number>> {
  const [tables] = await conn.query(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`, [
    database,
  ]);
  const counts: Record<string, number> = {};
  for (const { name } of tables as { name: string }[]) {
    const [rows] = await conn.query(`SELECT COUNT(*) AS n FROM \`${database.replace(/`/g, '``')}\`.\`${name.replace(/`/g, '``')}\``);
    counts[name] = Number((rows as { n: number }[])[0].n);
  }
  return counts;
}

async function mysqlMigrations(conn: Connection, database: string): Promise<string[]> {
  const [found] = await conn.query(`SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'migrations'`, [database]);
  if ((found as unknown[]).length === 0) return [];
  const [rows] = await conn.query(`SELECT name FROM \`${database.replace(/`/g, '``')}\`.migrations ORDER BY id`);
  return (rows as { name: string }[]).map((r) => r.name);
}

/**
 * Rows per table in a dump: every `CREATE TABLE` names a table, and each `INSERT INTO … VALUES
 * (…),(…);` statement adds its tuples (the `(` at depth 0 outside quoted strings). A statement may
 * span lines (mariadb-dump 10.11 writes one row per line). `complete` is the dump's closing
 * "-- Dump completed" line.
 */
export async function countDumpRows(file: string): Promise<{ tables: Record<string, number>; complete: boolean }> {
  const tables: Record<string, number> = {};
  let complete = false;
  const scanner = new ValuesScanner();
  let table: string | null = null;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    let rest = line;
    if (table === null) {
      const created = /^CREATE TABLE `((?:[^`]|``)+)`/.exec(line);
      if (created) tables[created[1].replace(/``/g, '`')] ??= 0;
      if (line.startsWith('-- Dump completed')) complete = true;
      const insert = /^INSERT INTO `((?:[^`]|``)+)` (?:\([^)]*\) )?VALUES/.exec(line);
      if (!insert) continue;
      table = insert[1].replace(/``/g, '`');
      rest = line.slice(insert[0].length);
    }
    const { tuples, ended } = scanner.scan(rest);
    tables[table] = (tables[table] ?? 0) + tuples;
    if (ended) table = null;
  }
  return { tables: Object.fromEntries(Object.entries(tables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), complete };
}

/** Counts the `(…)` groups of a VALUES list fed piece by piece; strings ('…', \ escapes, '') skipped. */
export class ValuesScanner {
  private depth = 0;
  private inString = false;

  /** `ended`: the statement's closing `;` was in this piece (the scanner is then ready for the next). */
  scan(text: string): { tuples: number; ended: boolean } {
    let tuples = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (this.inString) {
        if (c === '\\') i++;
        else if (c === "'") {
          if (text[i + 1] === "'") i++;
          else this.inString = false;
        }
      } else if (c === "'") this.inString = true;
      else if (c === '(') {
        if (this.depth === 0) tuples++;
        this.depth++;
      } else if (c === ')') this.depth--;
      else if (c === ';' && this.depth === 0) {
        this.depth = 0;
        return { tuples, ended: true };
      }
    }
    return { tuples, ended: false };
  }
}

// ---------------------------------------------------------------------------------------------
// Both engines
// ---------------------------------------------------------------------------------------------

/** The tables that hold rows, the migrations table aside (a freshly migrated database is empty). */
async function existingRows(db: DatabaseConfig): Promise<{ table: string; rows: number }[]> {
  if (db.type === 'better-sqlite3' && !existsSync(db.file)) return [];
  const { tables } = await currentState(db);
  return Object.entries(tables)
    .filter(([table, rows]) => table !== 'migrations' && rows > 0)
    .map(([table, rows]) => ({ table, rows }));
}

export async function currentState(db: DatabaseConfig): Promise<{ tables: Record<string, number>; migrations: string[] }> {
  if (db.type === 'better-sqlite3') {
    const conn = new Database(db.file, { readonly: true, fileMustExist: true });
    try {
      return { tables: sqliteCounts(conn), migrations: sqliteMigrations(conn) };
    } finally {
      conn.close();
    }
  }
  return withMysql(db, async (conn) => {
    const [found] = await conn.query('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [db.database]);
    if ((found as unknown[]).length === 0) return { tables: {}, migrations: [] };
    return { tables: await mysqlCounts(conn, db.database), migrations: await mysqlMigrations(conn, db.database) };
  });
}

async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file under `root` (a missing folder has none), as paths relative to it with `/`. */
async function walk(root: string): Promise<string[]> {
  const out: string[] = [];
  const visit = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, e.name);
      if (e.isDirectory()) await visit(path);
      else if (e.isFile()) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  await visit(root);
  return out;
}

async function listFiles(dataDir: string, folders: readonly string[]): Promise<string[]> {
  const all: string[] = [];
  for (const folder of folders) all.push(...(await walk(join(dataDir, folder))).map((p) => `${folder}/${p}`));
  return all;
}

/** Copies the files under `from` to `to`; a file deleted while copying is skipped. */
async function copyTree(from: string, to: string, prefix: string): Promise<FileEntry[]> {
  const copied: FileEntry[] = [];
  for (const path of await walk(from)) {
    const dest = join(to, path);
    await mkdir(dirname(dest), { recursive: true });
    try {
      await copyFile(join(from, path), dest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const { sha256, bytes } = await fileDigest(dest);
    copied.push({ path: `${prefix}${path}`, sha256, bytes });
  }
  return copied;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

