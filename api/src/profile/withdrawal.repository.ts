import { Injectable } from '@nestjs/common';
import { WITHDRAWN_USER_NAME } from '@akiya/contracts';
import type { EntityManager } from 'typeorm';
import { sqlTime } from '../database/sql';

/**
 * SQL of a withdrawal (docs/accounts.md "退会") besides the user row (UsersRepository) and the deals
 * (DealWorkflowService): the user's listings, mail settings, tokens and inbox items. Every write
 * takes the EntityManager of the withdrawal's one transaction.
 */
@Injectable()
export class WithdrawalRepository {
  /** Stops every listing of the seller still on (掲載中止, recorded as the seller's own stop); returns their ids. */
  async stopListingsOf(m: EntityManager, sellerId: number, at: Date): Promise<number[]> {
    const rows: { id: number | string }[] = await m.query('SELECT id FROM properties WHERE seller_id = ? AND is_stop_published = 0 ORDER BY id', [sellerId]);
    const stopped = rows.map((r) => Number(r.id));
    const now = sqlTime(at);
    for (const id of stopped) {
      await m.query('UPDATE properties SET is_stop_published = 1, updated_at = ? WHERE id = ?', [now, id]);
      await m.query('INSERT INTO property_publish_changes (property_id, user_id, action, created_at) VALUES (?, ?, ?, ?)', [id, sellerId, 'stop', now]);
    }
    return stopped;
  }

  /** Every mail setting of the user off. */
  async turnOffMail(m: EntityManager, userId: number, at: Date): Promise<void> {
    await m.query('DELETE FROM user_mail_settings WHERE user_id = ?', [userId]);
    await m.query(
      'INSERT INTO user_mail_settings (user_id, waiting_for_reopening, new_properties, others, last_digest_at, updated_at) VALUES (?, 0, 0, 0, NULL, ?)',
      [userId, sqlTime(at)],
    );
  }

  /** The user's unused tokens (confirmation, reset, email change) used up. */
  async voidTokens(m: EntityManager, userId: number, at: Date): Promise<void> {
    await m.query('UPDATE user_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [sqlTime(at), userId]);
  }

  /** What the user wrote to the operator stays for staff, without their name and address. */
  async anonymiseInboxItems(m: EntityManager, userId: number): Promise<void> {
    await m.query('UPDATE staff_inbox_items SET name = ?, email = ? WHERE user_id = ?', [WITHDRAWN_USER_NAME, '', userId]);
  }
}
