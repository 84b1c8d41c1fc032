import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, idColumn } from '../schema-helpers';

/**
 * The mail queue (docs/mail.md): every mail is a row, written in the transaction of the action that
 * causes it, and sent by the worker of any instance that claims it (state pending → sending → sent,
 * or failed after MAIL_QUEUE_MAX_ATTEMPTS). QueryRunner schema API only, so it runs on SQLite and
 * MySQL/MariaDB.
 */
export class MailQueue1764000000050 implements MigrationInterface {
  name = 'MailQueue1764000000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii, long } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'mail_queue', {
      columns: [
        idColumn(),
        { name: 'to_address', type: 'varchar', length: '320', ...utf8 },
        { name: 'kind', type: 'varchar', length: '64', ...ascii },
        { name: 'subject', type: 'varchar', length: '500', ...utf8 },
        { name: 'text', type: long, ...utf8 },
        { name: 'html', type: long, ...utf8 },
        { name: 'state', type: 'varchar', length: '16', default: "'pending'", ...ascii },
        { name: 'attempts', type: 'int', default: 0 },
        { name: 'next_attempt_at', type: 'datetime' },
        { name: 'claimed_by', type: 'varchar', length: '64', isNullable: true, ...ascii },
        { name: 'claimed_at', type: 'datetime', isNullable: true },
        { name: 'last_error', type: 'varchar', length: '500', isNullable: true, ...utf8 },
        { name: 'created_at', type: 'datetime' },
        { name: 'sent_at', type: 'datetime', isNullable: true },
      ],
      indices: [
        new TableIndex({ name: 'IDX_mail_queue_due', columnNames: ['state', 'next_attempt_at'] }),
        new TableIndex({ name: 'IDX_mail_queue_claimed', columnNames: ['state', 'claimed_at'] }),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_queue');
  }
}
