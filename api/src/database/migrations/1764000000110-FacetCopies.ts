import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Copies of a listing's search columns in its category and tag rows (docs/search.md "Facet copies"):
 * a board query that starts from a category's or a tag's rows filters and sorts on them without
 * looking each listing up (at 100k listings a common category is ~20,000 rows: ~1.3 µs a lookup).
 *
 * - `listed_at`: the listing's published_at while it is public (is_published = 1, is_stop_published
 *   = 0), else NULL — the copy of the PUBLISHED test and of the default sort key;
 * - `price_sort`, `price_man_yen`, `land_area`, `built_year`: the listing's values.
 *
 * Kept by triggers, so no writer can forget them (the services, raw SQL, TypeORM's junction writes):
 * a row inserted into property_categories / property_tags copies its listing's values; an UPDATE of
 * one of those columns of `properties` copies them to the listing's rows (MySQL: AFTER UPDATE with a
 * null-safe "changed" test; SQLite: AFTER UPDATE OF the columns). Deleting a listing cascades by the
 * foreign key as before. On SQLite a later migration that rebuilds `properties`,
 * `property_categories` or `property_tags` through the schema API drops their triggers: the test
 * api/test/facet-copies.e2e-spec.ts checks every trigger exists after all migrations.
 */
export const FACET_TABLES = [
  { table: 'property_categories', key: 'category_id', short: 'categories' },
  { table: 'property_tags', key: 'tag_id', short: 'tags' },
] as const;

/** The copied columns, in order (the listing's expression of each, for a listing aliased `p`, or a trigger's NEW / OLD). */
const COPIED = ['listed_at', 'price_sort', 'price_man_yen', 'land_area', 'built_year'] as const;
const SOURCE_COLUMNS = ['is_published', 'is_stop_published', 'published_at', 'price_sort', 'price_man_yen', 'land_area', 'built_year'];

const listedAt = (p: string) => `CASE WHEN ${p}.is_published = 1 AND ${p}.is_stop_published = 0 THEN ${p}.published_at END`;
const values = (p: string) => [listedAt(p), `${p}.price_sort`, `${p}.price_man_yen`, `${p}.land_area`, `${p}.built_year`];

/** The trigger names, per table (the e2e test lists them). */
export const FACET_TRIGGERS = FACET_TABLES.flatMap(({ short }) => [`TRG_property_${short}_copy_insert`, `TRG_properties_copy_${short}`]);

export class FacetCopies1764000000110 implements MigrationInterface {
  name = 'FacetCopies1764000000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.driver.options.type === 'mysql';
    for (const { table, key, short } of FACET_TABLES) {
      for (const [column, type] of [
        ['listed_at', 'DATETIME'],
        ['price_sort', 'INT'],
        ['price_man_yen', 'INT'],
        ['land_area', 'DECIMAL(12,2)'],
        ['built_year', 'INT'],
      ]) {
        await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${column} ${type} NULL`);
      }
      // The existing rows.
      if (mysql) {
        await queryRunner.query(
          `UPDATE ${table} t JOIN properties p ON p.id = t.property_id SET ${COPIED.map((c, i) => `t.${c} = ${values('p')[i]}`).join(', ')}`,
        );
      } else {
        await queryRunner.query(
          `UPDATE ${table} SET (${COPIED.join(', ')}) = (SELECT ${values('p').join(', ')} FROM properties p WHERE p.id = ${table}.property_id)`,
        );
      }
      // Listed rows of one category / tag in the default order, with every copied column: a query
      // starting there reads this index only.
      await queryRunner.query(
        `CREATE INDEX IDX_${table}_listed ON ${table} (${key}, listed_at, property_id, price_sort, price_man_yen, land_area, built_year)`,
      );

      const insertTrigger = `TRG_property_${short}_copy_insert`;
      const updateTrigger = `TRG_properties_copy_${short}`;
      const changed = SOURCE_COLUMNS.map((c) => (mysql ? `OLD.${c} <=> NEW.${c}` : `OLD.${c} IS NEW.${c}`)).join(' AND ');
      const copyFromNew = COPIED.map((c, i) => `${c} = ${values('NEW')[i]}`).join(', ');
      if (mysql) {
        await queryRunner.query(
          `CREATE TRIGGER ${insertTrigger} BEFORE INSERT ON ${table} FOR EACH ROW SET ${COPIED.map(
            (c, i) => `NEW.${c} = (SELECT ${values('p')[i]} FROM properties p WHERE p.id = NEW.property_id)`,
          ).join(', ')}`,
        );
        await queryRunner.query(
          `CREATE TRIGGER ${updateTrigger} AFTER UPDATE ON properties FOR EACH ROW UPDATE ${table} SET ${copyFromNew} WHERE property_id = NEW.id AND NOT (${changed})`,
        );
      } else {
        await queryRunner.query(
          `CREATE TRIGGER ${insertTrigger} AFTER INSERT ON ${table} FOR EACH ROW BEGIN
             UPDATE ${table} SET (${COPIED.join(', ')}) = (SELECT ${values('p').join(', ')} FROM properties p WHERE p.id = NEW.property_id)
              WHERE property_id = NEW.property_id AND ${key} = NEW.${key};
           END`,
        );
        await queryRunner.query(
          `CREATE TRIGGER ${updateTrigger} AFTER UPDATE OF ${SOURCE_COLUMNS.join(', ')} ON properties FOR EACH ROW WHEN NOT (${changed}) BEGIN
             UPDATE ${table} SET ${copyFromNew} WHERE property_id = NEW.id;
           END`,
        );
      }
    }
    // The statements above bypass the query runner's table cache (see 1764000000070-Municipalities).
    for (const { table } of FACET_TABLES) await queryRunner.getTable(table);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, short } of FACET_TABLES) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS TRG_properties_copy_${short}`);
      await queryRunner.query(`DROP TRIGGER IF EXISTS TRG_property_${short}_copy_insert`);
      await queryRunner.query(`DROP INDEX IDX_${table}_listed${queryRunner.connection.driver.options.type === 'mysql' ? ` ON ${table}` : ''}`);
      for (const column of [...COPIED].reverse()) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
  }
}
