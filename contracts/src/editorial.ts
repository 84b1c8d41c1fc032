/**
 * Editorial content (spec §3 article types and news, §7 the article / news / solution calls, §9 page
 * size): response types, the query rules of the public lists and details, the limits and Japanese
 * messages of the staff authoring forms. The API and the editorial pages run the same functions.
 */
import { ARTICLE_TYPES, MAX_PROPERTIES_LIMIT, PAGE_SIZE, type ArticleType, type ArticleTypeName } from './constants';
import { formatMessage, MESSAGES } from './messages';
import { codePointLength, isDigits, maxLength, required, searchWord, type Rule } from './validation';

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

/** Page size of /api/articles, /api/news and /api/solutions (spec §9: 10). */
export const EDITORIAL_PAGE_SIZE = PAGE_SIZE;
/** Our upper bound for `limit` of the editorial lists (the same as for listings, so MESSAGES.invalidLimit fits). */
export const EDITORIAL_MAX_LIMIT = MAX_PROPERTIES_LIMIT;

export const EDITORIAL_STATUSES = ['draft', 'published'] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];

/** The site path of each article type (spec §2): /reviews/{id}, /thanks-letter/{id}, … */
export const ARTICLE_TYPE_PATHS: { readonly [K in ArticleTypeName]: string } = {
  reviews: '/reviews',
  letters: '/thanks-letter',
  shop: '/shop',
  towns: '/towns',
  blog: '/blog',
  case: '/case',
};

/** The type name of an article type code, or undefined for an unknown code. */
export function articleTypeName(type: number): ArticleTypeName | undefined {
  return (Object.keys(ARTICLE_TYPES) as ArticleTypeName[]).find((name) => ARTICLE_TYPES[name] === type);
}

/** The site path of an article: `/reviews/12`. */
export function articlePath(type: number, id: number): string {
  const name = articleTypeName(type);
  return `${name ? ARTICLE_TYPE_PATHS[name] : '/blog'}/${id}`;
}

/** The staff authoring screens in the my-page (staff only): /my-page/staff/editorial/{section}/{id}. */
export const STAFF_EDITORIAL_PATH = '/my-page/staff/editorial';
export type StaffEditorialSection = ArticleTypeName | 'news' | 'solutions';

/** The staff editor of one entry (or the section's list without an id). */
export function staffEditorialPath(section: StaffEditorialSection, id?: number): string {
  return id === undefined ? `${STAFF_EDITORIAL_PATH}/${section}` : `${STAFF_EDITORIAL_PATH}/${section}/${id}`;
}

/**
 * Categories of the experience stories (type 2 only; /reviews/category/{category}). The slug is the
 * path segment and the `category` query value; the name is shown.
 */
export const REVIEW_CATEGORIES = [
  { slug: 'inherited', name: '相続した家' },
  { slug: 'free-transfer', name: '無償・格安で譲った' },
  { slug: 'kominka', name: '古民家' },
  { slug: 'land', name: '土地・農地' },
  { slug: 'far-away', name: '遠方から売った' },
  { slug: 'shop-house', name: '店舗・商店' },
] as const;
export type ReviewCategorySlug = (typeof REVIEW_CATEGORIES)[number]['slug'];

export function reviewCategoryName(slug: string | null | undefined): string | null {
  return REVIEW_CATEGORIES.find((c) => c.slug === slug)?.name ?? null;
}

/** Field limits of the staff forms (characters, counted in code points). */
export const EDITORIAL_LIMITS = {
  title: 100,
  lead: 300,
  /** Markdown body / answer. MySQL MEDIUMTEXT holds it whatever the characters. */
  body: 30000,
  author: 50,
  slug: 100,
  coverPath: 255,
  tag: 30,
  tags: 10,
  newsCategoryName: 30,
  question: 1000,
  /** The preview render accepts the same size as a body. */
  preview: 30000,
} as const;

