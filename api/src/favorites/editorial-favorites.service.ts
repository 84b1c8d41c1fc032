import { Injectable } from '@nestjs/common';
import { EDITORIAL_PAGE_SIZE, MESSAGES, type ArticleListResponse, type EditorialFavoriteToggleResponse, type SolutionListResponse } from '@akiya/contracts';
import { isUniqueViolation } from '../database/sql';
import { toArticleSummary, toSolutionSummary } from '../editorial/editorial.mapper';
import { EditorialRepository, type ArticleRow, type SolutionRow } from '../editorial/editorial.repository';
import { ApiError } from '../http/api-error';
import { EditorialFavoritesRepository, type EditorialFavoriteKind } from './editorial-favorites.repository';

/**
 * A user's favourite articles and Q&A. Like listing favourites: only published entries count (a
 * favourite of an entry later unpublished stays stored but is not answered), adding is idempotent.
 */
@Injectable()
export class EditorialFavoritesService {
  constructor(
    private readonly favorites: EditorialFavoritesRepository,
    private readonly editorial: EditorialRepository,
  ) {}

  /** Ids of the user's favourite published entries, newest favourite first. */
  ids(kind: EditorialFavoriteKind, userId: number): Promise<number[]> {
    return this.favorites.publishedIds(kind, userId);
  }

  /** GET /api/favorites/article?page=: the favourite published articles, newest favourite first, 10 per page. */
  async articles(userId: number, page: number): Promise<ArticleListResponse> {
    const { rows, ...info } = await this.page('article', userId, page);
    return { ...info, items: (rows as ArticleRow[]).map(toArticleSummary) };
  }

  /** GET /api/favorites/solution?page=: the favourite published Q&A, newest favourite first, 10 per page. */
  async solutions(userId: number, page: number): Promise<SolutionListResponse> {
    const { rows, ...info } = await this.page('solution', userId, page);
    return { ...info, items: (rows as SolutionRow[]).map(toSolutionSummary) };
  }

  /** A page past the last one is 404 (page 1 of no favourites is an empty 200), like the listing favourites. */
  private async page(kind: EditorialFavoriteKind, userId: number, page: number) {
    const limit = EDITORIAL_PAGE_SIZE;
    const { rows, total } = await this.editorial.findFavoritesPage(kind, userId, (page - 1) * limit, limit);
    const totalPages = Math.ceil(total / limit);
    if (page > Math.max(totalPages, 1)) throw new ApiError(404, MESSAGES.notFound, { page: [MESSAGES.notFound] });
    return { rows, total, page, limit, totalPages };
  }

  /** Adds a published entry (idempotent); unknown or unpublished → 404. */
  async add(kind: EditorialFavoriteKind, userId: number, id: number): Promise<EditorialFavoriteToggleResponse> {
    if (!(await this.editorial.isPublished(kind, id))) throw new ApiError(404, MESSAGES.notFound, { id: [MESSAGES.notFound] });
    try {
      if (!(await this.favorites.exists(kind, userId, id))) await this.favorites.insert(kind, userId, id);
    } catch (error) {
      // The same add from another tab in between: already a favourite.
      if (!isUniqueViolation(error)) throw error;
    }
    return { success: true, favorite: true, favorites: await this.ids(kind, userId) };
  }

  /** Removes a favourite (idempotent for a published entry); neither published nor a favourite → 404. */
  async remove(kind: EditorialFavoriteKind, userId: number, id: number): Promise<EditorialFavoriteToggleResponse> {
    if (await this.favorites.exists(kind, userId, id)) await this.favorites.delete(kind, userId, id);
    else if (!(await this.editorial.isPublished(kind, id))) throw new ApiError(404, MESSAGES.notFound, { id: [MESSAGES.notFound] });
    return { success: true, favorite: false, favorites: await this.ids(kind, userId) };
  }
}
