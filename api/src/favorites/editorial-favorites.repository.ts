import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sqlTime } from '../database/sql';
import { EDITORIAL_TABLES } from '../editorial/editorial.repository';

/** The favourites of editorial entries: articles (base data articleFavorites) and Q&A (solutionFavorites). */
export type EditorialFavoriteKind = 'article' | 'solution';

const TABLES: Record<EditorialFavoriteKind, { table: string; column: string }> = {
  article: { table: 'article_favorites', column: 'article_id' },
  solution: { table: 'solution_favorites', column: 'solution_id' },
};

/** SQL of the favourites of articles and Q&A (tables `article_favorites`, `solution_favorites`, unique per pair). */
@Injectable()
export class EditorialFavoritesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Ids of the user's favourite entries that are published, newest favourite first. */
  async publishedIds(kind: EditorialFavoriteKind, userId: number): Promise<number[]> {
    const { table, column } = TABLES[kind];
    const rows: { id: number | string }[] = await this.dataSource.query(
      `SELECT e.id FROM ${table} f JOIN ${EDITORIAL_TABLES[kind]} e ON e.id = f.${column}
       WHERE f.user_id = ? AND e.status = 'published' ORDER BY f.created_at DESC, f.id DESC`,
      [userId],
    );
    return rows.map((r) => Number(r.id));
  }

  /** True when the user keeps this entry (published or not). */
  async exists(kind: EditorialFavoriteKind, userId: number, id: number): Promise<boolean> {
    const { table, column } = TABLES[kind];
    const stored: unknown[] = await this.dataSource.query(`SELECT id FROM ${table} WHERE user_id = ? AND ${column} = ?`, [userId, id]);
    return stored.length > 0;
  }

  /** Stores a favourite now; a second one of the same pair fails on the unique index. */
  async insert(kind: EditorialFavoriteKind, userId: number, id: number): Promise<void> {
    const { table, column } = TABLES[kind];
    await this.dataSource.query(`INSERT INTO ${table} (user_id, ${column}, created_at) VALUES (?, ?, ?)`, [userId, id, sqlTime()]);
  }

  async delete(kind: EditorialFavoriteKind, userId: number, id: number): Promise<void> {
    const { table, column } = TABLES[kind];
    await this.dataSource.query(`DELETE FROM ${table} WHERE user_id = ? AND ${column} = ?`, [userId, id]);
  }
}
