import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { FAVORITES_PAGE_SIZE, MESSAGES, type FavoriteListResponse, type FavoriteToggleResponse } from '@akiya/contracts';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../database/sql';
import { ApiError } from '../http/api-error';
import { PropertiesService } from '../properties/properties.service';
import { PUBLISHED } from '../properties/property-listings.repository';
import { FavoriteEntity } from './entities/favorite.entity';

function notFound(field: string): ApiError {
  return new ApiError(404, MESSAGES.notFound, { [field]: [MESSAGES.notFound] });
}

/** Newest favourite first; equal times (MySQL DATETIME keeps whole seconds) by the row id. */
const NEWEST_FIRST = 'f.created_at DESC, f.id DESC';

/**
 * A user's favourite listings. Only published listings count: a favourite whose listing is later
 * unpublished or stopped stays stored (it comes back when the listing does) but is neither listed
 * nor in base data.
 */
@Injectable()
export class FavoritesService {
  constructor(
    @InjectRepository(FavoriteEntity) private readonly favorites: Repository<FavoriteEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly properties: PropertiesService,
  ) {}

  /** Ids of the user's favourite published listings, newest favourite first (base data `favorites`). */
  async ids(userId: number): Promise<number[]> {
    const rows: { id: number | string }[] = await this.dataSource.query(
      `SELECT p.id FROM favorites f JOIN properties p ON p.id = f.property_id WHERE f.user_id = ? AND ${PUBLISHED} ORDER BY ${NEWEST_FIRST}`,
      [userId],
    );
    return rows.map((r) => Number(r.id));
  }

  /** Adds a published listing (idempotent); unknown, unpublished or stopped → 404. */
  async add(userId: number, propertyId: number): Promise<FavoriteToggleResponse> {
    if (!(await this.isPublished(propertyId))) throw notFound('id');
    const exists = await this.favorites.existsBy({ userId, propertyId });
    if (!exists) {
      try {
        await this.favorites.insert({ userId, propertyId, createdAt: new Date() });
      } catch (error) {
        // The same add from another tab in between: already a favourite, which is what was asked.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return { success: true, favorite: true, favorites: await this.ids(userId) };
  }

  /**
   * Removes a favourite (idempotent for a published listing). A listing that is neither published
   * nor among the user's favourites → 404; a stored favourite of an unpublished listing can still be removed.
   */
  async remove(userId: number, propertyId: number): Promise<FavoriteToggleResponse> {
    const result = await this.favorites.delete({ userId, propertyId });
    if (!result.affected && !(await this.isPublished(propertyId))) throw notFound('id');
    return { success: true, favorite: false, favorites: await this.ids(userId) };
  }

  /** One page (FAVORITES_PAGE_SIZE) of the user's favourite published listings as cards; a page past the last → 404. */
  async list(userId: number, page: number): Promise<FavoriteListResponse> {
    const ids = await this.ids(userId);
    const limit = FAVORITES_PAGE_SIZE;
    const totalPages = Math.ceil(ids.length / limit);
    if (page > Math.max(totalPages, 1)) throw notFound('page');
    const items = await this.properties.summaries(ids.slice((page - 1) * limit, page * limit));
    return { items, total: ids.length, page, limit, totalPages };
  }

  private async isPublished(propertyId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT p.id FROM properties p WHERE p.id = ? AND ${PUBLISHED}`, [propertyId]);
    return rows.length > 0;
  }
}
