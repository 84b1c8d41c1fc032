import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * One open enquiry per buyer and listing, guaranteed by the database across API instances
 * (docs/deals.md "Concurrency"): `contacts.open_key` is 1 while the deal has not ended and NULL once it
 * ended (キャンセル, 他決, 決済完了); the unique index (buyer_id, property_id, open_key) admits one row
 * with 1 per pair and any number of NULLs (NULLs never collide in a unique index on either engine).
 * Existing open duplicates keep the newest one open. QueryRunner schema API only (SQLite and MySQL/MariaDB).
 */
/** The ended statuses as they were when this migration was written (a migration does not follow later code). */
const ENDED = ['決済完了', 'キャンセル', '他決'];

export class OneOpenEnquiry1763850000000 implements MigrationInterface {
  name = 'OneOpenEnquiry1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('contacts', new TableColumn({ name: 'open_key', type: 'int', isNullable: true }));
    const rows: { id: number; buyer_id: number; property_id: number }[] = await queryRunner.query(
      `SELECT id, buyer_id, property_id FROM contacts WHERE contact_status NOT IN (${ENDED.map(() => '?').join(', ')}) ORDER BY id DESC`,
      ENDED,
    );
    const seen = new Set<string>();
    for (const r of rows) {
      const key = `${r.buyer_id}:${r.property_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await queryRunner.query('UPDATE contacts SET open_key = 1 WHERE id = ?', [r.id]);
    }
    await queryRunner.createIndex(
      'contacts',
      new TableIndex({ name: 'UQ_contacts_open_enquiry', columnNames: ['buyer_id', 'property_id', 'open_key'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('contacts', 'UQ_contacts_open_enquiry');
    await queryRunner.dropColumn('contacts', 'open_key');
  }
}
