import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** SQL of staff authoring beyond EditorialRepository's reads and writes: what an import overwrites. */
@Injectable()
export class EditorialAuthoringRepository {
  /** An article's version and publication time, read in the import's transaction (null: no such article). */
  async articleVersion(m: EntityManager, id: number): Promise<{ version: number; publishedAt: unknown } | null> {
    const rows: { version: number | string; published_at: unknown }[] = await m.query('SELECT version, published_at FROM articles WHERE id = ?', [id]);
    return rows[0] ? { version: Number(rows[0].version), publishedAt: rows[0].published_at } : null;
  }
}
