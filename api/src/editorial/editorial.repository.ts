import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { escapeLike } from '@akiya/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { exec, insertRow, isoOf, placeholders, SqlConditions, sqlTime } from '../database/sql';

/** The three kinds of editorial entry and their tables. */
export type EditorialKind = 'article' | 'news' | 'solution';
export const EDITORIAL_TABLES: Record<EditorialKind, string> = { article: 'articles', news: 'news', solution: 'solutions' };

/** The condition of a visible entry (alias-free: every query here reads one table). */
export const PUBLISHED_ENTRY = "status = 'published'";
const NEWEST_FIRST = 'published_at DESC, id DESC';

export interface ArticleRow {
  id: number;
  type: number;
  slug: string | null;
  title: string;
  lead: string;
  body: string;
  body_html: string;
  cover_path: string | null;
  category: string | null;
  tags: string;
  property_id: number | null;
  author: string;
  status: string;
  published_at: unknown;
  version: number;
  updated_at: unknown;
}

export interface NewsRow {
  id: number;
  slug: string | null;
  title: string;
  category_name: string;
  body: string;
  body_html: string;
  status: string;
  published_at: unknown;
  version: number;
  updated_at: unknown;
}

export interface SolutionRow {
  id: number;
  slug: string | null;
  question: string;
  answer: string;
  answer_html: string;
  tags: string;
  status: string;
  published_at: unknown;
  version: number;
  updated_at: unknown;
}

/** The columns a list shows (no Markdown source, no HTML). */
const ARTICLE_LIST_COLUMNS = 'id, type, slug, title, lead, cover_path, category, tags, property_id, author, status, published_at, version, updated_at';
const NEWS_LIST_COLUMNS = 'id, slug, title, category_name, SUBSTR(body, 1, 400) AS body, status, published_at, version, updated_at';
const SOLUTION_LIST_COLUMNS = 'id, slug, question, SUBSTR(answer, 1, 400) AS answer, tags, status, published_at, version, updated_at';

/** The search word (normalised) as a substring of search_text. */
function addSearchWord(where: SqlConditions, word: string | undefined): void {
  // The escape character as a parameter: a '\\' literal means different things to MySQL and SQLite.
  if (word !== undefined) where.add('search_text LIKE ? ESCAPE ?', `%${escapeLike(word)}%`, '\\');
}

