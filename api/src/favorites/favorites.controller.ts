import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MESSAGES, isDigits, type FavoriteListResponse, type FavoriteToggleResponse } from '@akiya/contracts';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ContractQueryPipe, PositiveIntPipe } from '../http/pipes';
import { PostOk } from '../http/route-decorators';
import { CurrentUser, RequiresAuth } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { FavoritesService } from './favorites.service';

/** `?page=` (digits ≥ 1, default 1) and nothing else. */
export function validateFavoritesQuery(query: Record<string, unknown>): { ok: true; value: { page: number } } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(query)) if (key !== 'page') errors[key] = [MESSAGES.unknownParameter];
  const raw = query.page;
  let page = 1;
  if (raw !== undefined && raw !== '') {
    const n = typeof raw === 'string' && isDigits(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) errors.page = [MESSAGES.invalidPage];
    else page = n;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { page } };
}

/**
 * Favourites of the logged-in user (issue 4). Logged out: 401 MESSAGES.loginRequired. The toggles
 * are state-changing requests: the CSRF token is required like on every POST/DELETE.
 */
@ApiTags('favorites')
@Controller('favorites')
@RequiresAuth('login')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  @ApiOperation({ summary: 'The user’s favourite published listings (ListingSummary), newest favourite first, 10 per page' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'A page past the last one (page 1 of no favourites is 200 with no items)' })
  list(@CurrentUser() user: UserEntity, @Query(new ContractQueryPipe(validateFavoritesQuery)) query: { page: number }): Promise<FavoriteListResponse> {
    return this.favorites.list(user.id, query.page);
  }

  @PostOk(':id')
  @ApiOperation({ summary: 'Adds a published listing to the favourites (idempotent); answers every favourite id' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Unknown, unpublished or stopped listing' })
  add(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<FavoriteToggleResponse> {
    return this.favorites.add(user.id, id);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes a listing from the favourites (idempotent); answers every favourite id' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Neither a published listing nor a favourite' })
  remove(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<FavoriteToggleResponse> {
    return this.favorites.remove(user.id, id);
  }
}
