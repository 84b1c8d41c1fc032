import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EDITORIAL_LIMITS, optionalText, publishedAtRule, requiredText, slugRule, tagsRule, versionRule } from '@akiya/contracts';
import { Transform } from 'class-transformer';
import { Satisfies } from '../../http/contract-rule';
import { stripXmlForbidden } from '../../seo/xml-chars';
import { ARTICLE_FIELD_RULES as RULES } from '../article-rules';

/**
 * For @Transform on the texts: the characters XML 1.0 forbids are removed before the rules run
 * (titles and texts end up in the Atom feeds and sitemaps); anything but a string (or a list of
 * strings) is left for the rules to refuse.
 */
function xmlText({ value }: { value: unknown }): unknown {
  if (typeof value === 'string') return stripXmlForbidden(value);
  if (Array.isArray(value)) return value.map((v: unknown) => (typeof v === 'string' ? stripXmlForbidden(v) : v));
  return value;
}

/** A required text of at most `limit` characters, XML-forbidden characters removed first; `description` for the API docs. */
function RequiredXmlText(limit: number, description?: string): PropertyDecorator {
  return applyDecorators(ApiProperty({ ...(description === undefined ? {} : { description }), maxLength: limit }), Transform(xmlText), Satisfies(...requiredText(limit)));
}

/** Fields every entry has. */
class EntryFields {
  @ApiPropertyOptional({ description: 'lower-case letters, digits and hyphens; unique per kind (imports match on it)', maxLength: EDITORIAL_LIMITS.slug })
  @Satisfies(slugRule)
  slug?: string | null;

  @ApiPropertyOptional({ description: 'publication time: 2026-04-01 (JST midnight) or ISO date-time; set at publish when absent' })
  @Satisfies(publishedAtRule)
  publishedAt?: string | null;
}

/** POST /api/staff/articles — a new article (saved as a draft). */
export class ArticleDto extends EntryFields {
  @ApiProperty({ enum: [2, 3, 4, 6, 7, 8] })
  @Satisfies(...RULES.type)
  type: number;

  @ApiProperty({ maxLength: EDITORIAL_LIMITS.title })
  @Transform(xmlText)
  @Satisfies(...RULES.title)
  title: string;

  @ApiPropertyOptional({ maxLength: EDITORIAL_LIMITS.lead })
  @Transform(xmlText)
  @Satisfies(...RULES.lead)
  lead?: string;

  @ApiProperty({ description: 'Markdown', maxLength: EDITORIAL_LIMITS.body })
  @Transform(xmlText)
  @Satisfies(...RULES.body)
  body: string;

  @ApiPropertyOptional({ description: 'path of an already uploaded image under /uploads/' })
  @Satisfies(...RULES.coverPath)
  coverPath?: string | null;

  @ApiPropertyOptional({ description: 'story category slug (type 2 only)' })
  @Satisfies(...RULES.category)
  category?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: EDITORIAL_LIMITS.tags })
  @Transform(xmlText)
  @Satisfies(...RULES.tags)
  tags?: string[];

  @ApiPropertyOptional({ description: 'the listing the article is about' })
  @Satisfies(...RULES.propertyId)
  propertyId?: number | null;

  @ApiPropertyOptional({ maxLength: EDITORIAL_LIMITS.author })
  @Transform(xmlText)
  @Satisfies(...RULES.author)
  author?: string;
}

/** PUT /api/staff/articles/:id — the whole article and the version it was loaded at. */
export class UpdateArticleDto extends ArticleDto {
  @ApiProperty({ description: 'the version read; a stale one is 409' })
  @Satisfies(versionRule)
  version: number;
}

export class NewsDto extends EntryFields {
  @RequiredXmlText(EDITORIAL_LIMITS.title)
  title: string;

  @RequiredXmlText(EDITORIAL_LIMITS.newsCategoryName)
  categoryName: string;

  @RequiredXmlText(EDITORIAL_LIMITS.body, 'Markdown')
  body: string;
}

export class UpdateNewsDto extends NewsDto {
  @ApiProperty()
  @Satisfies(versionRule)
  version: number;
}

export class SolutionDto extends EntryFields {
  @RequiredXmlText(EDITORIAL_LIMITS.question)
  question: string;

  @RequiredXmlText(EDITORIAL_LIMITS.body, 'Markdown')
  answer: string;

  @ApiPropertyOptional({ type: [String], maxItems: EDITORIAL_LIMITS.tags })
  @Transform(xmlText)
  @Satisfies(tagsRule)
  tags?: string[];
}

export class UpdateSolutionDto extends SolutionDto {
  @ApiProperty()
  @Satisfies(versionRule)
  version: number;
}

/** POST …/publish and …/unpublish. */
export class VersionDto {
  @ApiProperty()
  @Satisfies(versionRule)
  version: number;
}

/** POST /api/staff/editorial/preview — Markdown to render. */
export class PreviewDto {
  @ApiProperty({ maxLength: EDITORIAL_LIMITS.preview })
  @Satisfies(...optionalText(EDITORIAL_LIMITS.preview))
  markdown: string;
}
