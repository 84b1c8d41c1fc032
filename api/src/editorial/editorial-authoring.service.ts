import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ARTICLE_TYPES,
  EDITORIAL_MESSAGES,
  parsePublishedAt,
  type EditorialStatus,
  type StaffArticle,
  type StaffNews,
  type StaffSolution,
} from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation, sqlTime, withTransaction } from '../database/sql';
import { ApiError } from '../http/api-error';
import type { ArticleDto, NewsDto, SolutionDto } from './dto/editorial.dto';
import { EditorialAuthoringRepository } from './editorial-authoring.repository';
import { EditorialReadService, notFound } from './editorial-read.service';
import { EditorialRepository, type EditorialKind } from './editorial.repository';
import { markdownToText, renderMarkdown, searchTextOf } from './markdown-renderer';

const badField = (field: string, message: string) => new ApiError(400, message, { [field]: [message] });
const conflict = () => new ApiError(409, EDITORIAL_MESSAGES.versionConflict, { version: [EDITORIAL_MESSAGES.versionConflict] });

const cleanTags = (tags: string[] | undefined): string[] => [...new Set((tags ?? []).map((t) => t.trim()))];
const dateOrNull = (s: string | null | undefined): string | null => {
  const d = s ? parsePublishedAt(s) : null;
  return d ? sqlTime(d) : null;
};

/**
 * Staff authoring of articles, news and Q&A: create (as a draft), update with the version read
 * (optimistic locking: a stale version is 409, never a silent overwrite), publish, unpublish.
 * Bodies are rendered and sanitised when saved, so a read never renders.
 */
