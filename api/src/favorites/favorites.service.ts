import { Injectable } from '@nestjs/common';
import { FAVORITES_PAGE_SIZE, MESSAGES, type FavoriteListResponse, type FavoriteToggleResponse } from '@akiya/contracts';
import { isUniqueViolation } from '../database/sql';
import { ApiError } from '../http/api-error';
import { PropertiesService } from '../properties/properties.service';
import { FavoritesRepository } from './favorites.repository';

function notFound(field: string): ApiError {
  return new ApiError(404, MESSAGES.notFound, { [field]: [MESSAGES.notFound] });
}

/**
 * A user's favourite listings. Only published listings count: a favourite whose listing is later
 * unpublished or stopped stays stored (it comes back when the listing does) but is neither listed
 * nor in base data.
 */
@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly properties: PropertiesService,
  ) {}

  /** Ids of the user's favourite published listings, newest favourite first (base data `favorites`). */
  ids(userId: number): Promise<number[]> {
    return this.favorites.publishedIds(userId);
  }

  /** Adds a published listing (idempotent); unknown, unpublished or stopped → 404. */
  async add(userId: number, propertyId: number): Promise<FavoriteToggleResponse> {
    if (!(await this.favorites.isPublished(propertyId))) throw notFound('id');
    if (!(await this.favorites.exists(userId, propertyId))) {
      try {
        await this.favorites.insert(userId, propertyId);
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
    const deleted = await this.favorites.delete(userId, propertyId);
    if (!deleted && !(await this.favorites.isPublished(propertyId))) throw notFound('id');
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
}
