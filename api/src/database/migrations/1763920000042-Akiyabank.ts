import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, datetimeColumn, dropTables, foreignKey, idColumn, intColumns, timestampColumns, userForeignKey } from '../schema-helpers';

/**
 * The vacant-house bank (docs/akiyabank.md):
 * - `bank_municipalities`: a partner municipality (自治体) with its bank: name, terms and office contact;
 *   unique per (prefecture, name). A municipality is a partner of its own kind: these tables are
 *   separate from the supporter programme's `partners`.
 * - `bank_members`: the user accounts that manage a municipality's bank; a user belongs to at most one.
 * - `bank_listings`: the bank's listings, `status` draft | published.
 * - `bank_listing_photos`: photos stored through the upload pipeline (public card/detail/full sizes under
 *   `storage_stem`), ordered by `sort`.
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class Akiyabank1763920000042 implements MigrationInterface {
  name = 'Akiyabank1763920000042';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii, long } = columnCharsets(queryRunner);

    await createTable(queryRunner, 'bank_municipalities', {
      columns: [
        idColumn(),
        { name: 'prefecture_code', type: 'varchar', length: '2', ...ascii },
        { name: 'name', type: 'varchar', length: '50', ...utf8 },
        { name: 'bank_name', type: 'varchar', length: '100', ...utf8 },
        { name: 'terms', type: long, ...utf8 },
        { name: 'office_name', type: 'varchar', length: '100', ...utf8 },
        { name: 'office_phone', type: 'varchar', length: '20', ...ascii },
        { name: 'office_email', type: 'varchar', length: '254', ...ascii },
        { name: 'office_hours', type: 'varchar', length: '100', default: "''", ...utf8 },
        ...timestampColumns(),
      ],
      indices: [new TableIndex({ name: 'UQ_bank_municipalities_name', columnNames: ['prefecture_code', 'name'], isUnique: true })],
    });

    await createTable(queryRunner, 'bank_members', {
      columns: [
        idColumn(),
        ...intColumns('municipality_id', 'user_id'),
        datetimeColumn('created_at', true),
      ],
      indices: [
        new TableIndex({ name: 'UQ_bank_members_user', columnNames: ['user_id'], isUnique: true }),
        new TableIndex({ name: 'IDX_bank_members_municipality', columnNames: ['municipality_id'] }),
      ],
      foreignKeys: [
        foreignKey('FK_bank_members_municipality', 'municipality_id', 'bank_municipalities'),
        userForeignKey('bank_members'),
      ],
    });

    await createTable(queryRunner, 'bank_listings', {
      columns: [
        idColumn(),
        { name: 'municipality_id', type: 'int' },
        { name: 'status', type: 'varchar', length: '16', default: "'draft'", ...ascii },
        { name: 'title', type: 'varchar', length: '100', ...utf8 },
        { name: 'description', type: long, ...utf8 },
        { name: 'district', type: 'varchar', length: '150', ...utf8 },
        { name: 'deal_type', type: 'varchar', length: '8', ...ascii },
        { name: 'price', type: 'bigint', isNullable: true },
        { name: 'land_or_building', type: 'varchar', length: '16', ...ascii },
        { name: 'land_area', type: 'decimal', precision: 12, scale: 2, isNullable: true },
        { name: 'building_area', type: 'decimal', precision: 12, scale: 2, isNullable: true },
        { name: 'built_year', type: 'int', isNullable: true },
        { name: 'layout', type: 'varchar', length: '40', default: "''", ...utf8 },
        { name: 'bank_number', type: 'varchar', length: '40', default: "''", ...utf8 },
        { name: 'published_at', type: 'datetime', isNullable: true },
        ...timestampColumns(),
      ],
      indices: [
        new TableIndex({ name: 'IDX_bank_listings_public', columnNames: ['status', 'published_at', 'id'] }),
        new TableIndex({ name: 'IDX_bank_listings_municipality', columnNames: ['municipality_id', 'status', 'published_at'] }),
      ],
      foreignKeys: [foreignKey('FK_bank_listings_municipality', 'municipality_id', 'bank_municipalities')],
    });

    await createTable(queryRunner, 'bank_listing_photos', {
      columns: [
        idColumn(),
        { name: 'listing_id', type: 'int' },
        { name: 'path', type: 'varchar', length: '255', ...ascii },
        { name: 'card_path', type: 'varchar', length: '255', ...ascii },
        { name: 'full_path', type: 'varchar', length: '255', default: "''", ...ascii },
        { name: 'storage_stem', type: 'varchar', length: '255', default: "''", ...ascii },
        { name: 'comment', type: 'varchar', length: '200', default: "''", ...utf8 },
        { name: 'sort', type: 'int', default: 0 },
        datetimeColumn('created_at', true),
      ],
      indices: [new TableIndex({ name: 'IDX_bank_listing_photos_listing', columnNames: ['listing_id', 'sort'] })],
      foreignKeys: [foreignKey('FK_bank_listing_photos_listing', 'listing_id', 'bank_listings')],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'bank_listing_photos', 'bank_listings', 'bank_members', 'bank_municipalities');
  }
}
