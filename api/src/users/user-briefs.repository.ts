import type { DataSource, EntityManager } from 'typeorm';
import { bool } from '../database/sql';

/**
 * Small reads of accounts that several modules' repositories answer (the consulting and partner
 * threads, the staff inbox): one copy of their SQL, called with the caller's data source.
 */

/** Ids of the staff accounts that are not disabled (they get the realtime events of staff pages). */
export async function activeStaffIds(db: DataSource | EntityManager): Promise<number[]> {
  const rows: { id: number }[] = await db.query("SELECT id FROM users WHERE role = 'staff' AND disabled = 0");
  return rows.map((r) => Number(r.id));
}

export interface UserBrief {
  id: number;
  email: string;
  last_name: string;
  first_name: string;
  disabled: boolean;
}

/** An account's address, name and whether it is disabled (for a mail to it); null when there is none. */
export async function userBrief(db: DataSource | EntityManager, userId: number): Promise<UserBrief | null> {
  const rows: (Omit<UserBrief, 'disabled'> & { disabled: unknown })[] = await db.query('SELECT id, email, last_name, first_name, disabled FROM users WHERE id = ?', [userId]);
  return rows[0] ? { ...rows[0], id: Number(rows[0].id), disabled: bool(rows[0].disabled) } : null;
}
