import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `properties.treasure_listed_at` (docs/search.md "The treasure collection"): the listing's
 * published_at while it is public AND in the treasure collection (docs/board.md: a decided price of at
 * most 100万円, open to enquiries, not suspended, published by its owner, with a photo), else NULL;
 * `IDX_properties_treasure (treasure_listed_at, id)` walks the collection newest first. Before it, the
 * board walked every public listing and probed its photos (measured at 100k on MariaDB: 122 ms for the
 * 26,175 treasures; SQLite 64 ms).
 *
 * Kept by triggers, so no writer can forget it: a listing's row computes it on INSERT and on an
 * UPDATE of any column it depends on; a photo added or removed recomputes its listing's. The
 * collection's price bound is TREASURE_MAX_PRICE_MAN_YEN (contracts): a change of it needs a migration
 * that recreates these triggers and refills the column.
 */
export const TREASURE_TRIGGERS = [
  'TRG_properties_treasure_insert',
  'TRG_properties_treasure_update',
  'TRG_property_images_treasure_insert',
  'TRG_property_images_treasure_delete',
] as const;

const TREASURE_MAX_PRICE_MAN_YEN = 100;
const SOURCE_COLUMNS = ['is_published', 'is_stop_published', 'published_at', 'price_man_yen', 'reception', 'is_suspension', 'root_type'];

/** The column's value for the listing row `p` (a table alias, or a trigger's NEW). */
const treasureListedAt = (p: string) =>
  `CASE WHEN ${p}.is_published = 1 AND ${p}.is_stop_published = 0 AND ${p}.price_man_yen IS NOT NULL AND ${p}.price_man_yen <= ${TREASURE_MAX_PRICE_MAN_YEN}` +
  ` AND ${p}.reception = 1 AND ${p}.is_suspension = 0 AND ${p}.root_type = 'published'` +
  ` AND EXISTS (SELECT 1 FROM property_images ti WHERE ti.property_id = ${p}.id) THEN ${p}.published_at END`;

export class TreasureListedAt1764000000140 implements MigrationInterface {
  name = 'TreasureListedAt1764000000140';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const [onInsert, onUpdate, onPhoto, onPhotoGone] = TREASURE_TRIGGERS;
    await queryRunner.query('ALTER TABLE properties ADD COLUMN treasure_listed_at DATETIME NULL');
    await queryRunner.query(`UPDATE properties SET treasure_listed_at = ${treasureListedAt('properties')}`);
    await queryRunner.query('CREATE INDEX IDX_properties_treasure ON properties (treasure_listed_at, id)');
    const recompute = (id: string) => `UPDATE properties SET treasure_listed_at = ${treasureListedAt('properties')} WHERE id = ${id}`;
    if (mysql) {
      await queryRunner.query(`CREATE TRIGGER ${onInsert} BEFORE INSERT ON properties FOR EACH ROW SET NEW.treasure_listed_at = ${treasureListedAt('NEW')}`);
      await queryRunner.query(`CREATE TRIGGER ${onUpdate} BEFORE UPDATE ON properties FOR EACH ROW SET NEW.treasure_listed_at = ${treasureListedAt('NEW')}`);
      await queryRunner.query(`CREATE TRIGGER ${onPhoto} AFTER INSERT ON property_images FOR EACH ROW ${recompute('NEW.property_id')}`);
      await queryRunner.query(`CREATE TRIGGER ${onPhotoGone} AFTER DELETE ON property_images FOR EACH ROW ${recompute('OLD.property_id')}`);
    } else {
      await queryRunner.query(`CREATE TRIGGER ${onInsert} AFTER INSERT ON properties FOR EACH ROW BEGIN ${recompute('NEW.id')}; END`);
      await queryRunner.query(`CREATE TRIGGER ${onUpdate} AFTER UPDATE OF ${SOURCE_COLUMNS.join(', ')} ON properties FOR EACH ROW BEGIN ${recompute('NEW.id')}; END`);
      await queryRunner.query(`CREATE TRIGGER ${onPhoto} AFTER INSERT ON property_images FOR EACH ROW BEGIN ${recompute('NEW.property_id')}; END`);
      await queryRunner.query(`CREATE TRIGGER ${onPhotoGone} AFTER DELETE ON property_images FOR EACH ROW BEGIN ${recompute('OLD.property_id')}; END`);
    }
    // The statements above bypass the query runner's table cache (see 1764000000070-Municipalities).
    await queryRunner.getTable('properties');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TREASURE_TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    await queryRunner.query(`DROP INDEX IDX_properties_treasure${mysql ? ' ON properties' : ''}`);
    await queryRunner.query('ALTER TABLE properties DROP COLUMN treasure_listed_at');
  }
}
