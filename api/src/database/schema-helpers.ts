import { type QueryRunner, TableForeignKey } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions';

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
