import { Body, Controller } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, validateSearchParams, type PostSearchParamsResponse } from '@akiya/contracts';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ApiError } from '../http/api-error';
import { PostOk } from '../http/route-decorators';
import { CurrentUser, RequiresAuth } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { readSavedSearchParams, serializeSearchParams } from '../users/saved-search-params';
import { UsersRepository } from '../users/users.repository';
import { PostSearchParamsResponseDto, SavedSearchParamsDto } from './dto/listing.dto';

/**
 * POST /api/user/post-search-params (docs/product.md §7): the my-search panel saves the eight search params for the
 * logged-in user (docs/product.md §2: usable only when logged in → 401 otherwise). Validated with
 * validateSearchParams from @akiya/contracts (the panel runs the same function); errors per field in
 * Japanese, `message` = MESSAGES.formError. Stored in `users.search_params`; base data answers them
 * as `searchParams`, and GET /api/properties applies them when its request gives no search param.
 */
@ApiTags('properties')
@Controller('user')
export class SearchParamsController {
  constructor(private readonly users: UsersRepository) {}

  @PostOk('post-search-params')
  @RequiresAuth('login')
  @ApiOperation({ summary: 'Validates and stores the saved search params of the my-search panel (logged-in user)' })
  @ApiBody({ type: SavedSearchParamsDto })
  @ApiOkResponse({ type: PostSearchParamsResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  async postSearchParams(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<PostSearchParamsResponse> {
    const result = validateSearchParams(body ?? {});
    if (!result.ok) throw new ApiError(400, MESSAGES.formError, result.errors);
    const json = serializeSearchParams(result.value);
    await this.users.setSearchParams(user.id, json);
    return { success: true, searchParams: readSavedSearchParams({ searchParams: json }) ?? result.value };
  }
}
