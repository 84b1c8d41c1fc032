import { Controller, Delete, Get, Header, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ArticleListResponse, EditorialFavoriteToggleResponse, SolutionListResponse } from '@akiya/contracts';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ContractQueryPipe, PositiveIntPipe } from '../http/pipes';
import { PostOk } from '../http/route-decorators';
import { CurrentUser, RequiresAuth } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { EditorialFavoritesService } from './editorial-favorites.service';
import { validateFavoritesQuery } from './favorites.controller';

/**
 * Favourite articles and Q&A of the logged-in user; the answer carries every id of that kind (base
 * data articleFavorites / solutionFavorites). Logged out: 401; CSRF token required like every toggle.
 */
@ApiTags('favorites')
@Controller('favorites')
@RequiresAuth('login')
@ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Unknown or unpublished entry' })
export class EditorialFavoritesController {
  constructor(private readonly favorites: EditorialFavoritesService) {}

  @Get('article')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The user’s favourite published articles (ArticleListResponse), newest favourite first, 10 per page' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  articles(@CurrentUser() user: UserEntity, @Query(new ContractQueryPipe(validateFavoritesQuery)) query: { page: number }): Promise<ArticleListResponse> {
    return this.favorites.articles(user.id, query.page);
  }

  @Get('solution')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'The user’s favourite published Q&A (SolutionListResponse), newest favourite first, 10 per page' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  solutions(@CurrentUser() user: UserEntity, @Query(new ContractQueryPipe(validateFavoritesQuery)) query: { page: number }): Promise<SolutionListResponse> {
    return this.favorites.solutions(user.id, query.page);
  }

  @PostOk('article/:id')
  @ApiOperation({ summary: 'Adds a published article to the favourites (idempotent)' })
  addArticle(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<EditorialFavoriteToggleResponse> {
    return this.favorites.add('article', user.id, id);
  }

  @Delete('article/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes an article from the favourites (idempotent)' })
  removeArticle(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<EditorialFavoriteToggleResponse> {
    return this.favorites.remove('article', user.id, id);
  }

  @PostOk('solution/:id')
  @ApiOperation({ summary: 'Adds a published Q&A to the favourites (idempotent)' })
  addSolution(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<EditorialFavoriteToggleResponse> {
    return this.favorites.add('solution', user.id, id);
  }

  @Delete('solution/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes a Q&A from the favourites (idempotent)' })
  removeSolution(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<EditorialFavoriteToggleResponse> {
    return this.favorites.remove('solution', user.id, id);
  }
}
