import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Saved searches with alerts and feeds (issue 23, docs/search.md "Saved searches"): up to 10 per user,
 * the normalised board query string (unique per user), a name, the daily alert switch, a random feed
 * token (unique) and the time the alert last covered. Cascades with the user. On MySQL every text
 * column is utf8mb4. QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class SavedSearches1764000000090 implements MigrationInterface {
  name = 'SavedSearches1764000000090';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const utf8 = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {};
    const utf8ci = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' } : {};
    await queryRunner.createTable(
      new Table({
        name: 'saved_searches',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '100', ...utf8ci },
          // binary collation: two queries are the same only when byte-equal (the word is part of it)
          { name: 'query', type: 'varchar', length: '512', ...utf8 },
          { name: 'alert', type: 'boolean', default: true },
          { name: 'feed_token', type: 'varchar', length: '64', ...utf8 },
          { name: 'last_notified_at', type: 'datetime' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'UQ_saved_searches_user_query', columnNames: ['user_id', 'query'], isUnique: true }),
          new TableIndex({ name: 'UQ_saved_searches_feed_token', columnNames: ['feed_token'], isUnique: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_saved_searches_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('saved_searches');
  }
}
