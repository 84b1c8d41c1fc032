import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Small SQL helpers shared by every repository that writes raw SQL on both engines (SQLite through
 * better-sqlite3, MySQL/MariaDB through mysql2). docs/api-database.md explains the choices.
 */

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  driverError?: { code?: unknown; errno?: unknown; message?: unknown };
}

function codeOf(error: unknown): unknown {
  const e = error as DriverError | null;
  return e?.driverError?.code ?? e?.code;
}

function errnoOf(error: unknown): unknown {
  const e = error as DriverError | null;
  return e?.driverError?.errno ?? e?.errno;
}

/** True for a unique-index (or primary key) violation on MySQL/MariaDB or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True for an InnoDB deadlock (ER_LOCK_DEADLOCK, 1213): the transaction was rolled back. */
export function isDeadlock(error: unknown): boolean {
  return codeOf(error) === 'ER_LOCK_DEADLOCK' || errnoOf(error) === 1213;
}

/**
 * True when the whole transaction may simply be run again: a deadlock, a lock wait timeout
 * (ER_LOCK_WAIT_TIMEOUT, 1205), or SQLite's busy / locked database (another connection writes).
 */
export function isRetryable(error: unknown): boolean {
  if (isDeadlock(error)) return true;
  const code = codeOf(error);
  if (code === 'ER_LOCK_WAIT_TIMEOUT' || errnoOf(error) === 1205) return true;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * A moment as the one UTC datetime literal written into every datetime column by raw SQL:
 * 'YYYY-MM-DD HH:MM:SS.sss', the format TypeORM itself writes for entity columns (so raw and entity
 * writes compare as strings on SQLite). MySQL/MariaDB DATETIME columns keep whole seconds; every
 * reader goes through `isoOf`, which takes both the driver's Date and SQLite's string.
 */
export function sqlTime(date: Date = new Date()): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** A datetime as the drivers return it (mysql2: Date; better-sqlite3: 'YYYY-MM-DD HH:MM:SS[.sss]' in UTC) → ISO. */
export function isoOf(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' && v !== '') {
    const s = v.includes('T') ? v : v.replace(' ', 'T');
    return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s}Z`).toISOString();
  }
  return new Date(0).toISOString();
}

export function isoOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : isoOf(v);
}

/** A nullable datetime column → ISO, '' for NULL (listing rows, whose JSON has '' for an unknown date). */
export function isoOrEmpty(v: unknown): string {
  return v === null || v === undefined || v === '' ? '' : isoOf(v);
}

/** A nullable number column as either driver returns it (mysql2 gives BIGINT and DECIMAL as strings) → number or null. */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A nullable text column → its text, '' for NULL. */
export const textOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A nullable text column → its text or null. */
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A boolean column as either driver returns it (MySQL TINYINT 0/1, SQLite integer, or a boolean). */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** `n` question marks for an IN (…) list. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/**
 * The AND-ed conditions of a query built from optional filters, with their parameters in the order
 * of the placeholders: a filter reads as the list of its columns, and `sql` and `params` cannot
 * drift apart.
 */
export class SqlConditions {
  readonly conditions: string[];
  readonly params: unknown[] = [];

  /** `fixed`: conditions without parameters that always hold (e.g. the published state). */
  constructor(...fixed: string[]) {
    this.conditions = fixed;
  }

  /** Adds a condition with the values of its placeholders. */
  add(condition: string, ...params: unknown[]): this {
    this.conditions.push(condition);
    this.params.push(...params);
    return this;
  }

  /** Adds a one-placeholder condition for a filter that is set (neither undefined nor null). */
  addIfSet(condition: string, value: unknown): this {
    return value === undefined || value === null ? this : this.add(condition, value);
  }

  /** `a AND b`, after a WHERE the query writes itself. */
  get sql(): string {
    return this.conditions.join(' AND ');
  }

  /** `WHERE a AND b`, or nothing without a condition. */
  get where(): string {
    return this.conditions.length ? `WHERE ${this.sql}` : '';
  }
}

/** Runs one write and returns the rows it changed and the new row's id, from either driver. */
export async function exec(m: EntityManager, sql: string, params: unknown[]): Promise<{ affected: number; insertId: number }> {
  const qr = m.queryRunner ?? m.connection.createQueryRunner();
  try {
    const r = await qr.query(sql, params, true);
    const raw = r.raw as unknown;
    const insertId =
      typeof raw === 'number' || typeof raw === 'bigint' ? Number(raw) : Number((raw as { insertId?: number } | null)?.insertId ?? 0);
    return { affected: r.affected ?? 0, insertId };
  } finally {
    if (!m.queryRunner) await qr.release();
  }
}

/** An INSERT of one row from a column → value object; returns the new id. */
export async function insertRow(m: EntityManager, table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const r = await exec(m, `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${placeholders(cols.length)})`, Object.values(values));
  return r.insertId;
}

/** True on MySQL/MariaDB (row locks with SELECT … FOR UPDATE); false on SQLite (one writer at a time). */
export function isMysql(m: EntityManager | DataSource): boolean {
  const ds = 'connection' in m ? m.connection : m;
  return ds.options.type === 'mysql';
}

/** ' FOR UPDATE' on MySQL/MariaDB, '' on SQLite (whose write transaction already excludes other writers). */
export function forUpdate(m: EntityManager): string {
  return isMysql(m) ? ' FOR UPDATE' : '';
}

export interface TransactionOptions {
  /** Extra attempts after a retryable failure (deadlock, lock wait timeout, SQLITE_BUSY). Default 5. */
  retries?: number;
  /** Base of the jittered exponential backoff in ms. Default 10. */
  baseDelayMs?: number;
}

const logger = new Logger('Database');

/**
 * better-sqlite3 has one connection per DataSource and TypeORM turns a transaction started while
 * another is open on it into a savepoint of that one; so this process runs its SQLite transactions
 * one after another (other processes on the same file are kept out by SQLite itself: SQLITE_BUSY, retried).
 */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();
function sqliteTurn<T>(dataSource: DataSource, fn: () => Promise<T>): Promise<T> {
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(fn);
  sqliteQueues.set(dataSource, next);
  return next;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` in one transaction and commits; on a deadlock or another retryable failure the
 * transaction was rolled back as a whole, so it runs again (at most `retries` more times) after a
 * jittered exponential backoff ("full jitter": a random wait up to base·2^attempt). `fn` must have no
 * effect outside the database that a second run would repeat.
 */
export async function withTransaction<T>(dataSource: DataSource, fn: (m: EntityManager) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const retries = options.retries ?? 5;
  const base = options.baseDelayMs ?? 10;
  for (let attempt = 0; ; attempt++) {
    try {
      return await (isMysql(dataSource) ? dataSource.transaction(fn) : sqliteTurn(dataSource, () => dataSource.transaction(fn)));
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      const wait = Math.random() * base * 2 ** attempt;
      logger.debug?.(`transaction retry ${attempt + 1}/${retries} after ${String(codeOf(error))} (${Math.round(wait)} ms)`);
      await sleep(wait);
    }
  }
}
