import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, dropTables, idColumn, messageColumns, userForeignKey } from '../schema-helpers';

/**
 * Operator ↔ user messages and operator topics (issue 6, docs/deals-ui.md "Messages from the operator"):
 * - `user_messages`: one thread per user with 家いちば事務局 (`from_operator` true: written by staff;
 *   false: the user's reply, idempotent by (user_id, client_id)); `read_at` is set when the user read
 *   an operator message;
 * - `topics`: operator notices shown on the my page.
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class UserMessages1763840000000 implements MigrationInterface {
  name = 'UserMessages1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // On MySQL/MariaDB every text column is utf8mb4 explicitly (whatever the database default); client ids are ASCII.
    const { utf8, ascii } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'user_messages', {
      columns: [
        idColumn(),
        { name: 'user_id', type: 'int' },
        { name: 'from_operator', type: 'boolean', default: 0 },
        ...messageColumns({ utf8, ascii }, { createdSetOnInsert: true }),
      ],
      indices: [
        new TableIndex({ name: 'IDX_user_messages_user', columnNames: ['user_id', 'id'] }),
        new TableIndex({ name: 'UQ_user_messages_client', columnNames: ['user_id', 'client_id'], isUnique: true }),
      ],
      foreignKeys: [userForeignKey('user_messages')],
    });

    await createTable(queryRunner, 'topics', {
      columns: [
        idColumn(),
        { name: 'title', type: 'varchar', length: '200', ...utf8 },
        { name: 'body', type: 'text', ...utf8 },
        { name: 'published_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
      ],
      indices: [new TableIndex({ name: 'IDX_topics_published', columnNames: ['published_at'] })],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'topics', 'user_messages');
  }
}