/** Slugs: lower-case ASCII letters, digits and single hyphens (imports match on them). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A cover photo: a path under our uploads folder (an image already uploaded), e.g. /uploads/editorial/1.jpg. */
export const COVER_PATH_PATTERN = /^\/uploads\/[A-Za-z0-9._\-/]+\.(?:jpe?g|png|webp)$/;

// ---------------------------------------------------------------------------
// Messages (not in the spec)
// ---------------------------------------------------------------------------

export const EDITORIAL_MESSAGES = {
  /** Optimistic locking: somebody saved the entry after it was loaded (409). */
  versionConflict: 'ほかの担当者がこの記事を更新しました。最新の内容を読み込み直してから、もう一度保存してください。',
  invalidType: '記事の種類が正しくありません',
  invalidCategory: 'カテゴリーが正しくありません',
  /** A category given for an article type without categories. */
  categoryNotAllowed: 'この種類の記事にはカテゴリーを設定できません',
  invalidSlug: 'スラッグは半角英小文字・数字・ハイフンで入力してください',
  slugTaken: 'このスラッグはすでに使われています',
  invalidCoverPath: 'カバー写真はアップロード済みの画像（/uploads/ で始まるパス）を指定してください',
  invalidTags: `タグは${EDITORIAL_LIMITS.tags}個まで、1つ${EDITORIAL_LIMITS.tag}文字以内で指定してください`,
  invalidDate: '公開日時の形式が正しくありません（例: 2026-04-01 または 2026-04-01T09:00:00+09:00）',
  invalidVersion: '版番号が正しくありません。ページを読み込み直してください',
  propertyNotFound: '指定された物件が見つかりません',
  invalidPreview: 'preview には 1 を指定してください',
  /** The cover upload takes one photo. */
  oneCoverPhoto: 'カバー写真は1枚だけ選んでください',
} as const;

// ---------------------------------------------------------------------------
// Response types
// ---------------------------------------------------------------------------

