import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { columnCharsets, createTable, dropTables } from '../schema-helpers';

/**
 * Versioned deploys of the remotes in the database (issue 22, docs/remotes.md): every API instance
 * reads the current version from here, and `npm run remote -- deploy|promote|rollback|mark-bad`
 * writes it (api/src/remotes/deploy-ledger.ts).
 *  - remote_deploys: one row per remote that has a versioned deploy — the current version and the
 *    versions promoted in order (history, a JSON array: rollback goes back through it).
 *  - remote_versions: one row per deployed version — when, forced (and what failed), bad (why, when),
 *    where it is served from (base_url, null: this API's /remotes/<name>/v/<version>/) and the
 *    sha256 of its server/remote.js (null: it has none).
 *  - remote_route_owners: which remote owns each route pattern (the first to claim it).
 * Times are ISO-8601 text. On MySQL every text column is utf8mb4. QueryRunner schema API only.
 */
export class RemoteDeploys1764000000100 implements MigrationInterface {
  name = 'RemoteDeploys1764000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const { bin, utf8 } = columnCharsets(queryRunner);
    await createTable(queryRunner, 'remote_deploys', {
      columns: [
        { name: 'remote', type: 'varchar', length: '40', isPrimary: true, ...bin },
        { name: 'current_version', type: 'varchar', length: '80', isNullable: true, ...bin },
        { name: 'history', type: 'text', ...bin },
        { name: 'updated_at', type: 'varchar', length: '30', ...bin },
      ],
    });
    await createTable(queryRunner, 'remote_versions', {
      columns: [
        { name: 'remote', type: 'varchar', length: '40', isPrimary: true, ...bin },
        { name: 'version', type: 'varchar', length: '80', isPrimary: true, ...bin },
        { name: 'deployed_at', type: 'varchar', length: '30', ...bin },
        { name: 'forced', type: 'boolean', default: false },
        { name: 'check_failures', type: 'text', isNullable: true, ...utf8 },
        { name: 'bad', type: 'boolean', default: false },
        { name: 'bad_reason', type: 'text', isNullable: true, ...utf8 },
        { name: 'bad_at', type: 'varchar', length: '30', isNullable: true, ...bin },
        { name: 'base_url', type: 'varchar', length: '500', isNullable: true, ...bin },
        { name: 'server_sha256', type: 'varchar', length: '64', isNullable: true, ...bin },
      ],
      indices: [new TableIndex({ name: 'IDX_remote_versions_remote', columnNames: ['remote'] })],
    });
    await createTable(queryRunner, 'remote_route_owners', {
      columns: [
        { name: 'pattern', type: 'varchar', length: '200', isPrimary: true, ...bin },
        { name: 'remote', type: 'varchar', length: '40', ...bin },
        { name: 'since', type: 'varchar', length: '30', ...bin },
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropTables(queryRunner, 'remote_route_owners', 'remote_versions', 'remote_deploys');
  }
}
