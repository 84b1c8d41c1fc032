import {
  articleTypeName,
  reviewCategoryName,
  type ArticleSummary,
  type ArticleType,
  type EditorialStatus,
  type NewsSummary,
  type SolutionSummary,
} from '@akiya/contracts';
import { isoOf, isoOrNull } from '../database/sql';
import type { ArticleRow, NewsRow, SolutionRow } from './editorial.repository';
import { excerpt, markdownToText } from './markdown-renderer';

/** Length of the plain-text excerpt of news and answers in lists. */
export const EXCERPT_LENGTH = 100;

/** A JSON array of strings from a `tags` column; anything else is no tags. */
export function parseTags(raw: unknown): string[] {
  try {
    const v: unknown = JSON.parse(typeof raw === 'string' ? raw : '[]');
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const status = (s: string): EditorialStatus => (s === 'published' ? 'published' : 'draft');

export function toArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    type: row.type as ArticleType,
    typeName: articleTypeName(row.type) ?? 'blog',
    title: row.title,
    lead: row.lead,
    coverPath: row.cover_path,
    category: row.category,
    categoryName: reviewCategoryName(row.category),
    tags: parseTags(row.tags),
    propertyId: row.property_id,
    author: row.author,
    publishedAt: isoOrNull(row.published_at),
    status: status(row.status),
  };
}

export function toNewsSummary(row: NewsRow): NewsSummary {
  return {
    id: row.id,
    title: row.title,
    categoryName: row.category_name,
    excerpt: excerpt(markdownToText(row.body), EXCERPT_LENGTH),
    publishedAt: isoOrNull(row.published_at),
    status: status(row.status),
  };
}

export function toSolutionSummary(row: SolutionRow): SolutionSummary {
  return {
    id: row.id,
    question: row.question,
    excerpt: excerpt(markdownToText(row.answer), EXCERPT_LENGTH),
    tags: parseTags(row.tags),
    publishedAt: isoOrNull(row.published_at),
    status: status(row.status),
  };
}

export const updatedAtOf = (row: { updated_at: unknown }): string => isoOf(row.updated_at);
