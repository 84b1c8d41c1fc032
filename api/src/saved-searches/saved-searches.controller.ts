import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SavedSearch, SavedSearchListResponse } from '@akiya/contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { PositiveIntPipe } from '../http/pipes';
import { answerOneClickLink } from '../mail-preferences/digest/unsubscribe.controller';
import { CurrentUser, RequiresAuth } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { SavedSearchesService } from './saved-searches.service';

/**
 * The saved searches of the logged-in, verified user (docs/search.md "Saved searches"). Writes need
 * the CSRF token like every POST/PATCH/DELETE; someone else's search → 404.
 */
@ApiTags('saved-searches')
@Controller('my-page/saved-searches')
@RequiresAuth('verified')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @ApiOperation({ summary: 'The user’s saved searches, newest first' })
  list(@CurrentUser() user: UserEntity): Promise<SavedSearchListResponse> {
    return this.searches.list(user.id);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Saves a board URL’s query string ({ query, name? }); normalised, paging dropped; at most 10' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  create(@CurrentUser() user: UserEntity, @Body() body: unknown): Promise<SavedSearch> {
    return this.searches.create(user.id, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Renames a saved search and/or switches its alert ({ name?, alert? })' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  update(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number, @Body() body: unknown): Promise<SavedSearch> {
    return this.searches.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes a saved search' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  remove(@CurrentUser() user: UserEntity, @Param('id', PositiveIntPipe) id: number): Promise<{ success: true }> {
    return this.searches.remove(user.id, id);
  }
}

/**
 * GET /api/mail/unsubscribe-search?s=<search id>&t=<signature>: the per-search link of the
 * saved-search alert mail. A valid signature turns that search's alert off (no login: the link is
 * the proof); anything else → 400 with a Japanese page.
 */
@ApiTags('mail')
@Controller('mail')
export class SavedSearchUnsubscribeController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get('unsubscribe-search')
  @ApiQuery({ name: 's', description: 'saved search id' })
  @ApiQuery({ name: 't', description: 'signature from the mail' })
  @ApiOperation({ summary: 'One-click: turns the alert of one saved search off (signed link)' })
  async unsubscribe(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    await answerOneClickLink(query, 's', reply, (id, token) => this.searches.unsubscribe(id, token), {
      invalid: 'このリンクは無効です。マイページの「保存した検索条件」からお知らせを停止してください。',
      done:
        '<p>この検索条件の新着物件のお知らせを停止しました。ほかの検索条件のお知らせは届きます。</p>' +
        '<p>再び受け取るには、<a href="/my-page/searches">保存した検索条件</a>でお知らせをオンにしてください。</p>',
    });
  }
}
