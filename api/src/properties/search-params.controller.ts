import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, validateSearchParams, type PostSearchParamsResponse } from '@akiya/contracts';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ApiError } from '../http/api-error';
import { PostSearchParamsResponseDto, SavedSearchParamsDto } from './dto/listing.dto';

/**
 * POST /api/user/post-search-params (§7): the my-search panel saves the eight search params.
 * Validated with validateSearchParams from @akiya/contracts (the panel runs the same function);
 * errors per field in Japanese, `message` = MESSAGES.formError. Keeping them for a logged-in user
 * belongs to the accounts work (users have no column for them yet): for now the answer is the
 * validated params, which the client keeps and sends as query parameters.
 */
@ApiTags('properties')
@Controller('user')
export class SearchParamsController {
  @Post('post-search-params')
  @HttpCode(200)
  @ApiOperation({ summary: 'Validate (and later store) the saved search params of the my-search panel' })
  @ApiBody({ type: SavedSearchParamsDto })
  @ApiOkResponse({ type: PostSearchParamsResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  postSearchParams(@Body() body: unknown): PostSearchParamsResponse {
    const result = validateSearchParams(body ?? {});
    if (!result.ok) throw new ApiError(400, MESSAGES.formError, result.errors);
    return { success: true, searchParams: result.value };
  }
}
