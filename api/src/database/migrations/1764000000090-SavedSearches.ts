import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, idColumn, userForeignKey } from '../schema-helpers';

/**
 * Saved searches with alerts and feeds (issue 23, docs/search.md "Saved searches"): up to 10 per user,
 * the normalised board query string (unique per user), a name, the daily alert switch, a random feed
 * token (unique) and the time the alert last covered. Cascades with the user. On MySQL every text
 * column is utf8mb4. QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class SavedSearches1764000000090 implements MigrationInterface {
  name = 'SavedSearches1764000000090';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, bin } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'saved_searches', {
      columns: [
        idColumn(),
        { name: 'user_id', type: 'int' },
        { name: 'name', type: 'varchar', length: '100', ...utf8 },
        // binary collation: two queries are the same only when byte-equal (the word is part of it)
        { name: 'query', type: 'varchar', length: '512', ...bin },
        { name: 'alert', type: 'boolean', default: true },
        { name: 'feed_token', type: 'varchar', length: '64', ...bin },
        { name: 'last_notified_at', type: 'datetime' },
        { name: 'created_at', type: 'datetime' },
      ],
      indices: [
        new TableIndex({ name: 'UQ_saved_searches_user_query', columnNames: ['user_id', 'query'], isUnique: true }),
        new TableIndex({ name: 'UQ_saved_searches_feed_token', columnNames: ['feed_token'], isUnique: true }),
      ],
      foreignKeys: [userForeignKey('saved_searches')],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('saved_searches');
  }
}
