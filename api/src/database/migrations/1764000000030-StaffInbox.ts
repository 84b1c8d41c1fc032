import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, datetimeColumn, dropTables, idColumn, intColumns } from '../schema-helpers';

/**
 * The staff inbox (docs/accounts.md "Staff inbox"):
 * - `staff_inbox_items`: one row per contact-form message, republish request and user's reply to an
 *   operator message (`kind`), with its sender (name, email, account if any), the listing it names,
 *   the whole text, and its state (unread / handled, by whom and when). `source_id` is the
 *   `user_messages` row of a user reply (unique, so one reply is one item);
 * - `staff_inbox_replies`: staff answers to an item, as an operator message (`user_message_id`) or a
 *   mail to the sender.
 * Account and listing ids are kept without foreign keys: an item outlives what it names (withdrawal).
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class StaffInbox1764000000030 implements MigrationInterface {
  name = 'StaffInbox1764000000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'staff_inbox_items', {
      columns: [
        idColumn(),
        { name: 'kind', type: 'varchar', length: '16', ...ascii },
        { name: 'category', type: 'varchar', length: '16', isNullable: true, ...ascii },
        { name: 'name', type: 'varchar', length: '100', ...utf8 },
        { name: 'email', type: 'varchar', length: '254', ...utf8 },
        { name: 'user_id', type: 'int', isNullable: true },
        { name: 'property_id', type: 'int', isNullable: true },
        { name: 'source_id', type: 'int', isNullable: true },
        { name: 'body', type: 'text', ...utf8 },
        { name: 'state', type: 'varchar', length: '8', default: "'unread'", ...ascii },
        { name: 'handled_by', type: 'int', isNullable: true },
        { name: 'handled_at', type: 'datetime', isNullable: true },
        datetimeColumn('created_at', true),
      ],
      indices: [
        new TableIndex({ name: 'IDX_staff_inbox_items_created', columnNames: ['created_at', 'id'] }),
        new TableIndex({ name: 'IDX_staff_inbox_items_state', columnNames: ['state', 'created_at'] }),
        new TableIndex({ name: 'IDX_staff_inbox_items_kind', columnNames: ['kind', 'state'] }),
        new TableIndex({ name: 'UQ_staff_inbox_items_source', columnNames: ['kind', 'source_id'], isUnique: true }),
      ],
    });
    await createTable(queryRunner, 'staff_inbox_replies', {
      columns: [
        idColumn(),
        ...intColumns('item_id', 'staff_id'),
        { name: 'channel', type: 'varchar', length: '8', ...ascii },
        { name: 'user_message_id', type: 'int', isNullable: true },
        { name: 'body', type: 'text', ...utf8 },
        datetimeColumn('created_at', true),
      ],
      indices: [new TableIndex({ name: 'IDX_staff_inbox_replies_item', columnNames: ['item_id', 'id'] })],
      foreignKeys: [{ columnNames: ['item_id'], referencedTableName: 'staff_inbox_items', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'staff_inbox_replies', 'staff_inbox_items');
  }
}
