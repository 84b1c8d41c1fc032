import { Injectable } from '@nestjs/common';
import {
  MESSAGES,
  normalizeSearchText,
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
  type StaffArticle,
  type StaffNews,
  type StaffSolution,
} from '@akiya/contracts';
import { ApiError } from '../http/api-error';
import { ResultCache } from '../properties/result-cache';
import { CacheInvalidationBus } from '../realtime/cache-invalidation';
import { EditorialRepository, type EditorialKind, type Page } from './editorial.repository';
import { toArticleSummary, toNewsSummary, toSolutionSummary, updatedAtOf } from './editorial.mapper';

export function notFound(field = 'id'): ApiError {
  return new ApiError(404, MESSAGES.notFound, { [field]: [MESSAGES.notFound] });
}

/** Page info for a list; a page past the last one → 404 (page 1 of nothing is an empty 200). */
function pageInfo(total: number, page: number, limit: number) {
  const totalPages = Math.ceil(total / limit);
  if (page > Math.max(totalPages, 1)) throw notFound('page');
  return { total, page, limit, totalPages };
}

/** The columns of an entry row (article, news, Q&A) that its detail answer shares with the others. */
interface EntryDetailRow {
  id: number;
  slug: string | null;
  status: string;
  published_at: unknown;
  version: number;
  updated_at: unknown;
}

/** A published entry, or a draft for staff asking for the preview: for anyone else a draft does not exist. */
function isVisible(row: EntryDetailRow, query: DetailQuery, staff: boolean): boolean {
  return row.status === 'published' || Boolean(staff && query.preview);
}

/** An entry for staff to edit: its detail as a preview, then its source (Markdown); unknown → 404. */
async function forEditing<R, D extends object, S extends object>(row: R | null | undefined, detail: () => Promise<D>, source: (row: R) => S): Promise<D & S> {
  if (!row) throw notFound();
  return { ...(await detail()), ...source(row) };
}

/**
 * Public pages and details are kept this long in the process (then answered stale while one reload
 * runs, for as long again). Every write through EditorialAuthoringService drops them at once; a write
 * from elsewhere (another API instance, the import command) shows within twice this time.
 */
export const EDITORIAL_CACHE_TTL_MS = 30_000;
/** At most this many cached answers (lists and details), least recently used out first. */
const EDITORIAL_CACHE_ENTRIES = 2_000;
/** The cache-invalidation topic every instance drops its editorial answers on. */
export const EDITORIAL_TOPIC = 'editorial';

/**
 * Reading editorial entries: the public lists and details (published only), and the same entries
 * for staff. `preview` only counts for staff (the controller decides who is staff): for anyone
 * else a draft does not exist. Public answers are cached (EDITORIAL_CACHE_TTL_MS; a staff write drops them
 * on every instance); staff ones never.
 */
@Injectable()
export class EditorialReadService {
  private readonly cache = new ResultCache<object>({
    ttlMs: EDITORIAL_CACHE_TTL_MS,
    staleMs: EDITORIAL_CACHE_TTL_MS,
    maxWeight: EDITORIAL_CACHE_ENTRIES,
    weigh: () => 1,
  });

  constructor(
    private readonly repo: EditorialRepository,
    private readonly invalidations: CacheInvalidationBus,
  ) {
    invalidations.on(EDITORIAL_TOPIC, () => this.cache.invalidate());
  }

  /** Drops every cached answer (after a write), here and, with REDIS_URL, on every other instance. */
  invalidate(): void {
    this.cache.invalidate();
    this.invalidations.publish(EDITORIAL_TOPIC);
  }

  /** A public answer from the cache (a 404 is not cached: it is thrown before anything is stored). */
  private cached<T extends object>(key: unknown[], load: () => Promise<T>): Promise<T> {
    return this.cache.getOrLoad(JSON.stringify(key), load) as Promise<T>;
  }

  /** GET /api/articles (published only). */
  publicArticles(query: ArticlesQuery): Promise<ArticleListResponse> {
    return this.cached(['articles', query], () => this.articles(query));
  }

  /** GET /api/article/{id}; a staff preview is never cached. */
  publicArticle(id: number, query: DetailQuery, staff: boolean): Promise<ArticleDetail> {
    return this.publicDetail(['article', id, query.type ?? null], query, staff, (q, s) => this.article(id, q, s));
  }

  publicNews(query: NewsQuery): Promise<NewsListResponse> {
    return this.cached(['news', query], () => this.news(query));
  }

  publicNewsItem(id: number, query: DetailQuery, staff: boolean): Promise<NewsDetail> {
    return this.publicDetail(['news-item', id], query, staff, (q, s) => this.newsItem(id, q, s));
  }

