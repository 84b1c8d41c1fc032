import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { foreignKey, idColumn, userForeignKey } from '../schema-helpers';

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
    await queryRunner.createTable(
      new Table({
        name: 'user_mail_settings',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'waiting_for_reopening', type: 'boolean', default: 1 },
          { name: 'new_properties', type: 'boolean', default: 1 },
          { name: 'others', type: 'boolean', default: 1 },
          { name: 'last_digest_at', type: 'datetime', isNullable: true },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [userForeignKey('user_mail_settings')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'user_questionnaires',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'type', type: 'int', isPrimary: true },
          { name: 'answer', type: 'int' },
          { name: 'answered_at', type: 'datetime' },
        ],
        foreignKeys: [userForeignKey('user_questionnaires')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'user_tutorials',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'type', type: 'int', isPrimary: true },
          { name: 'done_at', type: 'datetime' },
        ],
        foreignKeys: [userForeignKey('user_tutorials')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'property_publish_changes',
        columns: [
          idColumn(),
          { name: 'property_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'action', type: 'varchar', length: '32' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [new TableIndex({ name: 'IDX_property_publish_changes_property', columnNames: ['property_id', 'id'] })],
        foreignKeys: [
          userForeignKey('property_publish_changes'),
          foreignKey('FK_property_publish_changes_property', 'property_id', 'properties'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('property_publish_changes');
    await queryRunner.dropTable('user_tutorials');
    await queryRunner.dropTable('user_questionnaires');
    await queryRunner.dropTable('user_mail_settings');
  }
}
