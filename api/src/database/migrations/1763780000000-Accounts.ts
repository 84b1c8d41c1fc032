import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions';
import { columnCharsets, createTable, idColumn, userForeignKey, varcharColumns } from '../schema-helpers';

/**
 * Accounts: registration status, pending email, profile-alert dismissal and password/login times on
 * `users`; `sessions` (keyed by the SHA-256 of the session token) and `user_tokens` (SHA-256 of
 * mailed single-use tokens). QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class Accounts1763780000000 implements MigrationInterface {
  name = 'Accounts1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Hashes and kinds are ASCII compared byte for byte.
    const { utf8, ascii } = columnCharsets(queryRunner);
    const string = varcharColumns(utf8);
    const asciiString = varcharColumns(ascii);
    const datetime = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable });

    await queryRunner.addColumns('users', [
      new TableColumn(string('registration_status', 16, { default: "'registered'" })),
      new TableColumn(string('pending_email', 254, { isNullable: true })),
      new TableColumn(datetime('profile_alert_dismissed_at', true)),
      new TableColumn(datetime('password_changed_at', true)),
      new TableColumn(datetime('last_login_at', true)),
    ]);

    await createTable(queryRunner, 'sessions', {
      columns: [
        asciiString('id', 64, { isPrimary: true }),
        { name: 'user_id', type: 'int' },
        datetime('created_at'),
        datetime('last_seen_at'),
        datetime('expires_at'),
        string('ip', 45, { default: "''" }),
        string('user_agent', 255, { default: "''" }),
        datetime('force_login_expires_at', true),
        { name: 'impersonated_by', type: 'int', isNullable: true },
      ],
      indices: [
        new TableIndex({ name: 'IDX_sessions_user', columnNames: ['user_id'] }),
        new TableIndex({ name: 'IDX_sessions_expires', columnNames: ['expires_at'] }),
      ],
      foreignKeys: [userForeignKey('sessions')],
    });

    await createTable(queryRunner, 'user_tokens', {
      columns: [
        idColumn(),
        { name: 'user_id', type: 'int' },
        asciiString('kind', 16),
        asciiString('token_hash', 64),
        datetime('expires_at'),
        datetime('used_at', true),
        { name: 'payload', type: 'text', isNullable: true, ...utf8 },
        datetime('created_at'),
      ],
      indices: [
        new TableIndex({ name: 'UQ_user_tokens_hash', columnNames: ['token_hash'], isUnique: true }),
        new TableIndex({ name: 'IDX_user_tokens_user', columnNames: ['user_id'] }),
      ],
      foreignKeys: [userForeignKey('user_tokens')],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_tokens', true);
    await queryRunner.dropTable('sessions', true);
    // Plain ALTER TABLE … DROP COLUMN (SQLite ≥ 3.35 and MySQL): TypeORM's SQLite dropColumn rebuilds
    // the table, which fails while listings reference users.
    for (const column of ['last_login_at', 'password_changed_at', 'profile_alert_dismissed_at', 'pending_email', 'registration_status']) {
      await queryRunner.query(`ALTER TABLE users DROP COLUMN ${column}`);
    }
  }
}