@Injectable()
export class EditorialAuthoringService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repo: EditorialRepository,
    private readonly read: EditorialReadService,
    private readonly authoring: EditorialAuthoringRepository,
  ) {}

  // --- column values from the forms -----------------------------------------------------------

  async articleColumns(dto: ArticleDto): Promise<Record<string, unknown>> {
    if (dto.category && dto.type !== ARTICLE_TYPES.reviews) throw badField('category', EDITORIAL_MESSAGES.categoryNotAllowed);
    if (dto.propertyId && !(await this.repo.propertyExists(dto.propertyId))) throw badField('propertyId', EDITORIAL_MESSAGES.propertyNotFound);
    const lead = dto.lead?.trim() ?? '';
    return {
      type: dto.type,
      slug: dto.slug || null,
      title: dto.title.trim(),
      lead,
      body: dto.body,
      body_html: renderMarkdown(dto.body),
      cover_path: dto.coverPath || null,
      category: dto.category || null,
      tags: JSON.stringify(cleanTags(dto.tags)),
      property_id: dto.propertyId ?? null,
      author: dto.author?.trim() ?? '',
      published_at: dateOrNull(dto.publishedAt),
      search_text: searchTextOf(dto.title, lead, markdownToText(dto.body)),
    };
  }

  newsColumns(dto: NewsDto): Record<string, unknown> {
    return {
      slug: dto.slug || null,
      title: dto.title.trim(),
      category_name: dto.categoryName.trim(),
      body: dto.body,
      body_html: renderMarkdown(dto.body),
      published_at: dateOrNull(dto.publishedAt),
    };
  }

  solutionColumns(dto: SolutionDto): Record<string, unknown> {
    return {
      slug: dto.slug || null,
      question: dto.question.trim(),
      answer: dto.answer,
      answer_html: renderMarkdown(dto.answer),
      tags: JSON.stringify(cleanTags(dto.tags)),
      published_at: dateOrNull(dto.publishedAt),
      search_text: searchTextOf(dto.question, markdownToText(dto.answer), ...cleanTags(dto.tags)),
    };
  }

  // --- create / update --------------------------------------------------------------------------

  async createArticle(dto: ArticleDto, status: EditorialStatus = 'draft'): Promise<StaffArticle> {
    const id = await this.insert('article', { ...(await this.articleColumns(dto)), status }, status);
    return this.read.staffArticle(id);
  }

  async updateArticle(id: number, version: number, dto: ArticleDto): Promise<StaffArticle> {
    await this.update('article', id, version, await this.articleColumns(dto));
    return this.read.staffArticle(id);
  }

  async createNews(dto: NewsDto, status: EditorialStatus = 'draft'): Promise<StaffNews> {
    const id = await this.insert('news', { ...this.newsColumns(dto), status }, status);
    return this.read.staffNews(id);
  }

  async updateNews(id: number, version: number, dto: NewsDto): Promise<StaffNews> {
    await this.update('news', id, version, this.newsColumns(dto));
    return this.read.staffNews(id);
  }

  async createSolution(dto: SolutionDto, status: EditorialStatus = 'draft'): Promise<StaffSolution> {
    const tags = cleanTags(dto.tags);
    const id = await this.insert('solution', { ...this.solutionColumns(dto), status }, status, (m, newId) => this.repo.replaceSolutionTags(m, newId, tags));
    return this.read.staffSolution(id);
  }

  async updateSolution(id: number, version: number, dto: SolutionDto): Promise<StaffSolution> {
    const tags = cleanTags(dto.tags);
    await this.update('solution', id, version, this.solutionColumns(dto), (m) => this.repo.replaceSolutionTags(m, id, tags));
    return this.read.staffSolution(id);
  }

  /**
   * Publish or unpublish with the version read. Publishing keeps a publication time already set
   * (a dated import, an earlier publication) and otherwise stamps now.
   */
  async setStatus(kind: EditorialKind, id: number, version: number, status: EditorialStatus): Promise<StaffArticle | StaffNews | StaffSolution> {
    const current = kind === 'article' ? await this.repo.findArticle(id) : kind === 'news' ? await this.repo.findNews(id) : await this.repo.findSolution(id);
    if (!current) throw notFound();
    const values: Record<string, unknown> = { status };
    if (status === 'published' && (current.published_at === null || current.published_at === undefined)) values.published_at = sqlTime();
    await this.update(kind, id, version, values);
    return kind === 'article' ? this.read.staffArticle(id) : kind === 'news' ? this.read.staffNews(id) : this.read.staffSolution(id);
  }

  // --- the import (docs/editorial.md) -------------------------------------------------------------

  /** Creates the article of a slug, or overwrites the one with that slug (imports are the source of truth). */
  async upsertArticleBySlug(dto: ArticleDto & { slug: string }, status: EditorialStatus): Promise<{ id: number; created: boolean }> {
    const columns: Record<string, unknown> = { ...(await this.articleColumns(dto)), status };
    try {
      return await this.upsertInTransaction(dto.slug, columns, status);
    } finally {
      this.read.invalidate();
    }
  }

  private upsertInTransaction(slug: string, columns: Record<string, unknown>, status: EditorialStatus): Promise<{ id: number; created: boolean }> {
    return withTransaction(this.dataSource, async (m) => {
      const existing = await this.repo.idBySlug('article', slug);
      if (existing === null) {
        if (status === 'published' && columns.published_at === null) columns.published_at = sqlTime();
        return { id: await this.repo.insert(m, 'article', columns), created: true };
      }
      const row = await this.authoring.articleVersion(m, existing);
      if (row === null) throw notFound();
      if (columns.published_at === null) {
        // No date in the file: keep the stored one; a first publication is stamped now.
        if (row.publishedAt !== null || status !== 'published') delete columns.published_at;
        else columns.published_at = sqlTime();
      }
      if (!(await this.repo.updateIfVersion(m, 'article', existing, row.version, columns))) throw conflict();
      return { id: existing, created: false };
    });
  }

  // --- shared -----------------------------------------------------------------------------------------

  private async insert(
    kind: EditorialKind,
    columns: Record<string, unknown>,
    status: EditorialStatus,
    after?: (m: EntityManager, id: number) => Promise<void>,
  ): Promise<number> {
    if (status === 'published' && columns.published_at === null) columns.published_at = sqlTime();
    try {
      return await withTransaction(this.dataSource, async (m) => {
        const id = await this.repo.insert(m, kind, columns);
        if (after) await after(m, id);
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badField('slug', EDITORIAL_MESSAGES.slugTaken);
      throw error;
    } finally {
      this.read.invalidate();
    }
  }

  private async update(
    kind: EditorialKind,
    id: number,
    version: number,
    columns: Record<string, unknown>,
    after?: (m: EntityManager) => Promise<void>,
  ): Promise<void> {
    // A form without a publication time keeps the stored one.
    if (columns.published_at === null) delete columns.published_at;
    try {
      await withTransaction(this.dataSource, async (m) => {
        if (!(await this.repo.updateIfVersion(m, kind, id, version, columns))) {
          throw (await this.repo.exists(kind, id)) ? conflict() : notFound();
        }
        if (after) await after(m);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badField('slug', EDITORIAL_MESSAGES.slugTaken);
      throw error;
    } finally {
      this.read.invalidate();
    }
  }
}
