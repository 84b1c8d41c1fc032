/** Response types of the article, news and solution (Q&A) calls. */
import type { ArticleType, ArticleTypeName } from '../constants';
import type { EditorialStatus } from './constants';

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
