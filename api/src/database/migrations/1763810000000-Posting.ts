import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, dropTables, foreignKey, timestampColumns, varcharColumns } from '../schema-helpers';

/**
 * Posting and moderation (docs/posting.md). Two tables of their own, so `properties` and
 * `property_images` are not rebuilt (on SQLite, TypeORM adds a column by rebuilding the table,
 * which would also rebuild the board's DESC indexes):
 * - `property_postings`: one row per listing posted through /post — the moderation state, the
 *   seller's private address and contact details, and the idempotency key of the submission that
 *   created it (unique per seller). A listing without a row (the seed) counts as approved.
 * - `property_image_files`: the card and full sizes and the private original of a posted photo
 *   (`property_images.path` is the detail size the board shows).
 * QueryRunner schema API only (SQLite and MySQL/MariaDB).
 */
export class Posting1763810000000 implements MigrationInterface {
  name = 'Posting1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii } = columnCharsets(queryRunner);
    const string = varcharColumns(utf8);

    await createTable(queryRunner, 'property_postings', {
      columns: [
        { name: 'property_id', type: 'int', isPrimary: true },
        { name: 'seller_id', type: 'int' },
        string('moderation_status', 16, { ...ascii }),
        { name: 'moderation_reason', type: 'text', isNullable: true, ...utf8 },
        { name: 'moderated_at', type: 'datetime', isNullable: true },
        { name: 'moderated_by', type: 'int', isNullable: true },
        string('address_private', 200),
        string('contact_name', 50),
        string('contact_name_kana', 50),
        string('contact_phone', 32),
        string('contact_email', 254),
        string('idempotency_key', 64, { isNullable: true, ...ascii }),
        ...timestampColumns(false),
      ],
      indices: [
        new TableIndex({ name: 'UQ_property_postings_idempotency', columnNames: ['seller_id', 'idempotency_key'], isUnique: true }),
        new TableIndex({ name: 'IDX_property_postings_moderation', columnNames: ['moderation_status', 'updated_at'] }),
      ],
      foreignKeys: [
        foreignKey('FK_property_postings_property', 'property_id', 'properties'),
        foreignKey('FK_property_postings_seller', 'seller_id', 'users'),
      ],
    });

    await createTable(queryRunner, 'property_image_files', {
      columns: [
        { name: 'image_id', type: 'int', isPrimary: true },
        string('card_path', 255),
        string('full_path', 255),
        string('original_key', 255),
        { name: 'original_bytes', type: 'int', default: 0 },
      ],
      foreignKeys: [foreignKey('FK_property_image_files_image', 'image_id', 'property_images')],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'property_image_files', 'property_postings');
  }
}