  publicSolutions(query: SolutionsQuery): Promise<SolutionListResponse> {
    return this.cached(['solutions', query], () => this.solutions(query));
  }

  publicSolution(id: number, query: DetailQuery, staff: boolean): Promise<SolutionDetail> {
    return this.publicDetail(['solution', id], query, staff, (q, s) => this.solution(id, q, s));
  }

  /** A public detail from the cache under `key`; a staff preview is loaded afresh and never cached. */
  private publicDetail<T extends object>(key: unknown[], query: DetailQuery, staff: boolean, load: (query: DetailQuery, staff: boolean) => Promise<T>): Promise<T> {
    if (staff && query.preview) return load(query, true);
    return this.cached(key, () => load({ preview: false, type: query.type }, false));
  }

  async articles(query: ArticlesQuery, staffStatus?: 'draft' | 'published' | null): Promise<ArticleListResponse> {
    const offset = (query.page - 1) * query.limit;
    const word = query.word === undefined ? undefined : normalizeSearchText(query.word);
    const { rows, total } = await this.repo.findArticlesPage(
      { type: query.type, category: query.category, word, status: staffStatus === undefined ? 'published' : staffStatus },
      offset,
      query.limit,
    );
    return { items: rows.map(toArticleSummary), ...pageInfo(total, query.page, query.limit) };
  }

  async article(id: number, query: DetailQuery, staff: boolean): Promise<ArticleDetail> {
    const row = await this.repo.findArticle(id);
    if (!row || (query.type !== undefined && row.type !== query.type)) throw notFound();
    if (!isVisible(row, query, staff)) throw notFound();
    return { ...toArticleSummary(row), ...(await this.detailOf('article', row, { html: row.body_html }, row.type)) };
  }

  async staffArticle(id: number): Promise<StaffArticle> {
    return forEditing(await this.repo.findArticle(id), () => this.article(id, { preview: true }, true), (row) => ({ body: row.body }));
  }

  async news(query: NewsQuery, staffAll = false): Promise<NewsListResponse> {
    const offset = (query.page - 1) * query.limit;
    const [{ rows, total }, categories] = await Promise.all([
      this.repo.findNewsPage(query.categoryName, staffAll ? null : 'published', offset, query.limit),
      this.repo.newsCategoryNames(),
    ]);
    return { items: rows.map(toNewsSummary), categories, ...pageInfo(total, query.page, query.limit) };
  }

  async newsItem(id: number, query: DetailQuery, staff: boolean): Promise<NewsDetail> {
    const row = await this.repo.findNews(id);
    if (!row || !isVisible(row, query, staff)) throw notFound();
    return { ...toNewsSummary(row), ...(await this.detailOf('news', row, { html: row.body_html })) };
  }

  async staffNews(id: number): Promise<StaffNews> {
    return forEditing(await this.repo.findNews(id), () => this.newsItem(id, { preview: true }, true), (row) => ({ body: row.body }));
  }

  async solutions(query: SolutionsQuery, staffAll = false): Promise<SolutionListResponse> {
    const offset = (query.page - 1) * query.limit;
    const word = query.word === undefined ? undefined : normalizeSearchText(query.word);
    const page: Page<Parameters<typeof toSolutionSummary>[0]> = await this.repo.findSolutionsPage(
      { tag: query.tag, word, status: staffAll ? null : 'published' },
      offset,
      query.limit,
    );
    return { items: page.rows.map(toSolutionSummary), ...pageInfo(page.total, query.page, query.limit) };
  }

  async solution(id: number, query: DetailQuery, staff: boolean): Promise<SolutionDetail> {
    const row = await this.repo.findSolution(id);
    if (!row || !isVisible(row, query, staff)) throw notFound();
    return { ...toSolutionSummary(row), ...(await this.detailOf('solution', row, { answerHtml: row.answer_html })) };
  }

  /**
   * What a detail answer adds to the entry's summary, in the answer's key order: the previous and
   * next entries (a draft has none: it is not in the published sequence), the rendered Markdown,
   * the slug, the version and the update time.
   */
  private async detailOf<H extends object>(kind: EditorialKind, row: EntryDetailRow, rendered: H, type?: number) {
    const neighbours = await this.repo.neighbours(kind, row.id, row.status === 'published' ? row.published_at : null, type);
    return { ...neighbours, ...rendered, slug: row.slug, version: row.version, updatedAt: updatedAtOf(row) };
  }

  async staffSolution(id: number): Promise<StaffSolution> {
    return forEditing(await this.repo.findSolution(id), () => this.solution(id, { preview: true }, true), (row) => ({ answer: row.answer }));
  }
}
