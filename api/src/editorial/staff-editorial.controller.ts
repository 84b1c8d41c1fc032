import { Body, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiConflictResponse, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import {
  EDITORIAL_STATUSES,
  MESSAGES,
  validateArticlesQuery,
  validateNewsQuery,
  validateSolutionsQuery,
  type ArticleListResponse,
  type ArticlesQuery,
  type EditorialStatus,
  type NewsListResponse,
  type QueryResult,
  type SolutionListResponse,
  type StaffArticle,
  type StaffNews,
  type StaffSolution,
} from '@akiya/contracts';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ContractQueryPipe, PositiveIntPipe } from '../http/pipes';
import { NoStoreGet, PostOk } from '../http/route-decorators';
import { readPhotoUpload } from '../posting/posting-form';
import { RateLimitService } from '../security/rate-limit.service';
import { CurrentUser } from '../sessions/auth.decorators';
import type { UserEntity } from '../users/entities/user.entity';
import { StaffController } from '../user-messages/staff.guard';
import { ArticleDto, NewsDto, PreviewDto, SolutionDto, UpdateArticleDto, UpdateNewsDto, UpdateSolutionDto, VersionDto } from './dto/editorial.dto';
import { EditorialAuthoringService } from './editorial-authoring.service';
import { EditorialCoverService } from './editorial-cover.service';
import { EditorialReadService } from './editorial-read.service';
import { renderMarkdown } from './markdown-renderer';

/** A staff list query: the public one plus `status` (draft | published; absent: both). */
function withStatus<T>(validate: (q: Record<string, unknown>) => QueryResult<T>) {
  return (query: Record<string, unknown>): QueryResult<T & { status: EditorialStatus | null }> => {
    const { status, ...rest } = query;
    const result = validate(rest);
    const statusOk = status === undefined || status === '' || (EDITORIAL_STATUSES as readonly unknown[]).includes(status);
    if (!statusOk) {
      const errors = result.ok ? {} : result.errors;
      return { ok: false, errors: { ...errors, status: [MESSAGES.invalidValue] } };
    }
    if (!result.ok) return result;
    return { ok: true, value: { ...result.value, status: status ? (status as EditorialStatus) : null } };
  };
}

/**
 * Staff authoring of articles, news and Q&A (docs/editorial.md). The StaffGuard answers the plain 404
 * to anyone else before a body is read. Updates and status changes carry the version read: a stale
 * one is 409 with EDITORIAL_MESSAGES.versionConflict.
 */
@StaffController('staff', 'editorial')
@ApiConflictResponse({ type: ApiErrorBodyDto, description: 'stale version' })
export class StaffEditorialController {
  constructor(
    private readonly read: EditorialReadService,
    private readonly authoring: EditorialAuthoringService,
    private readonly covers: EditorialCoverService,
    private readonly limits: RateLimitService,
  ) {}

  @PostOk('editorial/preview')
  @ApiOperation({ summary: 'Renders Markdown to the sanitised HTML the page will show' })
  preview(@Body() body: PreviewDto): { html: string } {
    return { html: renderMarkdown(body.markdown ?? '') };
  }

  @Post('editorial/cover')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Uploads a cover photo (multipart, one file in `photos`); answers {path} for coverPath' })
  async cover(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @CurrentUser() user: UserEntity): Promise<{ path: string }> {
    // The posting bucket, as every photo upload: the same photo work costs the same.
    return this.covers.store((await readPhotoUpload(this.limits, req, reply, user.id)).files);
  }

  // --- articles ---
  @NoStoreGet('articles')
  @ApiOperation({ summary: 'Every article (drafts too), newest first; page, limit, type, category, word, status' })
  articles(@Query(new ContractQueryPipe(withStatus(validateArticlesQuery))) query: ArticlesQuery & { status: EditorialStatus | null }): Promise<ArticleListResponse> {
    return this.read.articles(query, query.status);
  }

