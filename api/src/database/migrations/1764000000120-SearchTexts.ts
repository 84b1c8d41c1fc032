import type { MigrationInterface, QueryRunner } from 'typeorm';
import { columnCharsets, columnForeignKey, createTable } from '../schema-helpers';

/**
 * `property_search_texts (property_id, search_text)`: a narrow copy of each listing's search text
 * (docs/search.md "Confirming a word"). A word of three or more characters (or of one) is confirmed
 * by a LIKE on each candidate's text; read from `properties` that is a read of the listing's wide row
 * (description, address, every column), from here a row of the text alone — measured on MariaDB at
 * 100k listings: a LIKE over every text 3.3 s → 1.4 s under load, `word 古民家` (15,517 candidates)
 * 3.8–4.1 s → 0.5–0.9 s in the same run.
 *
 * Written with `properties.search_text` by syncListings() (the one writer of the search text);
 * a listing's row goes with it (foreign key, ON DELETE CASCADE). `utf8mb4_bin` on MySQL, as
 * `properties.search_text`, so the LIKE compares byte for byte as on SQLite. On SQLite the key is the
 * rowid (INTEGER PRIMARY KEY).
 */
export class SearchTexts1764000000120 implements MigrationInterface {
  name = 'SearchTexts1764000000120';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { bin } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'property_search_texts', {
      columns: [
        { name: 'property_id', type: 'integer', isPrimary: true },
        { name: 'search_text', type: 'text', ...bin },
      ],
      foreignKeys: [columnForeignKey('property_search_texts', 'property_id', 'properties')],
    });
    await queryRunner.query('INSERT INTO property_search_texts (property_id, search_text) SELECT id, search_text FROM properties');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('property_search_texts', true);
  }
}
