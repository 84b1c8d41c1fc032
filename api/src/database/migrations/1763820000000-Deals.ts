import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { createAttachmentsTable, columnCharsets, columnForeignKey, createTable, dropTables, idColumn, intColumns, messageColumns, timestampColumns } from '../schema-helpers';

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

    await createTable(queryRunner, 'contacts', {
      columns: [
        idColumn(),
        ...intColumns('buyer_id', 'seller_id', 'property_id'),
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
        ...timestampColumns(false),
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
    });

    await createTable(queryRunner, 'contact_messages', {
      columns: [
        idColumn(),
        { name: 'contact_id', type: 'int' },
        { name: 'kind', type: 'varchar', length: '16', ...ascii },
        ...intColumns('send_from', 'send_to', 'sender_id', 'recipient_id'),
        ...messageColumns({ utf8, ascii }, { status: { length: 32, charset: utf8 }, createdSetOnInsert: false }),
      ],
      indices: [
        // Paging a thread newest first (WHERE contact_id = ? AND id < ? ORDER BY id DESC).
        new TableIndex({ name: 'IDX_contact_messages_contact_id', columnNames: ['contact_id', 'id'] }),
        // Unread ids of a user (WHERE recipient_id = ? AND read_at IS NULL).
        new TableIndex({ name: 'IDX_contact_messages_unread', columnNames: ['recipient_id', 'read_at', 'contact_id'] }),
        new TableIndex({ name: 'UQ_contact_messages_client', columnNames: ['contact_id', 'sender_id', 'client_id'], isUnique: true }),
      ],
      foreignKeys: [columnForeignKey('contact_messages', 'contact_id', 'contacts')],
    });

    await createAttachmentsTable(queryRunner, { utf8, ascii }, 'message_attachments', {
      messagesTable: 'contact_messages',
      threadColumn: 'contact_id',
      threadTable: 'contacts',
      mimeLength: 100,
      storageKeyLength: 255,
      createdSetOnInsert: false,
    });

    await createTable(queryRunner, 'updated_user_contacts', {
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
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'updated_user_contacts', 'message_attachments', 'contact_messages', 'contacts');
  }
}
