import { type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions';
import type { TableOptions } from 'typeorm/schema-builder/options/TableOptions';

/**
 * What the migrations say alike. Migrations run on existing databases: a helper here must keep
 * producing exactly the schema it produces today (the same columns, names and options on SQLite and
 * MySQL/MariaDB), so change one only together with a new migration, never in place.
 */

type Charset = { charset: string; collation: string } | Record<string, never>;

/**
 * The character sets of text columns. On MySQL/MariaDB every text column names its charset
 * explicitly (whatever the database default); SQLite has none, so each is empty there.
 */
export interface ColumnCharsets {
  mysql: boolean;
  /** Text people write: utf8mb4, compared with utf8mb4_unicode_ci. */
  utf8: Charset;
  /** utf8mb4 compared byte for byte (normalised search text, keys with any character). */
  bin: Charset;
  /** Codes, hashes, kinds and storage keys: ASCII compared byte for byte. */
  ascii: Charset;
  /** A long text: MEDIUMTEXT on MySQL (30,000 characters of 4 bytes do not fit TEXT's 64 KB). */
  long: 'mediumtext' | 'text';
}

export function columnCharsets(queryRunner: QueryRunner): ColumnCharsets {
  const mysql = queryRunner.connection.driver.options.type === 'mysql';
  const charset = (name: string, collation: string): Charset => (mysql ? { charset: name, collation } : {});
  return {
    mysql,
    utf8: charset('utf8mb4', 'utf8mb4_unicode_ci'),
    bin: charset('utf8mb4', 'utf8mb4_bin'),
    ascii: charset('ascii', 'ascii_bin'),
    long: mysql ? 'mediumtext' : 'text',
  };
}

/** `string(name, length, extra)`: a VARCHAR column of `length` characters in `charset` (`extra` may override it). */
export function varcharColumns(charset: Charset) {
  return (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
    name,
    type: 'varchar',
    length: String(length),
    ...charset,
    ...extra,
  });
}

/** The auto-increment integer primary key `id`. */
export function idColumn(): TableColumnOptions {
  return { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

export type OnDelete = 'CASCADE' | 'RESTRICT' | 'SET NULL';

/** A foreign key from `column` to `referencedTable.id`. */
export function foreignKey(name: string, column: string, referencedTable: string, onDelete: OnDelete = 'CASCADE'): TableForeignKey {
  return new TableForeignKey({ name, columnNames: [column], referencedTableName: referencedTable, referencedColumnNames: ['id'], onDelete });
}

/** `FK_<table>_<column>` from `column` to `referencedTable.id`. */
export function columnForeignKey(table: string, column: string, referencedTable: string, onDelete: OnDelete = 'CASCADE'): TableForeignKey {
  return foreignKey(`FK_${table}_${column}`, column, referencedTable, onDelete);
}

/** `FK_<table>_user`: `user_id` to `users.id`, deleted with the user. */
export function userForeignKey(table: string): TableForeignKey {
  return foreignKey(`FK_${table}_user`, 'user_id', 'users');
}

/** A `datetime` column; `setOnInsert`: the database fills it (DEFAULT CURRENT_TIMESTAMP). */
export function datetimeColumn(name: string, setOnInsert = false): TableColumnOptions {
  return setOnInsert ? { name, type: 'datetime', default: 'CURRENT_TIMESTAMP' } : { name, type: 'datetime' };
}

/** `created_at` and `updated_at`; `setOnInsert`: the database fills both (DEFAULT CURRENT_TIMESTAMP). */
export function timestampColumns(setOnInsert = true): TableColumnOptions[] {
  return [datetimeColumn('created_at', setOnInsert), datetimeColumn('updated_at', setOnInsert)];
}

/** NOT NULL `int` columns without a default, in order (the ids a row refers to). */
export function intColumns(...names: string[]): TableColumnOptions[] {
  return names.map((name) => ({ name, type: 'int' }));
}

/** A row moved through a workflow by staff: its ASCII `status` (starting at `initial`) and its optimistic-lock `version`. */
export function statusColumns(ascii: Charset, initial: string): TableColumnOptions[] {
  return [
    { name: 'status', type: 'varchar', length: '16', default: `'${initial}'`, ...ascii },
    { name: 'version', type: 'int', default: 1 },
  ];
}

/**
 * The end of a message in a thread: its text, the status change it records (`status`: the length and
 * charset of `status_from` / `status_to`; none: the thread has no statuses), the sender's
 * idempotency key `client_id`, when it was written (`createdSetOnInsert`: by the database) and read.
 */
export function messageColumns(
  charsets: Pick<ColumnCharsets, 'utf8' | 'ascii'>,
  options: { status?: { length: number; charset: Charset }; createdSetOnInsert: boolean },
): TableColumnOptions[] {
  const status = options.status;
  return [
    { name: 'body', type: 'text', ...charsets.utf8 },
    ...(status
      ? ['status_from', 'status_to'].map((name) => ({ name, type: 'varchar', length: String(status.length), isNullable: true, ...status.charset }))
      : []),
    { name: 'client_id', type: 'varchar', length: '64', isNullable: true, ...charsets.ascii },
    datetimeColumn('created_at', options.createdSetOnInsert),
    { name: 'read_at', type: 'datetime', isNullable: true },
  ];
}

/**
 * Creates the table `table` of files attached to the messages of `messagesTable` (stored outside the
 * public uploads): the message and its thread (`threadColumn`, a foreign key to `threadTable` if
 * given), the file's name, type and size, where it is stored and when it was added; indexed by message.
 */
export async function createAttachmentsTable(
  queryRunner: QueryRunner,
  charsets: Pick<ColumnCharsets, 'utf8' | 'ascii'>,
  table: string,
  options: {
    messagesTable: string;
    threadColumn: string;
    threadTable?: string;
    mimeLength: number;
    storageKeyLength: number;
    createdSetOnInsert: boolean;
  },
): Promise<void> {
  const { threadColumn, threadTable } = options;
  await createTable(queryRunner, table, {
    columns: [
      idColumn(),
      ...intColumns('message_id', threadColumn),
      { name: 'name', type: 'varchar', length: '255', ...charsets.utf8 },
      { name: 'mime', type: 'varchar', length: String(options.mimeLength), ...charsets.ascii },
      { name: 'size', type: 'int' },
      { name: 'storage_key', type: 'varchar', length: String(options.storageKeyLength), ...charsets.ascii },
      datetimeColumn('created_at', options.createdSetOnInsert),
    ],
    indices: [new TableIndex({ name: `IDX_${table}_message`, columnNames: ['message_id'] })],
    foreignKeys: [
      columnForeignKey(table, 'message_id', options.messagesTable),
      ...(threadTable ? [columnForeignKey(table, threadColumn, threadTable)] : []),
    ],
  });
}

/** Creates the table `name` with its columns, indices and foreign keys. */
export async function createTable(queryRunner: QueryRunner, name: string, table: Omit<TableOptions, 'name'>): Promise<void> {
  await queryRunner.createTable(new Table({ name, ...table }));
}

/** Drops `tables` in the order given (dependent tables first). */
export async function dropTables(queryRunner: QueryRunner, ...tables: string[]): Promise<void> {
  for (const table of tables) await queryRunner.dropTable(table);
}
