import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { createAttachmentsTable, columnCharsets, columnForeignKey, createTable, dropTables, idColumn, messageColumns, statusColumns, timestampColumns } from '../schema-helpers';

/**
 * The consulting service (airyflow, docs/consulting.md):
 * - `consulting_requests`: a user's request (the form of /airyflow/post), its status and version
 *   (optimistic lock of the staff moves); unique (user_id, client_id) makes a re-sent form one request;
 * - `consulting_threads`: a conversation of one user with the operator, about a property (a request's
 *   thread, or one started from a listing) or a public Q&A answer; unique (user_id, subject_key): one
 *   thread per request / listing / Q&A and user, whatever API instance takes the first message;
 * - `consulting_messages`: idempotent by (thread_id, sender_id, client_id); `read_at` set when the
 *   other side (the user, or any staff member) read it;
 * - `consulting_attachments`: files of a message (stored like the deal attachments, outside the
 *   public uploads).
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class Consulting1763910000031 implements MigrationInterface {
  name = 'Consulting1763910000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii } = columnCharsets(queryRunner);

    await createTable(queryRunner, 'consulting_requests', {
      columns: [
        idColumn(),
        { name: 'user_id', type: 'int' },
        ...statusColumns(ascii, 'received'),
        { name: 'requester_type', type: 'varchar', length: '16', ...ascii },
        { name: 'property_id', type: 'int', isNullable: true },
        { name: 'prefecture_code', type: 'varchar', length: '2', isNullable: true, ...ascii },
        { name: 'place', type: 'varchar', length: '100', isNullable: true, ...utf8 },
        { name: 'property_description', type: 'text', isNullable: true, ...utf8 },
        { name: 'property_label', type: 'varchar', length: '200', ...utf8 },
        { name: 'problem', type: 'text', ...utf8 },
        { name: 'timing', type: 'varchar', length: '16', ...ascii },
        { name: 'phone', type: 'varchar', length: '24', isNullable: true, ...ascii },
        { name: 'client_id', type: 'varchar', length: '64', ...ascii },
        ...timestampColumns(),
      ],
      indices: [
        new TableIndex({ name: 'UQ_consulting_requests_client', columnNames: ['user_id', 'client_id'], isUnique: true }),
        new TableIndex({ name: 'IDX_consulting_requests_status', columnNames: ['status', 'id'] }),
      ],
      foreignKeys: [
        columnForeignKey('consulting_requests', 'user_id', 'users'),
        columnForeignKey('consulting_requests', 'property_id', 'properties', 'SET NULL'),
      ],
    });

    await createTable(queryRunner, 'consulting_threads', {
      columns: [
        idColumn(),
        { name: 'user_id', type: 'int' },
        { name: 'type', type: 'varchar', length: '16', ...ascii },
        { name: 'subject_id', type: 'int', isNullable: true },
        { name: 'subject_key', type: 'varchar', length: '40', ...ascii },
        { name: 'request_id', type: 'int', isNullable: true },
        { name: 'title', type: 'varchar', length: '200', ...utf8 },
        { name: 'last_message_at', type: 'datetime', isNullable: true },
        { name: 'last_message_body', type: 'varchar', length: '400', isNullable: true, ...utf8 },
        { name: 'last_message_from_operator', type: 'boolean', default: 0 },
        ...timestampColumns(),
      ],
      indices: [
        new TableIndex({ name: 'UQ_consulting_threads_subject', columnNames: ['user_id', 'subject_key'], isUnique: true }),
        new TableIndex({ name: 'IDX_consulting_threads_updated', columnNames: ['updated_at', 'id'] }),
      ],
      foreignKeys: [
        columnForeignKey('consulting_threads', 'user_id', 'users'),
        columnForeignKey('consulting_threads', 'request_id', 'consulting_requests', 'SET NULL'),
      ],
    });

    await createTable(queryRunner, 'consulting_messages', {
      columns: [
        idColumn(),
        { name: 'thread_id', type: 'int' },
        { name: 'kind', type: 'varchar', length: '8', default: "'text'", ...ascii },
        { name: 'from_operator', type: 'boolean', default: 0 },
        { name: 'sender_id', type: 'int', isNullable: true },
        ...messageColumns({ utf8, ascii }, { status: { length: 16, charset: ascii }, createdSetOnInsert: true }),
      ],
      indices: [
        new TableIndex({ name: 'IDX_consulting_messages_thread', columnNames: ['thread_id', 'id'] }),
        new TableIndex({ name: 'IDX_consulting_messages_unread', columnNames: ['thread_id', 'from_operator', 'read_at'] }),
        new TableIndex({ name: 'UQ_consulting_messages_client', columnNames: ['thread_id', 'sender_id', 'client_id'], isUnique: true }),
      ],
      foreignKeys: [columnForeignKey('consulting_messages', 'thread_id', 'consulting_threads')],
    });

    await createAttachmentsTable(queryRunner, { utf8, ascii }, 'consulting_attachments', {
      messagesTable: 'consulting_messages',
      threadColumn: 'thread_id',
      mimeLength: 64,
      storageKeyLength: 200,
      createdSetOnInsert: true,
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'consulting_attachments', 'consulting_messages', 'consulting_threads', 'consulting_requests');
  }
}
