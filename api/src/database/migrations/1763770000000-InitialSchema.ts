import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm/schema-builder/options/TableColumnOptions';
import { columnCharsets, columnForeignKey, createTable, foreignKey, idColumn, timestampColumns, varcharColumns } from '../schema-helpers';

/**
 * The first schema: reference data, users, listings with images, categories and tags.
 * Written with the QueryRunner schema API only, so the same migration runs on SQLite and on
 * MySQL/MariaDB. On MySQL every text column is utf8mb4 explicitly, whatever the database default.
 */
export class InitialSchema1763770000000 implements MigrationInterface {
  name = 'InitialSchema1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnHelpers(queryRunner);

    await createTable(queryRunner, 'area_categories', {
      columns: [c.id(), c.string('name', 100), c.int('sort', { default: 0 })],
    });

    await createTable(queryRunner, 'categories', {
      columns: [c.id(), c.string('name', 100), c.string('image', 255, { isNullable: true }), c.int('sort', { default: 0 })],
    });

    await createTable(queryRunner, 'tags', {
      columns: [c.id(), c.string('slug', 100), c.string('name', 100), c.string('kind', 16)],
      indices: [new TableIndex({ name: 'UQ_tags_slug', columnNames: ['slug'], isUnique: true })],
    });

    await createTable(queryRunner, 'users', {
      columns: [
        c.id(),
        c.string('email', 254),
        c.string('last_name', 100, { default: "''" }),
        c.string('first_name', 100, { default: "''" }),
        c.string('last_name_kana', 100, { default: "''" }),
        c.string('first_name_kana', 100, { default: "''" }),
        c.string('phone', 32, { default: "''" }),
        c.string('zipcode', 7, { default: "''" }),
        c.string('address', 255, { default: "''" }),
        c.string('password_hash', 255, { isNullable: true }),
        c.int('invalid_email_flag', { default: 0 }),
        c.datetime('email_verified_at', { isNullable: true }),
        c.string('check_name_address', 32, { isNullable: true }),
        c.bool('disabled', false),
        c.string('role', 16, { default: "'user'" }),
        ...timestampColumns(),
      ],
      indices: [new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true })],
    });

    await createTable(queryRunner, 'properties', {
      columns: [
        c.id(),
        c.string('title', 200),
        c.text('description'),
        c.string('prefecture_code', 2),
        c.string('municipality', 100),
        c.string('address_public', 200, { default: "''" }),
        c.int('price_man_yen', { isNullable: true }),
        c.string('land_or_building', 16),
        c.decimal('land_area', 12, 2),
        c.decimal('building_area', 12, 2),
        c.int('built_year', { isNullable: true }),
        c.string('structure', 32, { isNullable: true }),
        c.string('root_type', 32, { default: "'published'" }),
        c.bool('is_published', false),
        c.bool('is_suspension', false),
        c.bool('is_stop_published', false),
        c.bool('reception', true),
        c.int('area_category_id', { isNullable: true }),
        c.int('seller_id'),
        c.datetime('published_at', { isNullable: true }),
        ...timestampColumns(),
        c.int('contact_count', { default: 0 }),
        c.int('view_count', { default: 0 }),
        c.decimal('lat', 9, 6),
        c.decimal('lng', 9, 6),
        // Compared byte for byte: both sides are already normalised (normalizeSearchText), and a
        // *_ci collation would also equate は/ぱ or ｶ/カ on MySQL but not on SQLite.
        c.text('search_text', 'utf8mb4_bin'),
      ],
      indices: [
        new TableIndex({ name: 'IDX_properties_published', columnNames: ['is_published', 'published_at'] }),
        new TableIndex({ name: 'IDX_properties_prefecture', columnNames: ['prefecture_code', 'published_at'] }),
        new TableIndex({ name: 'IDX_properties_price', columnNames: ['price_man_yen'] }),
        new TableIndex({ name: 'IDX_properties_area_category', columnNames: ['area_category_id'] }),
        new TableIndex({ name: 'IDX_properties_seller', columnNames: ['seller_id'] }),
      ],
      foreignKeys: [
        foreignKey('FK_properties_area_category', 'area_category_id', 'area_categories', 'SET NULL'),
        foreignKey('FK_properties_seller', 'seller_id', 'users', 'RESTRICT'),
      ],
    });

    await createTable(queryRunner, 'property_images', {
      columns: [
        c.id(),
        c.int('property_id'),
        c.string('path', 255),
        c.string('comment', 255, { default: "''" }),
        c.int('sort', { default: 0 }),
      ],
      indices: [new TableIndex({ name: 'IDX_property_images_property', columnNames: ['property_id', 'sort'] })],
      foreignKeys: [foreignKey('FK_property_images_property', 'property_id', 'properties')],
    });

    for (const [table, other, otherTable] of [
      ['property_categories', 'category_id', 'categories'],
      ['property_tags', 'tag_id', 'tags'],
    ] as const) {
      await createTable(queryRunner, table, {
        columns: [c.int('property_id', { isPrimary: true }), c.int(other, { isPrimary: true })],
        indices: [new TableIndex({ name: `IDX_${table}_${other}`, columnNames: [other] })],
        foreignKeys: [
          foreignKey(`FK_${table}_property`, 'property_id', 'properties'),
          columnForeignKey(table, other, otherTable),
        ],
      });
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'property_tags',
      'property_categories',
      'property_images',
      'properties',
      'users',
      'tags',
      'categories',
      'area_categories',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}

type Extra = Partial<TableColumnOptions>;

/** Column builders that give the same logical schema on SQLite and MySQL/MariaDB. */
function columnHelpers(queryRunner: QueryRunner) {
  const { mysql, utf8 } = columnCharsets(queryRunner);
  return {
    id: idColumn,
    int: (name: string, extra: Extra = {}): TableColumnOptions => ({ name, type: 'int', ...extra }),
    string: varcharColumns(utf8),
    text: (name: string, mysqlCollation?: string): TableColumnOptions => ({
      name,
      type: 'text',
      ...utf8,
      ...(mysql && mysqlCollation ? { collation: mysqlCollation } : {}),
    }),
    bool: (name: string, value: boolean): TableColumnOptions => ({ name, type: 'boolean', default: value ? 1 : 0 }),
    datetime: (name: string, extra: Extra = {}): TableColumnOptions => ({ name, type: 'datetime', ...extra }),
    decimal: (name: string, precision: number, scale: number): TableColumnOptions => ({
      name,
      type: 'decimal',
      precision,
      scale,
      isNullable: true,
    }),
  };
}
