import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { createTable } from '../schema-helpers';

/**
 * The board at 100,000 listings (docs/search.md, docs/board.md):
 *
 * - `property_search_grams (gram, property_id)`: the distinct bigrams of each listing's search_text,
 *   primary key (gram, property_id) — a bigram's posting list is one index range. `utf8mb4_bin` on
 *   MySQL so grams compare byte for byte like on SQLite; WITHOUT ROWID on SQLite (the primary key is
 *   the table). No foreign key: MySQL would add a second index on property_id (half the table's
 *   size again); the service deletes a listing's grams itself, and every search joins `properties`.
 * - `properties.price_sort` = COALESCE(price_man_yen, 0), so the price sort orders (価格未定 as 0)
 *   run along an index. A plain column kept by the code that writes listings (see
 *   listing-derived-columns.ts), not a generated column: TypeORM's SQLite table rebuilds do not
 *   keep generated columns.
 * - One index per sort order, each led by the published flags, then the sort key and the
 *   tie-breakers in the order's own directions (ORDER BY … LIMIT/OFFSET reads an index range without
 *   a sort), then the refinement columns (so counting and paging a refined query never reads rows).
 *   Mixed directions need DESC key parts: plain CREATE INDEX, the same text on SQLite and MySQL 8 /
 *   MariaDB ≥ 10.8 (older MySQL parses DESC and sorts instead).
 *
 * - IDX_properties_narrow (id first, then every column a list query tests): queries that reach
 *   listings by id from the bigram table or a category read it instead of the wide row.
 *
 * Existing listings get their grams and price_sort here.
 */
export class BoardSearch1763790000000 implements MigrationInterface {
  name = 'BoardSearch1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';

    await createTable(queryRunner, 'property_search_grams', {
      columns: [
        {
          name: 'gram',
          type: 'varchar',
          length: '2',
          isPrimary: true,
          ...(mysql ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {}),
        },
        { name: 'property_id', type: 'int', isPrimary: true },
      ],
      withoutRowid: true,
    });

    await queryRunner.query('ALTER TABLE properties ADD COLUMN price_sort INT NOT NULL DEFAULT 0');
    await queryRunner.query('UPDATE properties SET price_sort = COALESCE(price_man_yen, 0)');

    for (const [name, columns] of ORDER_INDEXES) {
      await queryRunner.query(`CREATE INDEX ${name} ON properties (${columns})`);
    }
    // Superseded by the indexes above (each one is a prefix-compatible subset of a new one).
    await queryRunner.dropIndex('properties', 'IDX_properties_published');
    await queryRunner.dropIndex('properties', 'IDX_properties_prefecture');
    await queryRunner.dropIndex('properties', 'IDX_properties_area_category');

    await backfillGrams(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('properties', new TableIndex({ name: 'IDX_properties_published', columnNames: ['is_published', 'published_at'] }));
    await queryRunner.createIndex('properties', new TableIndex({ name: 'IDX_properties_prefecture', columnNames: ['prefecture_code', 'published_at'] }));
    await queryRunner.createIndex('properties', new TableIndex({ name: 'IDX_properties_area_category', columnNames: ['area_category_id'] }));
    for (const [name] of ORDER_INDEXES) await queryRunner.dropIndex('properties', name);
    await queryRunner.query('ALTER TABLE properties DROP COLUMN price_sort');
    await queryRunner.dropTable('property_search_grams', true);
  }
}

const PUBLISHED = 'is_published, is_stop_published';
/**
 * Trailing key parts: the columns the search-param refinements test (price, land/building,
 * reception, publication, suspension). With them an index answers COUNT(*) and the ordered ids of a
 * refined query by itself, without a lookup of the (wide) listing row per candidate.
 */
const REFINE = 'price_man_yen, land_or_building, reception, root_type, is_suspension';

/** [index name, key parts]. The listing repository's ORDER BY terms match these exactly. */
export const ORDER_INDEXES: [string, string][] = [
  // publish-desc (read backwards) and publish-asc (forwards)
  ['IDX_properties_order_publish', `${PUBLISHED}, published_at, id, ${REFINE}`],
  ['IDX_properties_order_contact_desc', `${PUBLISHED}, contact_count, published_at, id, ${REFINE}`],
  ['IDX_properties_order_contact_asc', `${PUBLISHED}, contact_count, published_at DESC, id DESC, ${REFINE}`],
  ['IDX_properties_order_price_desc', `${PUBLISHED}, price_sort, published_at, id, ${REFINE}`],
  ['IDX_properties_order_price_asc', `${PUBLISHED}, price_sort, published_at DESC, id DESC, ${REFINE}`],
  // the area and area-category pages, newest first
  ['IDX_properties_area_publish', `prefecture_code, ${PUBLISHED}, published_at, id, ${REFINE}`],
  ['IDX_properties_area_category_publish', `area_category_id, ${PUBLISHED}, published_at, id, ${REFINE}`],
  // Listings reached by id from another table (word search, category, tag): everything such a query
  // tests or sorts by, so MySQL need not read the wide row (description, search_text) of each one.
  ['IDX_properties_narrow', `id, ${PUBLISHED}, published_at, contact_count, price_sort, ${REFINE}`],
];

/** Bigrams of the existing listings (the same rule as search-grams.ts, frozen here). */
async function backfillGrams(queryRunner: QueryRunner): Promise<void> {
  const rows: { id: number | string; search_text: string }[] = await queryRunner.query('SELECT id, search_text FROM properties');
  let batch: (string | number)[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const tuples = new Array(batch.length / 2).fill('(?, ?)').join(', ');
    await queryRunner.query(`INSERT INTO property_search_grams (gram, property_id) VALUES ${tuples}`, batch);
    batch = [];
  };
  for (const row of rows) {
    const chars = [...row.search_text];
    const grams = new Set<string>();
    for (let i = 0; i + 1 < chars.length; i++) {
      if (chars[i] !== ' ' && chars[i + 1] !== ' ') grams.add(chars[i] + chars[i + 1]);
    }
    for (const gram of grams) batch.push(gram, Number(row.id));
    if (batch.length >= 1000) await flush();
  }
  await flush();
}
