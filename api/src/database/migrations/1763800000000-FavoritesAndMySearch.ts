import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { columnCharsets, createTable, datetimeColumn, foreignKey, idColumn, intColumns, userForeignKey } from '../schema-helpers';

/**
 * Favourites and the saved my-search params (issue 4):
 * - `favorites`: one row per (user, listing), unique, with the time it was added (the my-page list
 *   is newest first: IDX_favorites_user_created serves it); both sides cascade on delete;
 * - `users.search_params`: the eight search params of the my-search panel as JSON text (null: never saved).
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class FavoritesAndMySearch1763800000000 implements MigrationInterface {
  name = 'FavoritesAndMySearch1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8 } = columnCharsets(queryRunner);

    await createTable(queryRunner, 'favorites', {
      columns: [idColumn(), ...intColumns('user_id', 'property_id'), datetimeColumn('created_at')],
      indices: [
        new TableIndex({ name: 'UQ_favorites_user_property', columnNames: ['user_id', 'property_id'], isUnique: true }),
        new TableIndex({ name: 'IDX_favorites_user_created', columnNames: ['user_id', 'created_at'] }),
        new TableIndex({ name: 'IDX_favorites_property', columnNames: ['property_id'] }),
      ],
      foreignKeys: [
        userForeignKey('favorites'),
        foreignKey('FK_favorites_property', 'property_id', 'properties'),
      ],
    });

    await queryRunner.addColumn('users', new TableColumn({ name: 'search_params', type: 'varchar', length: '512', isNullable: true, ...utf8 }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'search_params');
    await queryRunner.dropTable('favorites');
  }
}
