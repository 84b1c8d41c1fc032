import type { EntityManager } from 'typeorm';
import { exec } from '../database/sql';

/**
 * The optimistic status move of a row with `status`, `version` and `updated_at` columns (consulting
 * requests, partners, partner rewards): the row goes from `from` at `version` to `to` and its version
 * goes up by one. False when another move came first (the row is no longer at `from`/`version`).
 */
export async function moveVersionedStatus(
  m: EntityManager,
  table: 'consulting_requests' | 'partners' | 'partner_rewards',
  id: number,
  move: { from: string; version: number; to: string; now: string },
): Promise<boolean> {
  const r = await exec(m, `UPDATE ${table} SET status = ?, version = version + 1, updated_at = ? WHERE id = ? AND status = ? AND version = ?`, [
    move.to,
    move.now,
    id,
    move.from,
    move.version,
  ]);
  return r.affected === 1;
}