export interface EditorialPageInfo {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface ArticleSummary {
  id: number;
  type: ArticleType;
  /** reviews, letters, shop, towns, blog, case */
  typeName: ArticleTypeName;
  title: string;
  lead: string;
  /** Site path of the cover photo (under /uploads/, or https URL), or null. */
  coverPath: string | null;
  /** Story category slug (type 2 only) and its name. */
  category: string | null;
  categoryName: string | null;
  tags: string[];
  /** The listing the article is about, when there is one. */
  propertyId: number | null;
  author: string;
  /** ISO 8601 (UTC); null only for a draft never published. */
  publishedAt: string | null;
  status: EditorialStatus;
}

export interface ArticleListResponse extends EditorialPageInfo {
  items: ArticleSummary[];
}

/** Chronological neighbours among the published entries of the same type (prev: published before, next: after). */
export interface EditorialNeighbours {
  prevId: number | null;
  nextId: number | null;
}

export interface ArticleDetail extends ArticleSummary, EditorialNeighbours {
  /** The body rendered from Markdown and sanitised on the server. */
  html: string;
  slug: string | null;
  version: number;
  updatedAt: string;
}

export interface NewsSummary {
  id: number;
  title: string;
  categoryName: string;
  /** The first characters of the body as plain text. */
  excerpt: string;
  publishedAt: string | null;
  status: EditorialStatus;
}

export interface NewsListResponse extends EditorialPageInfo {
  items: NewsSummary[];
  /** Every category name of published news, for the category links. */
  categories: string[];
}

export interface NewsDetail extends NewsSummary, EditorialNeighbours {
  html: string;
  slug: string | null;
  version: number;
  updatedAt: string;
}

export interface SolutionSummary {
  id: number;
  question: string;
  /** The first characters of the answer as plain text. */
  excerpt: string;
  tags: string[];
  publishedAt: string | null;
  status: EditorialStatus;
}

export interface SolutionListResponse extends EditorialPageInfo {
  items: SolutionSummary[];
}

export interface SolutionDetail extends SolutionSummary, EditorialNeighbours {
  /** The answer rendered from Markdown and sanitised. */
  answerHtml: string;
  slug: string | null;
  version: number;
  updatedAt: string;
}

/** Staff views carry the Markdown source for editing. */
export interface StaffArticle extends ArticleDetail {
  body: string;
}
export interface StaffNews extends NewsDetail {
  body: string;
}
export interface StaffSolution extends SolutionDetail {
  answer: string;
}

export interface EditorialFavoriteToggleResponse {
  success: true;
  favorite: boolean;
  /** Every favourite id of that kind, newest first (base data articleFavorites / solutionFavorites). */
  favorites: number[];
}

// ---------------------------------------------------------------------------
// Query rules
// ---------------------------------------------------------------------------

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
 * The id of /api/solution/{id}: only its leading digits are used (spec §7), so `12-how-to-sell` is 12.
 * Null when it does not start with a digit or the number is 0 / too large.
 */
export function leadingDigitsId(raw: string): number | null {
  const match = /^[0-9]+/.exec(raw);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

// ---------------------------------------------------------------------------
// Form rules (staff authoring)
// ---------------------------------------------------------------------------

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A required text of at most `max` characters (blank → required; not a string → invalidValue). */
export function requiredText(max: number): Rule[] {
  return [required, (v: unknown) => (typeof v === 'string' ? null : MESSAGES.invalidValue), maxLength(max)];
}

/** An optional text of at most `max` characters. */
export function optionalText(max: number): Rule[] {
  return [(v: unknown) => (isEmpty(v) || typeof v === 'string' ? null : MESSAGES.invalidValue), maxLength(max)];
}

export const slugRule: Rule = (v: unknown) =>
  isEmpty(v) ? null : typeof v === 'string' && codePointLength(v) <= EDITORIAL_LIMITS.slug && SLUG_PATTERN.test(v) ? null : EDITORIAL_MESSAGES.invalidSlug;

export const coverPathRule: Rule = (v: unknown) =>
  isEmpty(v) ? null : typeof v === 'string' && v.length <= EDITORIAL_LIMITS.coverPath && COVER_PATH_PATTERN.test(v) && !v.includes('..')
    ? null
    : EDITORIAL_MESSAGES.invalidCoverPath;

export const tagsRule: Rule = (v: unknown) => {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.length > EDITORIAL_LIMITS.tags) return EDITORIAL_MESSAGES.invalidTags;
  return v.every((t) => typeof t === 'string' && t.trim() !== '' && codePointLength(t.trim()) <= EDITORIAL_LIMITS.tag)
    ? null
    : EDITORIAL_MESSAGES.invalidTags;
};

export const articleTypeRule: Rule = (v: unknown) =>
  typeof v === 'number' && articleTypeName(v) !== undefined ? null : EDITORIAL_MESSAGES.invalidType;

export const reviewCategoryRule: Rule = (v: unknown) =>
  isEmpty(v) ? null : typeof v === 'string' && reviewCategoryName(v) !== null ? null : EDITORIAL_MESSAGES.invalidCategory;

/** A publication date: ISO date (2026-04-01) or date-time with an offset; absent or null is allowed. */
export const publishedAtRule: Rule = (v: unknown) => {
  if (isEmpty(v)) return null;
  return typeof v === 'string' && parsePublishedAt(v) !== null ? null : EDITORIAL_MESSAGES.invalidDate;
};

/** `2026-04-01` (midnight Japan time) or an ISO date-time with Z or an offset → Date; else null. */
export function parsePublishedAt(s: string): Date | null {
  let iso: string;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) iso = `${s}T00:00:00+09:00`;
  else if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) iso = s.replace(' ', 'T');
  else return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

export const versionRule: Rule = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? null : EDITORIAL_MESSAGES.invalidVersion;

export const optionalPositiveIdRule: Rule = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1) ? null : MESSAGES.invalidId;
