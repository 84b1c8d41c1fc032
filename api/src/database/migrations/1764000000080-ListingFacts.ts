import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * A listing's facts (docs/posting.md "物件の詳細"): `layout` (間取り, e.g. 4LDK), its number of rooms
 * `layout_rooms` and `nearest_walk_minutes` (the shortest walk of its stations) as columns of their
 * own, the last two for search (rooms_from, walk_to);
 * the rest (交通, 用途地域, 建ぺい率, 容積率, 接道, 設備, 土地権利, 現況) as one JSON text in `facts`.
 * QueryRunner schema API only (SQLite and MySQL/MariaDB); text columns utf8mb4 on MySQL.
 */
export class ListingFacts1764000000080 implements MigrationInterface {
  name = 'ListingFacts1764000000080';

  async up(queryRunner: QueryRunner): Promise<void> {
    // On MySQL every text column is utf8mb4 explicitly, whatever the database default.
    const mysql = queryRunner.connection.options.type === 'mysql';
    const utf8 = mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' } : {};
    await queryRunner.addColumns('properties', [
      new TableColumn({ name: 'layout', type: 'varchar', length: '16', isNullable: true, ...utf8 }),
      new TableColumn({ name: 'layout_rooms', type: 'int', isNullable: true }),
      new TableColumn({ name: 'nearest_walk_minutes', type: 'int', isNullable: true }),
      new TableColumn({ name: 'facts', type: 'text', isNullable: true, ...utf8 }),
    ]);
    await queryRunner.createIndex('properties', new TableIndex({ name: 'IDX_properties_rooms', columnNames: ['layout_rooms'] }));
    await queryRunner.createIndex('properties', new TableIndex({ name: 'IDX_properties_walk', columnNames: ['nearest_walk_minutes'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('properties', 'IDX_properties_walk');
    await queryRunner.dropIndex('properties', 'IDX_properties_rooms');
    await queryRunner.dropColumn('properties', 'facts');
    await queryRunner.dropColumn('properties', 'nearest_walk_minutes');
    await queryRunner.dropColumn('properties', 'layout_rooms');
    await queryRunner.dropColumn('properties', 'layout');
  }
}