  @NoStoreGet('articles/:id')
  @ApiOperation({ summary: 'One article with its Markdown and version, for editing' })
  article(@Param('id', PositiveIntPipe) id: number): Promise<StaffArticle> {
    return this.read.staffArticle(id);
  }

  @Post('articles')
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates an article as a draft' })
  createArticle(@Body() body: ArticleDto): Promise<StaffArticle> {
    return this.authoring.createArticle(body);
  }

  @Put('articles/:id')
  @ApiOperation({ summary: 'Saves an article (whole form + version read)' })
  updateArticle(@Param('id', PositiveIntPipe) id: number, @Body() body: UpdateArticleDto): Promise<StaffArticle> {
    const { version, ...fields } = body;
    return this.authoring.updateArticle(id, version, fields);
  }

  @PostOk('articles/:id/publish')
  publishArticle(@Param('id', PositiveIntPipe) id: number, @Body() body: VersionDto) {
    return this.authoring.setStatus('article', id, body.version, 'published');
  }

  @PostOk('articles/:id/unpublish')
  unpublishArticle(@Param('id', PositiveIntPipe) id: number, @Body() body: VersionDto) {
    return this.authoring.setStatus('article', id, body.version, 'draft');
  }

  // --- news ---
  @NoStoreGet('news')
  staffNewsList(@Query(new ContractQueryPipe(validateNewsQuery)) query: { page: number; limit: number; categoryName?: string }): Promise<NewsListResponse> {
    return this.read.news(query, true);
  }

  @NoStoreGet('news/:id')
  newsItem(@Param('id', PositiveIntPipe) id: number): Promise<StaffNews> {
    return this.read.staffNews(id);
  }

  @Post('news')
  @HttpCode(201)
  createNews(@Body() body: NewsDto): Promise<StaffNews> {
    return this.authoring.createNews(body);
  }

  @Put('news/:id')
  updateNews(@Param('id', PositiveIntPipe) id: number, @Body() body: UpdateNewsDto): Promise<StaffNews> {
    const { version, ...fields } = body;
    return this.authoring.updateNews(id, version, fields);
  }

  @PostOk('news/:id/publish')
  publishNews(@Param('id', PositiveIntPipe) id: number, @Body() body: VersionDto) {
    return this.authoring.setStatus('news', id, body.version, 'published');
  }

  @PostOk('news/:id/unpublish')
  unpublishNews(@Param('id', PositiveIntPipe) id: number, @Body() body: VersionDto) {
    return this.authoring.setStatus('news', id, body.version, 'draft');
  }

  // --- Q&A ---
  @NoStoreGet('solutions')
  staffSolutions(@Query(new ContractQueryPipe(validateSolutionsQuery)) query: { page: number; limit: number; tag?: string; word?: string }): Promise<SolutionListResponse> {
    return this.read.solutions(query, true);
  }

  @NoStoreGet('solutions/:id')
  solution(@Param('id', PositiveIntPipe) id: number): Promise<StaffSolution> {
    return this.read.staffSolution(id);
  }

  @Post('solutions')
  @HttpCode(201)
  createSolution(@Body() body: SolutionDto): Promise<StaffSolution> {
    return this.authoring.createSolution(body);
  }

  @Put('solutions/:id')
  updateSolution(@Param('id', PositiveIntPipe) id: number, @Body() body: UpdateSolutionDto): Promise<StaffSolution> {
    const { version, ...fields } = body;
    return this.authoring.updateSolution(id, version, fields);
  }

  @PostOk('solutions/:id/publish')
  publishSolution(@Param('id', PositiveIntPipe) id: number, @Body() body: VersionDto) {
    return this.authoring.setStatus('solution', id, body.version, 'published');
  }

  @PostOk('solutions/:id/unpublish')
  unpublishSolution(@Param('id', PositiveIntPipe) id: number, @Body() body: VersionDto) {
    return this.authoring.setStatus('solution', id, body.version, 'draft');
  }
}
