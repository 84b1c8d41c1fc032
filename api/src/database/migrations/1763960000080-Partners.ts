import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, columnForeignKey, createTable, datetimeColumn, dropTables, idColumn, intColumns, statusColumns, timestampColumns } from '../schema-helpers';

/**
 * The supporter programme (応援団, docs/partners.md):
 * - `partners`: one application per user (unique user_id), its status (pending → approved / rejected)
 *   and version (optimistic lock of the staff moves);
 * - `partner_referrals`: an owner a partner brought through /ref/{id}, once per owner and kind
 *   (unique owner_user_id, kind): a second credit for the same owner is refused by the database,
 *   whatever API instance takes it;
 * - `partner_rewards`: a reward request for one referral (unique referral_id), requested → approved
 *   → paid / rejected, with its version.
 * QueryRunner schema API only, so it runs on SQLite and MySQL/MariaDB.
 */
export class Partners1763960000080 implements MigrationInterface {
  name = 'Partners1763960000080';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { utf8, ascii } = columnCharsets(queryRunner);

    await createTable(queryRunner, 'partners', {
      columns: [
        idColumn(),
        { name: 'user_id', type: 'int' },
        ...statusColumns(ascii, 'pending'),
        { name: 'display_name', type: 'varchar', length: '60', ...utf8 },
        { name: 'area', type: 'varchar', length: '100', ...utf8 },
        { name: 'activity', type: 'text', ...utf8 },
        { name: 'phone', type: 'varchar', length: '24', isNullable: true, ...ascii },
        ...timestampColumns(),
      ],
      indices: [
        new TableIndex({ name: 'UQ_partners_user', columnNames: ['user_id'], isUnique: true }),
        new TableIndex({ name: 'IDX_partners_status', columnNames: ['status', 'id'] }),
      ],
      foreignKeys: [columnForeignKey('partners', 'user_id', 'users')],
    });
    await createTable(queryRunner, 'partner_referrals', {
      columns: [
        idColumn(),
        ...intColumns('partner_id', 'owner_user_id'),
        { name: 'kind', type: 'varchar', length: '16', ...ascii },
        { name: 'property_id', type: 'int', isNullable: true },
        datetimeColumn('created_at', true),
      ],
      indices: [
        new TableIndex({ name: 'UQ_partner_referrals_owner_kind', columnNames: ['owner_user_id', 'kind'], isUnique: true }),
        new TableIndex({ name: 'IDX_partner_referrals_partner', columnNames: ['partner_id', 'id'] }),
      ],
      foreignKeys: [
        columnForeignKey('partner_referrals', 'partner_id', 'partners'),
        columnForeignKey('partner_referrals', 'owner_user_id', 'users'),
        columnForeignKey('partner_referrals', 'property_id', 'properties', 'SET NULL'),
      ],
    });
    await createTable(queryRunner, 'partner_rewards', {
      columns: [
        idColumn(),
        ...intColumns('partner_id', 'referral_id', 'amount_yen'),
        ...statusColumns(ascii, 'requested'),
        ...timestampColumns(),
      ],
      indices: [
        new TableIndex({ name: 'UQ_partner_rewards_referral', columnNames: ['referral_id'], isUnique: true }),
        new TableIndex({ name: 'IDX_partner_rewards_status', columnNames: ['status', 'id'] }),
      ],
      foreignKeys: [
        columnForeignKey('partner_rewards', 'partner_id', 'partners'),
        columnForeignKey('partner_rewards', 'referral_id', 'partner_referrals'),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'partner_rewards', 'partner_referrals', 'partners');
  }
}
