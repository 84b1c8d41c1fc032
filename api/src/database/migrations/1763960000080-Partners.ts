import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { columnCharsets, columnForeignKey, idColumn } from '../schema-helpers';

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
    
    await queryRunner.createTable(
      new Table({
        name: 'partners',
        columns: [
          idColumn(),
          { name: 'user_id', type: 'int' },
          { name: 'status', type: 'varchar', length: '16', default: "'pending'", ...ascii },
          { name: 'version', type: 'int', default: 1 },
          { name: 'display_name', type: 'varchar', length: '60', ...utf8 },
          { name: 'area', type: 'varchar', length: '100', ...utf8 },
          { name: 'activity', type: 'text', ...utf8 },
          { name: 'phone', type: 'varchar', length: '24', isNullable: true, ...ascii },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'UQ_partners_user', columnNames: ['user_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_partners_status', columnNames: ['status', 'id'] }),
        ],
        foreignKeys: [columnForeignKey('partners', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'partner_referrals',
        columns: [
          idColumn(),
          { name: 'partner_id', type: 'int' },
          { name: 'owner_user_id', type: 'int' },
          { name: 'kind', type: 'varchar', length: '16', ...ascii },
          { name: 'property_id', type: 'int', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
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
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'partner_rewards',
        columns: [
          idColumn(),
          { name: 'partner_id', type: 'int' },
          { name: 'referral_id', type: 'int' },
          { name: 'amount_yen', type: 'int' },
          { name: 'status', type: 'varchar', length: '16', default: "'requested'", ...ascii },
          { name: 'version', type: 'int', default: 1 },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          new TableIndex({ name: 'UQ_partner_rewards_referral', columnNames: ['referral_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_partner_rewards_status', columnNames: ['status', 'id'] }),
        ],
        foreignKeys: [
          columnForeignKey('partner_rewards', 'partner_id', 'partners'),
          columnForeignKey('partner_rewards', 'referral_id', 'partner_referrals'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('partner_rewards');
    await queryRunner.dropTable('partner_referrals');
    await queryRunner.dropTable('partners');
  }
}
