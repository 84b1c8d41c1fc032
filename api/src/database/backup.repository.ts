import { createConnection, type Connection } from 'mysql2/promise';
import type { DatabaseConfig, MysqlDatabaseConfig } from '../config/app-config';

/**
 * The SQL of the backup and restore commands (backup.ts): rows per table, the migrations applied,
 * and clearing a MySQL/MariaDB schema before a dump is loaded into it. These commands run without
 * the API (no TypeORM DataSource): SQLite through better-sqlite3 directly, MySQL/MariaDB through one
 * mysql2 connection.
 */

/** The part of better-sqlite3 used here (the package ships no types; TypeORM loads it the same way). */
export interface SqliteDatabase {
  prepare(sql: string): { all(): unknown[]; get(): unknown };
  /** SQLite's online backup API into `destination` (a file path); `progress` returns the pages of the next step. */
  backup(destination: string, options?: { progress?: () => number }): Promise<unknown>;
  close(): void;
}
type SqliteOpen = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => SqliteDatabase;
export const SqliteFile = require('better-sqlite3') as SqliteOpen;

/** Rows per table and the migrations applied. */
export interface DatabaseState {
  tables: Record<string, number>;
  migrations: string[];
}

// --- SQLite ------------------------------------------------------------------------------------

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

/** Rows per table and migrations of an open SQLite database. */
export function sqliteState(db: SqliteDatabase): DatabaseState {
  return { tables: sqliteCounts(db), migrations: sqliteMigrations(db) };
}

/** Sets the journal mode of an open SQLite database ('DELETE' for a self-contained copy, 'WAL' as the API runs it). */
export function setJournalMode(db: SqliteDatabase, mode: 'DELETE' | 'WAL'): void {
  db.prepare(`PRAGMA journal_mode = ${mode}`).get();
}

// --- MySQL / MariaDB ---------------------------------------------------------------------------

const quoteName = (name: string) => `\`${name.replace(/`/g, '``')}\``;

export async function withMysql<T>(db: MysqlDatabaseConfig, fn: (conn: Connection) => Promise<T>): Promise<T> {
  const conn = await createConnection({ host: db.host, port: db.port, user: db.username, password: db.password, connectTimeout: 5000 });
  try {
    return await fn(conn);
  } finally {
    await conn.end();
  }
}

async function schemaExists(conn: Connection, database: string): Promise<boolean> {
  const [found] = await conn.query('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [database]);
  return (found as unknown[]).length > 0;
}

async function mysqlCounts(conn: Connection, database: string): Promise<Record<string, number>> {
  const [tables] = await conn.query(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`, [
    database,
  ]);
  const counts: Record<string, number> = {};
  for (const { name } of tables as { name: string }[]) {
    const [rows] = await conn.query(`SELECT COUNT(*) AS n FROM ${quoteName(database)}.${quoteName(name)}`);
    counts[name] = Number((rows as { n: number }[])[0].n);
  }
  return counts;
}

/** Names of the migrations applied to `database`, in order ([] without a migrations table). */
export async function mysqlMigrations(conn: Connection, database: string): Promise<string[]> {
  const [found] = await conn.query(`SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'migrations'`, [database]);
  if ((found as unknown[]).length === 0) return [];
  const [rows] = await conn.query(`SELECT name FROM ${quoteName(database)}.migrations ORDER BY id`);
  return (rows as { name: string }[]).map((r) => r.name);
}

/**
 * Makes `database` an empty schema for a dump to be loaded into: created when missing (only then:
 * an application user may lack the right to CREATE DATABASE), otherwise every table and view dropped
 * (tables the dump does not have, added by later migrations, would be left behind).
 */
export async function emptyMysqlSchema(db: MysqlDatabaseConfig): Promise<void> {
  await withMysql(db, async (conn) => {
    if (!(await schemaExists(conn, db.database))) {
      await conn.query(`CREATE DATABASE ${quoteName(db.database)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
    await conn.query(`USE ${quoteName(db.database)}`);
    const [tables] = await conn.query(`SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?`, [db.database]);
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name, type } of tables as { name: string; type: string }[]) {
      await conn.query(`DROP ${type === 'VIEW' ? 'VIEW' : 'TABLE'} ${quoteName(name)}`);
    }
    await conn.query('SET FOREIGN_KEY_CHECKS = 1');
  });
}

// --- Both engines ------------------------------------------------------------------------------

/** Rows per table and migrations of the configured database (a missing MySQL schema has none). */
export async function currentState(db: DatabaseConfig): Promise<DatabaseState> {
  if (db.type === 'better-sqlite3') {
    const conn = new SqliteFile(db.file, { readonly: true, fileMustExist: true });
    try {
      return sqliteState(conn);
    } finally {
      conn.close();
    }
  }
  return withMysql(db, async (conn) => {
    if (!(await schemaExists(conn, db.database))) return { tables: {}, migrations: [] };
    return { tables: await mysqlCounts(conn, db.database), migrations: await mysqlMigrations(conn, db.database) };
  });
}
