import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlTime, withTransaction } from '../../database/sql';
import { UserEntity } from '../../users/entities/user.entity';
import { UserMailSettingsEntity } from '../entities/user-mail-settings.entity';

/** A user whose digest is due, with their mail settings (none stored: every toggle on). */
export type DigestUser = UserEntity & { mailSettings?: UserMailSettingsEntity | null };

/** SQL of the daily new-listings digest: who is due, their own listings, the time of their last digest. */
@Injectable()
export class NewListingsDigestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `fn` in one transaction (retried on a deadlock). */
  transaction<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> {
    return withTransaction(this.dataSource, fn);
  }

  /**
   * Verified, enabled users with a saved my-search whose digest is on and whose last one went out at
   * or before `dayAgo` (or never), by id.
   */
  async findDue(dayAgo: Date): Promise<DigestUser[]> {
    return this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoinAndMapOne('u.mailSettings', UserMailSettingsEntity, 's', 's.user_id = u.id')
      .where('u.search_params IS NOT NULL')
      .andWhere('u.email_verified_at IS NOT NULL')
      .andWhere('u.disabled = 0')
      .andWhere('(s.user_id IS NULL OR (s.new_properties = 1 AND (s.last_digest_at IS NULL OR s.last_digest_at <= :dayAgo)))', {
        dayAgo: sqlTime(dayAgo),
      })
      .orderBy('u.id', 'ASC')
      .getMany();
  }

  /** Ids of the listings the user sells (left out of their own digest). */
  async listingIdsOf(sellerId: number): Promise<Set<number>> {
    const rows: { id: number | string }[] = await this.dataSource.query('SELECT id FROM properties WHERE seller_id = ?', [sellerId]);
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** Stores the user's settings with the time of this digest (a user without a row gets their current toggles). */
  async saveLastDigest(m: EntityManager, row: Omit<UserMailSettingsEntity, 'updatedAt'>): Promise<void> {
    const repo = m.getRepository(UserMailSettingsEntity);
    await repo.save(repo.create(row));
  }
}
