import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnCharsets, columnForeignKey, idColumn } from '../schema-helpers';

/**
 * The deal workflow (issue 6, docs/deals.md):
 * - `contacts`: one enquiry of a buyer on a property (the deal), its contact_status, the optimistic-lock
 *   `version`, the viewing date, the purchase application (JSON text), the last reason, a memo per side,
 *   and the denormalised last message (the list shows it without reading the messages);
 * - `contact_messages`: the thread; `kind` text | status, send_from/send_to party codes (1 buyer,
 *   2 seller) plus the user ids, so unread lists come from one index; client_id unique per (contact,
 *   sender) makes a retried send return the same message;
 * - `message_attachments`: files stored outside the public uploads folder, served only to the two parties;
 * - `updated_user_contacts`: the realtime rows (docs/product.md §3) pushed over SSE and deleted when handled.
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class Deals1763820000000 implements MigrationInterface {
  name = 'Deals1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii } = columnCharsets(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'contacts',
        columns: [
          idColumn(),
          { name: 'buyer_id', type: 'int' },
          { name: 'seller_id', type: 'int' },
          { name: 'property_id', type: 'int' },
          { name: 'contact_status', type: 'varchar', length: '32', ...utf8 },
          { name: 'version', type: 'int', default: 1 },
          { name: 'preview_date', type: 'varchar', length: '10', isNullable: true, ...ascii },
          { name: 'preview_time', type: 'varchar', length: '5', isNullable: true, ...ascii },
          { name: 'application', type: 'text', isNullable: true, ...utf8 },
          { name: 'last_reason', type: 'text', isNullable: true, ...utf8 },
          { name: 'buyer_memo', type: 'text', isNullable: true, ...utf8 },
          { name: 'seller_memo', type: 'text', isNullable: true, ...utf8 },
          { name: 'seller_messaged', type: 'boolean', default: false },
          { name: 'last_message_id', type: 'int', isNullable: true },
          { name: 'last_message_from', type: 'int', isNullable: true },
          { name: 'last_message_at', type: 'datetime', isNullable: true },
          { name: 'last_message_body', type: 'varchar', length: '200', isNullable: true, ...utf8 },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [
          // The list: every contact of a user as buyer, and as seller (per property for the project page).
          new TableIndex({ name: 'IDX_contacts_buyer_property', columnNames: ['buyer_id', 'property_id'] }),
          new TableIndex({ name: 'IDX_contacts_seller_property', columnNames: ['seller_id', 'property_id'] }),
          // "Other open contacts of a property" (closeDeal → 他決) and the property's enquiry count.
          new TableIndex({ name: 'IDX_contacts_property_status', columnNames: ['property_id', 'contact_status'] }),
        ],
        foreignKeys: [
          columnForeignKey('contacts', 'buyer_id', 'users'),
          columnForeignKey('contacts', 'seller_id', 'users'),
          columnForeignKey('contacts', 'property_id', 'properties'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          idColumn(),
          { name: 'contact_id', type: 'int' },
          { name: 'kind', type: 'varchar', length: '16', ...ascii },
          { name: 'send_from', type: 'int' },
          { name: 'send_to', type: 'int' },
          { name: 'sender_id', type: 'int' },
          { name: 'recipient_id', type: 'int' },
          { name: 'body', type: 'text', ...utf8 },
          { name: 'status_from', type: 'varchar', length: '32', isNullable: true, ...utf8 },
          { name: 'status_to', type: 'varchar', length: '32', isNullable: true, ...utf8 },
          { name: 'client_id', type: 'varchar', length: '64', isNullable: true, ...ascii },
          { name: 'created_at', type: 'datetime' },
          { name: 'read_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          // Paging a thread newest first (WHERE contact_id = ? AND id < ? ORDER BY id DESC).
          new TableIndex({ name: 'IDX_contact_messages_contact_id', columnNames: ['contact_id', 'id'] }),
          // Unread ids of a user (WHERE recipient_id = ? AND read_at IS NULL).
          new TableIndex({ name: 'IDX_contact_messages_unread', columnNames: ['recipient_id', 'read_at', 'contact_id'] }),
          new TableIndex({ name: 'UQ_contact_messages_client', columnNames: ['contact_id', 'sender_id', 'client_id'], isUnique: true }),
        ],
        foreignKeys: [columnForeignKey('contact_messages', 'contact_id', 'contacts')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'message_attachments',
        columns: [
          idColumn(),
          { name: 'message_id', type: 'int' },
          { name: 'contact_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '255', ...utf8 },
          { name: 'mime', type: 'varchar', length: '100', ...ascii },
          { name: 'size', type: 'int' },
          { name: 'storage_key', type: 'varchar', length: '255', ...ascii },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'IDX_message_attachments_message', columnNames: ['message_id'] })],
        foreignKeys: [
          columnForeignKey('message_attachments', 'message_id', 'contact_messages'),
          columnForeignKey('message_attachments', 'contact_id', 'contacts'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'updated_user_contacts',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'int' },
          { name: 'contact_id', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'IDX_updated_user_contacts_user', columnNames: ['user_id', 'created_at'] })],
        foreignKeys: [
          columnForeignKey('updated_user_contacts', 'user_id', 'users'),
          columnForeignKey('updated_user_contacts', 'contact_id', 'contacts'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('updated_user_contacts');
    await queryRunner.dropTable('message_attachments');
    await queryRunner.dropTable('contact_messages');
    await queryRunner.dropTable('contacts');
  }
}
