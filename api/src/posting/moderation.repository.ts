import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ModerationStatus } from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlTime } from '../database/sql';
import { PropertyEntity } from '../properties/entities/property.entity';

/** A posted listing as staff review it: the listing, its posting row and its seller. */
export interface ReviewRow {
  id: number | string;
  title: unknown;
  description: unknown;
  prefecture_code: unknown;
  municipality: unknown;
  address_public: unknown;
  price_man_yen: unknown;
  created_at: unknown;
  updated_at: unknown;
  moderation_status: ModerationStatus;
  moderation_reason: unknown;
  address_private: unknown;
  contact_name: unknown;
  contact_name_kana: unknown;
  contact_phone: unknown;
  contact_email: unknown;
  seller_id: number | string;
  seller_email: unknown;
  last_name: unknown;
  first_name: unknown;
}

/** SQL of the review of posted listings (docs/posting.md): the queue, the review row, the staff's decision. */
@Injectable()
export class ModerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(fn);
  }

  /** Ids of the listings in one moderation state, oldest change first, at most `limit`. */
  async idsInState(status: ModerationStatus, limit: number): Promise<number[]> {
    const rows: { property_id: number | string }[] = await this.dataSource.query(
      `SELECT property_id FROM property_postings WHERE moderation_status = ? ORDER BY updated_at, property_id LIMIT ?`,
      [status, limit],
    );
    return rows.map((r) => Number(r.property_id));
  }

  /** The review row of a posted listing, or null (no such listing, or not posted through the form). */
  async findReviewRow(id: number): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await this.dataSource.query(
      `SELECT p.id, p.title, p.description, p.prefecture_code, p.municipality, p.address_public, p.price_man_yen, p.created_at, p.updated_at,
              pp.moderation_status, pp.moderation_reason, pp.address_private, pp.contact_name, pp.contact_name_kana, pp.contact_phone,
              pp.contact_email, u.id AS seller_id, u.email AS seller_email, u.last_name, u.first_name
         FROM property_postings pp JOIN properties p ON p.id = pp.property_id JOIN users u ON u.id = p.seller_id
        WHERE pp.property_id = ?`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Records the staff's decision on the posting row. */
  async setModeration(m: EntityManager, id: number, status: ModerationStatus, reason: string | null, staffId: number): Promise<void> {
    const now = sqlTime();
    await m.query(
      'UPDATE property_postings SET moderation_status = ?, moderation_reason = ?, moderated_at = ?, moderated_by = ?, updated_at = ? WHERE property_id = ?',
      [status, reason, now, staffId, now, id],
    );
  }

  /** Puts the listing on the board; a first publication is stamped now, a later one keeps its date. */
  async publish(m: EntityManager, id: number): Promise<void> {
    const repo = m.getRepository(PropertyEntity);
    const row = await repo.findOne({ where: { id }, select: { id: true, publishedAt: true } });
    await repo.update({ id }, { isPublished: true, rootType: 'published', publishedAt: row?.publishedAt ?? new Date() });
  }

  /** Takes the listing off the board. */
  async unpublish(m: EntityManager, id: number): Promise<void> {
    await m.getRepository(PropertyEntity).update({ id }, { isPublished: false });
  }

  /** Who gets the mail about a listing: its seller's address and name. */
  async findSeller(m: EntityManager, id: number): Promise<{ email: string; lastName: string; firstName: string } | null> {
    const rows: { email: string; last_name: string; first_name: string }[] = await m.query(
      'SELECT u.email, u.last_name, u.first_name FROM properties p JOIN users u ON u.id = p.seller_id WHERE p.id = ?',
      [id],
    );
    return rows[0] ? { email: rows[0].email, lastName: rows[0].last_name, firstName: rows[0].first_name } : null;
  }
}
