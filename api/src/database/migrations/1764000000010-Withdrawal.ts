import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { columnCharsets } from '../schema-helpers';

/**
 * Withdrawal (退会, docs/accounts.md "退会"): `users.withdrawn_at` (when the account left; null for
 * every other account) and `users.withdrawal_reason` (the optional reason the user gave, for the
 * operator). QueryRunner schema API only (SQLite and MySQL/MariaDB).
 */
export class Withdrawal1764000000010 implements MigrationInterface {
  name = 'Withdrawal1764000000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8 } = columnCharsets(queryRunner);
    await queryRunner.addColumn('users', new TableColumn({ name: 'withdrawn_at', type: 'datetime', isNullable: true }));
    await queryRunner.addColumn('users', new TableColumn({ name: 'withdrawal_reason', type: 'text', isNullable: true, ...utf8 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'withdrawal_reason');
    await queryRunner.dropColumn('users', 'withdrawn_at');
  }
}