export interface ArticleFilter {
  type?: number;
  category?: string;
  /** Normalised search word (normalizeSearchText). */
  word?: string;
  /** Staff lists: null = every status. */
  status?: 'draft' | 'published' | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface SitemapEntry {
  kind: EditorialKind;
  id: number;
  type: number | null;
  updatedAt: string;
}

/** The list columns read through the alias `e` (`id` → `e.id`, `SUBSTR(answer, …)` → `SUBSTR(e.answer, …)`). */
function prefixed(columns: string): string {
  return columns.replace(/SUBSTR\((\w+)/g, 'SUBSTR(e.$1').replace(/(^|, )([a-z_]+)(?=,|$)/g, '$1e.$2');
}

/** SQL of articles, news, solutions and solution tags. Numbers come back as numbers from both drivers. */
@Injectable()
export class EditorialRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get m(): EntityManager {
    return this.dataSource.manager;
  }

  // --- public and staff reads ---------------------------------------------------------------

  async findArticlesPage(filter: ArticleFilter, offset: number, limit: number): Promise<Page<ArticleRow>> {
    const where = new SqlConditions();
    if (filter.status !== null) where.add('status = ?', filter.status ?? 'published');
    where.addIfSet('type = ?', filter.type).addIfSet('category = ?', filter.category);
    addSearchWord(where, filter.word);
    return this.page<ArticleRow>('articles', ARTICLE_LIST_COLUMNS, where, offset, limit);
  }

  async findNewsPage(categoryName: string | undefined, status: 'published' | null, offset: number, limit: number): Promise<Page<NewsRow>> {
    const where = new SqlConditions();
    if (status !== null) where.add(PUBLISHED_ENTRY);
    where.addIfSet('category_name = ?', categoryName);
    return this.page<NewsRow>('news', NEWS_LIST_COLUMNS, where, offset, limit);
  }

  async findSolutionsPage(
    filter: { tag?: string; word?: string; status?: 'published' | null },
    offset: number,
    limit: number,
  ): Promise<Page<SolutionRow>> {
    const where = new SqlConditions();
    if (filter.status !== null) where.add(PUBLISHED_ENTRY);
    where.addIfSet('id IN (SELECT solution_id FROM solution_tags WHERE tag = ?)', filter.tag);
    addSearchWord(where, filter.word);
    return this.page<SolutionRow>('solutions', SOLUTION_LIST_COLUMNS, where, offset, limit);
  }

  /**
   * One page of a user's favourite published articles or Q&A (the list columns), newest favourite
   * first. A favourite of an entry unpublished later is neither counted nor listed.
   */
  async findFavoritesPage(kind: 'article' | 'solution', userId: number, offset: number, limit: number): Promise<Page<ArticleRow | SolutionRow>> {
    const join =
      kind === 'article'
        ? { favorites: 'article_favorites', column: 'article_id', columns: prefixed(ARTICLE_LIST_COLUMNS) }
        : { favorites: 'solution_favorites', column: 'solution_id', columns: prefixed(SOLUTION_LIST_COLUMNS) };
    const from = `FROM ${join.favorites} f JOIN ${EDITORIAL_TABLES[kind]} e ON e.id = f.${join.column} WHERE f.user_id = ? AND e.status = 'published'`;
    const [countRow]: { n: number | string }[] = await this.m.query(`SELECT COUNT(*) AS n ${from}`, [userId]);
    const total = Number(countRow.n);
    if (total === 0 || offset >= total) return { rows: [], total };
    const rows: Record<string, unknown>[] = await this.m.query(`SELECT ${join.columns} ${from} ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`, [
      userId,
      limit,
      offset,
    ]);
    return { rows: rows.map((r) => numeric(r, ['id', 'type', 'property_id', 'version']) as unknown as ArticleRow | SolutionRow), total };
  }

  /** Distinct category names of published news, in name order. */
  async newsCategoryNames(): Promise<string[]> {
    const rows: { category_name: string }[] = await this.m.query(
      `SELECT DISTINCT category_name FROM news WHERE ${PUBLISHED_ENTRY} ORDER BY category_name`,
    );
    return rows.map((r) => r.category_name);
  }

  async findArticle(id: number): Promise<ArticleRow | null> {
    const rows: ArticleRow[] = await this.m.query(`SELECT ${ARTICLE_LIST_COLUMNS}, body, body_html FROM articles WHERE id = ?`, [id]);
    return rows[0] ? numeric(rows[0], ['id', 'type', 'property_id', 'version']) : null;
  }

  async findNews(id: number): Promise<NewsRow | null> {
    const rows: NewsRow[] = await this.m.query('SELECT * FROM news WHERE id = ?', [id]);
    return rows[0] ? numeric(rows[0], ['id', 'version']) : null;
  }

  async findSolution(id: number): Promise<SolutionRow | null> {
    const rows: SolutionRow[] = await this.m.query(
      'SELECT id, slug, question, answer, answer_html, tags, status, published_at, version, updated_at FROM solutions WHERE id = ?',
      [id],
    );
    return rows[0] ? numeric(rows[0], ['id', 'version']) : null;
  }

  /**
   * The published entries just before and after one (by publication time, then id), optionally
   * within one article type. An entry never published has none.
   */
  async neighbours(kind: EditorialKind, id: number, publishedAt: unknown, type?: number): Promise<{ prevId: number | null; nextId: number | null }> {
    if (publishedAt === null || publishedAt === undefined) return { prevId: null, nextId: null };
    const table = EDITORIAL_TABLES[kind];
    const typeCondition = type === undefined ? '' : ' AND type = ?';
    const typeParams = type === undefined ? [] : [type];
    const at = sqlTime(new Date(isoOf(publishedAt)));
    // One round trip: the newest entry before and the oldest after, each through the list index.
    const side = (op: '<' | '>', order: 'DESC' | 'ASC', alias: string) =>
      `SELECT * FROM (SELECT '${op}' AS side, id FROM ${table} WHERE ${PUBLISHED_ENTRY}${typeCondition}
         AND (published_at ${op} ? OR (published_at = ? AND id ${op} ?)) ORDER BY published_at ${order}, id ${order} LIMIT 1) ${alias}`;
    const rows: { side: string; id: number | string }[] = await this.m.query(`${side('<', 'DESC', 'prev')} UNION ALL ${side('>', 'ASC', 'next')}`, [
      ...typeParams,
      at,
      at,
      id,
      ...typeParams,
      at,
      at,
      id,
    ]);
    const idOf = (op: string) => {
      const row = rows.find((r) => r.side === op);
      return row ? Number(row.id) : null;
    };
    return { prevId: idOf('<'), nextId: idOf('>') };
  }

  async idBySlug(kind: EditorialKind, slug: string): Promise<number | null> {
    const rows: { id: number | string }[] = await this.m.query(`SELECT id FROM ${EDITORIAL_TABLES[kind]} WHERE slug = ?`, [slug]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  async exists(kind: EditorialKind, id: number): Promise<boolean> {
    const rows: unknown[] = await this.m.query(`SELECT id FROM ${EDITORIAL_TABLES[kind]} WHERE id = ?`, [id]);
    return rows.length > 0;
  }

  async isPublished(kind: EditorialKind, id: number): Promise<boolean> {
    const rows: unknown[] = await this.m.query(`SELECT id FROM ${EDITORIAL_TABLES[kind]} WHERE id = ? AND ${PUBLISHED_ENTRY}`, [id]);
    return rows.length > 0;
  }

  async propertyExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.m.query('SELECT id FROM properties WHERE id = ?', [id]);
    return rows.length > 0;
  }

  /** Every published entry for sitemap.xml, newest first (at most `max`). */
  async findPublishedForSitemap(max: number): Promise<SitemapEntry[]> {
    const rows: { kind: EditorialKind; id: number | string; type: number | string | null; updated_at: unknown }[] = await this.m.query(
      `SELECT kind, id, type, updated_at FROM (
         SELECT 'article' AS kind, id, type, updated_at, published_at FROM articles WHERE ${PUBLISHED_ENTRY}
         UNION ALL SELECT 'news' AS kind, id, NULL AS type, updated_at, published_at FROM news WHERE ${PUBLISHED_ENTRY}
         UNION ALL SELECT 'solution' AS kind, id, NULL AS type, updated_at, published_at FROM solutions WHERE ${PUBLISHED_ENTRY}
       ) entries ORDER BY published_at DESC, kind, id DESC LIMIT ?`,
      [max],
    );
    return rows.map((r) => ({ kind: r.kind, id: Number(r.id), type: r.type === null ? null : Number(r.type), updatedAt: isoOf(r.updated_at) }));
  }

  async countPublished(): Promise<number> {
    const [row]: { n: number | string }[] = await this.m.query(
      `SELECT (SELECT COUNT(*) FROM articles WHERE ${PUBLISHED_ENTRY}) + (SELECT COUNT(*) FROM news WHERE ${PUBLISHED_ENTRY}) + (SELECT COUNT(*) FROM solutions WHERE ${PUBLISHED_ENTRY}) AS n`,
    );
    return Number(row.n);
  }

  // --- writes -------------------------------------------------------------------------------

  /** Inserts a row (values by column name; `created_at`/`updated_at` set here); returns its id. */
  async insert(m: EntityManager, kind: EditorialKind, values: Record<string, unknown>): Promise<number> {
    const now = sqlTime();
    return insertRow(m, EDITORIAL_TABLES[kind], { ...values, version: 1, created_at: now, updated_at: now });
  }

  /**
   * Updates a row only if it still has `version` (optimistic locking), and moves the version on.
   * Returns false when no row matched: unknown id or a stale version (the caller tells them apart).
   */
  async updateIfVersion(m: EntityManager, kind: EditorialKind, id: number, version: number, values: Record<string, unknown>): Promise<boolean> {
    const cols = Object.keys(values);
    const sets = [...cols.map((c) => `${c} = ?`), 'version = version + 1', 'updated_at = ?'].join(', ');
    const result = await exec(m, `UPDATE ${EDITORIAL_TABLES[kind]} SET ${sets} WHERE id = ? AND version = ?`, [
      ...Object.values(values),
      sqlTime(),
      id,
      version,
    ]);
    return result.affected > 0;
  }

  /** Replaces the tags of a solution (the filter table). */
  async replaceSolutionTags(m: EntityManager, solutionId: number, tags: string[]): Promise<void> {
    await m.query('DELETE FROM solution_tags WHERE solution_id = ?', [solutionId]);
    const unique = [...new Set(tags)];
    if (unique.length === 0) return;
    await m.query(
      `INSERT INTO solution_tags (solution_id, tag) VALUES ${unique.map(() => '(?, ?)').join(', ')}`,
      unique.flatMap((t) => [solutionId, t]),
    );
  }

  async countAll(kind: EditorialKind): Promise<number> {
    const [row]: { n: number | string }[] = await this.m.query(`SELECT COUNT(*) AS n FROM ${EDITORIAL_TABLES[kind]}`);
    return Number(row.n);
  }

  /** Ids among `ids` that are published entries of the kind. */
  async publishedIds(kind: EditorialKind, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows: { id: number | string }[] = await this.m.query(
      `SELECT id FROM ${EDITORIAL_TABLES[kind]} WHERE ${PUBLISHED_ENTRY} AND id IN (${placeholders(ids.length)})`,
      ids,
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  private async page<T>(table: string, columns: string, filter: SqlConditions, offset: number, limit: number): Promise<Page<T>> {
    const [countRow]: { n: number | string }[] = await this.m.query(`SELECT COUNT(*) AS n FROM ${table} ${filter.where}`, filter.params);
    const total = Number(countRow.n);
    if (total === 0 || offset >= total) return { rows: [], total };
    const rows: T[] = await this.m.query(`SELECT ${columns} FROM ${table} ${filter.where} ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?`, [
      ...filter.params,
      limit,
      offset,
    ]);
    return { rows: rows.map((r) => numeric(r as Record<string, unknown>, ['id', 'type', 'property_id', 'version']) as T), total };
  }
}

/** mysql2 may return BIGINT/COUNT as strings; the int columns come back as numbers on both, but be safe. */
function numeric<T extends object>(row: T, keys: string[]): T {
  const r = row as Record<string, unknown>;
  for (const k of keys) if (k in r && r[k] !== null && r[k] !== undefined) r[k] = Number(r[k]);
  return row;
}
