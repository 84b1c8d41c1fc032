import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isMysql, sqlTime } from '../database/sql';

/** The SQL of saved searches beyond their own entity (names for a default title, the alert run's users). */
@Injectable()
export class SavedSearchesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async categoryName(id: number): Promise<string | null> {
    const rows: { name: string }[] = await this.dataSource.query('SELECT name FROM categories WHERE id = ?', [id]);
    return rows[0]?.name ?? null;
  }

  async areaCategoryName(id: number): Promise<string | null> {
    const rows: { name: string }[] = await this.dataSource.query('SELECT name FROM area_categories WHERE id = ?', [id]);
    return rows[0]?.name ?? null;
  }

  /** Locks the user's row (MySQL; SQLite has one writer) so two saves at once cannot both pass the limit. */
  async lockUser(m: EntityManager, userId: number): Promise<void> {
    if (isMysql(m)) await m.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  }

  /**
   * Users with an alerting search last covered at or before `coveredBefore` who get mail: verified,
   * not disabled, not withdrawn, 「新着物件のお知らせ」 on (or never set).
   */
  async dueUserIds(coveredBefore: Date): Promise<number[]> {
    const rows: { user_id: number | string }[] = await this.dataSource.query(
      'SELECT DISTINCT ss.user_id AS user_id FROM saved_searches ss ' +
        'JOIN users u ON u.id = ss.user_id LEFT JOIN user_mail_settings s ON s.user_id = u.id ' +
        'WHERE ss.alert = ? AND ss.last_notified_at <= ? AND u.email_verified_at IS NOT NULL AND u.disabled = ? AND u.withdrawn_at IS NULL ' +
        'AND (s.user_id IS NULL OR s.new_properties = ?) ORDER BY ss.user_id',
      [true, sqlTime(coveredBefore), false, true],
    );
    return rows.map((r) => Number(r.user_id));
  }

  /** Ids of every listing of a seller (left out of their own alerts). */
  async listingIdsOfSeller(userId: number): Promise<Set<number>> {
    const rows: { id: number | string }[] = await this.dataSource.query('SELECT id FROM properties WHERE seller_id = ?', [userId]);
    return new Set(rows.map((r) => Number(r.id)));
  }
}
