import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, datetimeColumn, dropTables, foreignKey, idColumn, intColumns, timestampColumns, userForeignKey, varcharColumns } from '../schema-helpers';

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
    const string = varcharColumns(utf8);
    // Codes, office contacts and storage paths: ASCII compared byte for byte.
    const asciiString = varcharColumns(ascii);

    await createTable(queryRunner, 'bank_municipalities', {
      columns: [
        idColumn(),
        asciiString('prefecture_code', 2),
        string('name', 50),
        string('bank_name', 100),
        { name: 'terms', type: long, ...utf8 },
        string('office_name', 100),
        asciiString('office_phone', 20),
        asciiString('office_email', 254),
        string('office_hours', 100, { default: "''" }),
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
        asciiString('status', 16, { default: "'draft'" }),
        string('title', 100),
        { name: 'description', type: long, ...utf8 },
        string('district', 150),
        asciiString('deal_type', 8),
        { name: 'price', type: 'bigint', isNullable: true },
        asciiString('land_or_building', 16),
        { name: 'land_area', type: 'decimal', precision: 12, scale: 2, isNullable: true },
        { name: 'building_area', type: 'decimal', precision: 12, scale: 2, isNullable: true },
        { name: 'built_year', type: 'int', isNullable: true },
        string('layout', 40, { default: "''" }),
        string('bank_number', 40, { default: "''" }),
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
        asciiString('path', 255),
        asciiString('card_path', 255),
        asciiString('full_path', 255, { default: "''" }),
        asciiString('storage_stem', 255, { default: "''" }),
        string('comment', 200, { default: "''" }),
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
