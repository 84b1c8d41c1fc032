/** Query rules of the public lists and details (docs/product.md §7): the API and the editorial pages run the same functions. */
import { ARTICLE_TYPES, type ArticleType } from '../constants';
import { formatMessage, MESSAGES } from '../messages';
import { codePointLength, isDigits, searchWord } from '../validation';
import { reviewCategoryName } from './categories';
import { EDITORIAL_LIMITS, EDITORIAL_MAX_LIMIT, EDITORIAL_PAGE_SIZE } from './constants';
import { EDITORIAL_MESSAGES } from './messages';
import { articleTypeName } from './paths';

export type QueryResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

export interface ArticlesQuery {
  page: number;
  limit: number;
  type?: ArticleType;
  category?: string;
  word?: string;
}

export interface NewsQuery {
  page: number;
  limit: number;
  categoryName?: string;
}

export interface SolutionsQuery {
  page: number;
  limit: number;
  tag?: string;
  word?: string;
}

export interface DetailQuery {
  preview: boolean;
  type?: ArticleType;
}

/** Helper shared by the validators: reads one scalar parameter and collects errors. */
class QueryReader {
  readonly errors: Record<string, string[]> = {};

  constructor(
    private readonly query: Record<string, unknown>,
    allowed: readonly string[],
  ) {
    for (const key of Object.keys(query)) if (!allowed.includes(key)) this.fail(key, MESSAGES.unknownParameter);
  }

  fail(key: string, message: string): void {
    if (!Object.prototype.hasOwnProperty.call(this.errors, key)) {
      Object.defineProperty(this.errors, key, { value: [], enumerable: true, writable: true, configurable: true });
    }
    this.errors[key].push(message);
  }

  /** The value as text; undefined when absent or ''; null when not a scalar (repeated key, object). */
  text(key: string): string | null | undefined {
    const v = this.query[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return null;
  }

  positiveInt(key: string, message: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const raw = this.text(key);
    if (raw === undefined) return undefined;
    const n = raw !== null && isDigits(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > max) {
      this.fail(key, message);
      return undefined;
    }
    return n;
  }

  pageAndLimit(): { page: number; limit: number } {
    return {
      page: this.positiveInt('page', MESSAGES.invalidPage) ?? 1,
      limit: this.positiveInt('limit', MESSAGES.invalidLimit, EDITORIAL_MAX_LIMIT) ?? EDITORIAL_PAGE_SIZE,
    };
  }

  articleType(): ArticleType | undefined {
    const raw = this.text('type');
    if (raw === undefined) return undefined;
    const n = raw !== null && isDigits(raw) ? Number(raw) : NaN;
    if (articleTypeName(n) === undefined) {
      this.fail('type', EDITORIAL_MESSAGES.invalidType);
      return undefined;
    }
    return n as ArticleType;
  }

  word(): string | undefined {
    const raw = this.text('word');
    if (raw === undefined) return undefined;
    const message = raw === null ? MESSAGES.invalidValue : searchWord(raw);
    if (message !== null) {
      this.fail('word', message);
      return undefined;
    }
    return (raw as string).trim();
  }

  /** A free label (news category name, Q&A tag): trimmed, 1..max characters. */
  label(key: string, max: number): string | undefined {
    const raw = this.text(key);
    if (raw === undefined) return undefined;
    const value = raw === null ? '' : raw.trim();
    if (value === '') this.fail(key, MESSAGES.invalidValue);
    else if (codePointLength(value) > max) this.fail(key, formatMessage(MESSAGES.maxLength, { length: max }));
    else return value;
    return undefined;
  }

  result<T>(value: T): QueryResult<T> {
    return Object.keys(this.errors).length > 0 ? { ok: false, errors: this.errors } : { ok: true, value };
  }
}

/**
 * GET /api/articles: page, limit (default 10, at most EDITORIAL_MAX_LIMIT), type (2, 3, 4, 6, 7, 8),
 * category (a story category slug; only with no type or type 2), word (our addition: the search-word
 * rule, 2–20 characters). Any other key → unknownParameter.
 */
export function validateArticlesQuery(query: Record<string, unknown>): QueryResult<ArticlesQuery> {
  const r = new QueryReader(query, ['page', 'limit', 'type', 'category', 'word']);
  const value: ArticlesQuery = r.pageAndLimit();
  const type = r.articleType();
  if (type !== undefined) value.type = type;
  const category = r.text('category');
  if (category !== undefined) {
    if (category === null || reviewCategoryName(category) === null) r.fail('category', EDITORIAL_MESSAGES.invalidCategory);
    else if (type !== undefined && type !== ARTICLE_TYPES.reviews) r.fail('category', EDITORIAL_MESSAGES.categoryNotAllowed);
    else value.category = category;
  }
  const word = r.word();
  if (word !== undefined) value.word = word;
  return r.result(value);
}

/** GET /api/news: page, limit, categoryName (free text up to EDITORIAL_LIMITS.newsCategoryName). */
export function validateNewsQuery(query: Record<string, unknown>): QueryResult<NewsQuery> {
  const r = new QueryReader(query, ['page', 'limit', 'categoryName']);
  const value: NewsQuery = r.pageAndLimit();
  const categoryName = r.label('categoryName', EDITORIAL_LIMITS.newsCategoryName);
  if (categoryName !== undefined) value.categoryName = categoryName;
  return r.result(value);
}

/** GET /api/solutions: page, limit, tag (up to EDITORIAL_LIMITS.tag), word (search-word rule). */
export function validateSolutionsQuery(query: Record<string, unknown>): QueryResult<SolutionsQuery> {
  const r = new QueryReader(query, ['page', 'limit', 'tag', 'word']);
  const value: SolutionsQuery = r.pageAndLimit();
  const tag = r.label('tag', EDITORIAL_LIMITS.tag);
  if (tag !== undefined) value.tag = tag;
  const word = r.word();
  if (word !== undefined) value.word = word;
  return r.result(value);
}

/** preview: absent, '', '0' or 'false' → false; '1' or 'true' → true; anything else → invalidPreview. */
function readPreview(r: QueryReader): boolean {
  const raw = r.text('preview');
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  r.fail('preview', EDITORIAL_MESSAGES.invalidPreview);
  return false;
}

/** GET /api/article/{id}: preview, type (when given, an article of another type is 404). */
export function validateArticleDetailQuery(query: Record<string, unknown>): QueryResult<DetailQuery> {
  const r = new QueryReader(query, ['preview', 'type']);
  const value: DetailQuery = { preview: readPreview(r) };
  const type = r.articleType();
  if (type !== undefined) value.type = type;
  return r.result(value);
}

/** GET /api/news/{id} and /api/solution/{id}: preview only. */
export function validateEditorialDetailQuery(query: Record<string, unknown>): QueryResult<DetailQuery> {
  const r = new QueryReader(query, ['preview']);
  return r.result({ preview: readPreview(r) });
}

/**
 * The id of /api/solution/{id}: only its leading digits are used (docs/product.md §7), so `12-how-to-sell` is 12.
 * Null when it does not start with a digit or the number is 0 / too large.
 */
export function leadingDigitsId(raw: string): number | null {
  const match = /^[0-9]+/.exec(raw);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}
