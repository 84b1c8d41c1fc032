import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  leadingDigitsId,
  validateArticleDetailQuery,
  validateArticlesQuery,
  validateEditorialDetailQuery,
  validateNewsQuery,
  validateSolutionsQuery,
  type ArticleDetail,
  type ArticleListResponse,
  type ArticlesQuery,
  type DetailQuery,
  type NewsDetail,
  type NewsListResponse,
  type NewsQuery,
  type SolutionDetail,
  type SolutionListResponse,
  type SolutionsQuery,
} from '@akiya/contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorBodyDto } from '../http/api-error-body.dto';
import { ContractQueryPipe, PositiveIntPipe } from '../http/pipes';
import { isStaff } from '../posting/moderation.service';
import type { AuthContext } from '../sessions/auth-context';
import { CurrentAuth } from '../sessions/auth.decorators';
import { EditorialReadService, notFound } from './editorial-read.service';

/** Whether the viewer is staff (who alone may preview a draft); a staff preview must not be kept by a shared cache. */
function previewer(auth: AuthContext | null, reply: FastifyReply, query: DetailQuery): boolean {
  const staff = isStaff(auth);
  if (query.preview && staff) reply.header('cache-control', 'private, no-store');
  return staff;
}

/**
 * The public editorial calls of docs/product.md §7. Only published entries exist for everyone; staff see a
 * draft with `preview=1` (anyone else: 404, whatever the flag).
 */
@ApiTags('editorial')
@Controller()
@ApiBadRequestResponse({ type: ApiErrorBodyDto })
@ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Unknown or unpublished entry, or a page past the last one' })
export class EditorialController {
  constructor(private readonly read: EditorialReadService) {}

  @Get('articles')
  @ApiOperation({ summary: 'Published articles, newest first, 10 per page; filters type, category (stories), word' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'type', required: false, enum: [2, 3, 4, 6, 7, 8] })
  @ApiQuery({ name: 'limit', required: false })
  @ApiQuery({ name: 'category', required: false })
  @ApiQuery({ name: 'word', required: false })
  articles(@Query(new ContractQueryPipe(validateArticlesQuery)) query: ArticlesQuery): Promise<ArticleListResponse> {
    return this.read.publicArticles(query);
  }

  @Get('article/:id')
  @ApiOperation({ summary: 'One article with its rendered HTML and the previous / next ids of its type' })
  @ApiQuery({ name: 'preview', required: false })
  @ApiQuery({ name: 'type', required: false })
  async article(
    @Param('id', PositiveIntPipe) id: number,
    @Query(new ContractQueryPipe(validateArticleDetailQuery)) query: DetailQuery,
    @CurrentAuth() auth: AuthContext | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ArticleDetail> {
    return this.read.publicArticle(id, query, previewer(auth, reply, query));
  }

  @Get('news')
  @ApiOperation({ summary: 'Published news, newest first; filter categoryName; also every category name' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiQuery({ name: 'categoryName', required: false })
  news(@Query(new ContractQueryPipe(validateNewsQuery)) query: NewsQuery): Promise<NewsListResponse> {
    return this.read.publicNews(query);
  }

  @Get('news/:id')
  @ApiOperation({ summary: 'One news item' })
  @ApiQuery({ name: 'preview', required: false })
  async newsItem(
    @Param('id', PositiveIntPipe) id: number,
    @Query(new ContractQueryPipe(validateEditorialDetailQuery)) query: DetailQuery,
    @CurrentAuth() auth: AuthContext | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NewsDetail> {
    return this.read.publicNewsItem(id, query, previewer(auth, reply, query));
  }

  @Get('solutions')
  @ApiOperation({ summary: 'Published Q&A, newest first; filters tag, word' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiQuery({ name: 'tag', required: false })
  @ApiQuery({ name: 'word', required: false })
  solutions(@Query(new ContractQueryPipe(validateSolutionsQuery)) query: SolutionsQuery): Promise<SolutionListResponse> {
    return this.read.publicSolutions(query);
  }

  @Get('solution/:id')
  @ApiOperation({ summary: 'One Q&A; only the leading digits of the id are used (12-foo is 12)' })
  @ApiQuery({ name: 'preview', required: false })
  async solution(
    @Param('id') rawId: string,
    @Query(new ContractQueryPipe(validateEditorialDetailQuery)) query: DetailQuery,
    @CurrentAuth() auth: AuthContext | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SolutionDetail> {
    const id = leadingDigitsId(rawId);
    if (id === null) throw notFound();
    return this.read.publicSolution(id, query, previewer(auth, reply, query));
  }
}
