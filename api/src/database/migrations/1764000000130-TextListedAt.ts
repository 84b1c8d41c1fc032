import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `property_search_texts.listed_at` (docs/search.md "Confirming a word"): the listing's published_at
 * while it is public (is_published = 1, is_stop_published = 0), else NULL — the same copy as the facet
 * rows' (1764000000110-FacetCopies). A word query that confirms its terms with a LIKE reads the text
 * row anyway; with the copy it also tests "public" and sorts by the default order there, and looks
 * no listing up unless another filter or sort needs it (measured on MariaDB at 100k listings:
 * `word 古民家` 71 → 36 ms).
 *
 * Kept by triggers, as the facet copies: a text row inserted copies its listing's value; an UPDATE
 * of is_published, is_stop_published or published_at copies it to the listing's text row. The upsert
 * of a text (listing-index.repository.ts) changes only search_text on a duplicate key.
 */
export const TEXT_TRIGGERS = ['TRG_property_search_texts_copy_insert', 'TRG_properties_copy_search_texts'] as const;

const SOURCE_COLUMNS = ['is_published', 'is_stop_published', 'published_at'];
const listedAt = (p: string) => `CASE WHEN ${p}.is_published = 1 AND ${p}.is_stop_published = 0 THEN ${p}.published_at END`;

export class TextListedAt1764000000130 implements MigrationInterface {
  name = 'TextListedAt1764000000130';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    const [insertTrigger, updateTrigger] = TEXT_TRIGGERS;
    await queryRunner.query('ALTER TABLE property_search_texts ADD COLUMN listed_at DATETIME NULL');
    const changed = SOURCE_COLUMNS.map((c) => (mysql ? `OLD.${c} <=> NEW.${c}` : `OLD.${c} IS NEW.${c}`)).join(' AND ');
    const fromListing = `(SELECT ${listedAt('p')} FROM properties p WHERE p.id = NEW.property_id)`;
    if (mysql) {
      await queryRunner.query(`UPDATE property_search_texts t JOIN properties p ON p.id = t.property_id SET t.listed_at = ${listedAt('p')}`);
      await queryRunner.query(`CREATE TRIGGER ${insertTrigger} BEFORE INSERT ON property_search_texts FOR EACH ROW SET NEW.listed_at = ${fromListing}`);
      await queryRunner.query(
        `CREATE TRIGGER ${updateTrigger} AFTER UPDATE ON properties FOR EACH ROW UPDATE property_search_texts SET listed_at = ${listedAt('NEW')} WHERE property_id = NEW.id AND NOT (${changed})`,
      );
    } else {
      await queryRunner.query(`UPDATE property_search_texts SET listed_at = (SELECT ${listedAt('p')} FROM properties p WHERE p.id = property_search_texts.property_id)`);
      await queryRunner.query(
        `CREATE TRIGGER ${insertTrigger} AFTER INSERT ON property_search_texts FOR EACH ROW BEGIN
           UPDATE property_search_texts SET listed_at = ${fromListing} WHERE property_id = NEW.property_id;
         END`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${updateTrigger} AFTER UPDATE OF ${SOURCE_COLUMNS.join(', ')} ON properties FOR EACH ROW WHEN NOT (${changed}) BEGIN
           UPDATE property_search_texts SET listed_at = ${listedAt('NEW')} WHERE property_id = NEW.id;
         END`,
      );
    }
    // The statements above bypass the query runner's table cache (see 1764000000070-Municipalities).
    await queryRunner.getTable('property_search_texts');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TEXT_TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    await queryRunner.query('ALTER TABLE property_search_texts DROP COLUMN listed_at');
  }
}
