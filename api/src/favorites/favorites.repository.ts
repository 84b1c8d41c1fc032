import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { PUBLISHED } from '../properties/listing-filter';
import { FavoriteEntity } from './entities/favorite.entity';

/** Newest favourite first; equal times (MySQL DATETIME keeps whole seconds) by the row id. */
const NEWEST_FIRST = 'f.created_at DESC, f.id DESC';

/** SQL of listing favourites (table `favorites`, unique per user and listing). */
@Injectable()
export class FavoritesRepository {
  constructor(
    @InjectRepository(FavoriteEntity) private readonly favorites: Repository<FavoriteEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Ids of the user's favourite listings that are published, newest favourite first. */
  async publishedIds(userId: number): Promise<number[]> {
    const rows: { id: number | string }[] = await this.dataSource.query(
      `SELECT p.id FROM favorites f JOIN properties p ON p.id = f.property_id WHERE f.user_id = ? AND ${PUBLISHED} ORDER BY ${NEWEST_FIRST}`,
      [userId],
    );
    return rows.map((r) => Number(r.id));
  }

  /** True when the listing exists and is published (on the board). */
  async isPublished(propertyId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT p.id FROM properties p WHERE p.id = ? AND ${PUBLISHED}`, [propertyId]);
    return rows.length > 0;
  }

  async exists(userId: number, propertyId: number): Promise<boolean> {
    return this.favorites.existsBy({ userId, propertyId });
  }

  /** Stores a favourite now; a second one of the same pair fails on the unique index. */
  async insert(userId: number, propertyId: number): Promise<void> {
    await this.favorites.insert({ userId, propertyId, createdAt: new Date() });
  }

  /** Deletes a favourite; returns whether there was one. */
  async delete(userId: number, propertyId: number): Promise<boolean> {
    const result = await this.favorites.delete({ userId, propertyId });
    return Boolean(result.affected);
  }
}
