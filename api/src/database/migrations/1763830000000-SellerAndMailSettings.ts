import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions';
import { createTable, datetimeColumn, dropTables, foreignKey, idColumn, intColumns, userForeignKey } from '../schema-helpers';

/**
 * Seller's my-page and per-user preferences (issues 5 and 6, docs/seller.md):
 * - `user_mail_settings`: the three mail receiving toggles of one user (no row: all on) and when the
 *   new-listings digest last went out;
 * - `user_questionnaires`: one answer per (user, questionnaire type);
 * - `user_tutorials`: tutorials a user has dismissed;
 * - `property_publish_changes`: each change of publication a seller made (who stopped a listing
 *   decides whether the seller may resume it).
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class SellerAndMailSettings1763830000000 implements MigrationInterface {
  name = 'SellerAndMailSettings1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'user_mail_settings', {
      columns: [
        { name: 'user_id', type: 'int', isPrimary: true },
        { name: 'waiting_for_reopening', type: 'boolean', default: 1 },
        { name: 'new_properties', type: 'boolean', default: 1 },
        { name: 'others', type: 'boolean', default: 1 },
        { name: 'last_digest_at', type: 'datetime', isNullable: true },
        datetimeColumn('updated_at', true),
      ],
      foreignKeys: [userForeignKey('user_mail_settings')],
    });

    // One row per (user, type): a questionnaire answered, a tutorial dismissed.
    const perUserAndType: [string, TableColumnOptions[]][] = [
      ['user_questionnaires', [{ name: 'answer', type: 'int' }, datetimeColumn('answered_at')]],
      ['user_tutorials', [datetimeColumn('done_at')]],
    ];
    for (const [table, columns] of perUserAndType) {
      await createTable(queryRunner, table, {
        columns: [{ name: 'user_id', type: 'int', isPrimary: true }, { name: 'type', type: 'int', isPrimary: true }, ...columns],
        foreignKeys: [userForeignKey(table)],
      });
    }

    await createTable(queryRunner, 'property_publish_changes', {
      columns: [
        idColumn(),
        ...intColumns('property_id', 'user_id'),
        { name: 'action', type: 'varchar', length: '32' },
        datetimeColumn('created_at', true),
      ],
      indices: [new TableIndex({ name: 'IDX_property_publish_changes_property', columnNames: ['property_id', 'id'] })],
      foreignKeys: [
        userForeignKey('property_publish_changes'),
        foreignKey('FK_property_publish_changes_property', 'property_id', 'properties'),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'property_publish_changes', 'user_tutorials', 'user_questionnaires', 'user_mail_settings');
  }
}
