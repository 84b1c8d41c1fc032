import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { columnCharsets, createTable, datetimeColumn, idColumn } from '../schema-helpers';

/**
 * Staff administration (docs/accounts.md, "Staff: users and the audit log"):
 * - `staff_audit_log`: one row per staff action (who, what, on which target, when); append only.
 *   `actor_id` is kept without a foreign key so an entry outlives anything done to the account;
 * - `users.disabled_reason`, `disabled_at`, `disabled_by`: why, when and by which staff account an
 *   account was disabled (cleared when it is enabled again; the history stays in the audit log).
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class StaffAdmin1764000000020 implements MigrationInterface {
  name = 'StaffAdmin1764000000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'staff_audit_log', {
      columns: [
        idColumn(),
        { name: 'actor_id', type: 'int' },
        { name: 'action', type: 'varchar', length: '64', ...ascii },
        { name: 'target_type', type: 'varchar', length: '32', ...ascii },
        { name: 'target_id', type: 'varchar', length: '64', isNullable: true, ...utf8 },
        { name: 'detail', type: 'text', isNullable: true, ...utf8 },
        datetimeColumn('created_at', true),
      ],
      indices: [
        new TableIndex({ name: 'IDX_staff_audit_log_created', columnNames: ['created_at', 'id'] }),
        new TableIndex({ name: 'IDX_staff_audit_log_target', columnNames: ['target_type', 'target_id'] }),
        new TableIndex({ name: 'IDX_staff_audit_log_actor', columnNames: ['actor_id', 'id'] }),
      ],
    });
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'disabled_reason', type: 'varchar', length: '500', isNullable: true, ...utf8 }),
      new TableColumn({ name: 'disabled_at', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'disabled_by', type: 'int', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'disabled_by');
    await queryRunner.dropColumn('users', 'disabled_at');
    await queryRunner.dropColumn('users', 'disabled_reason');
    await queryRunner.dropTable('staff_audit_log');
  }
}
