import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { findReferenceRows } from './reference.repository';

export interface CategoryRef {
  id: number;
  name: string;
  image: string | null;
  sort: number;
}

export interface TagRef {
  id: number;
  slug: string;
  kind: 'price' | 'free';
}

export interface ReferenceData {
  categories: Map<number, CategoryRef>;
  tags: Map<number, TagRef>;
  tagsBySlug: Map<string, TagRef>;
  areaCategories: Set<number>;
}

interface Needed {
  categoryIds?: Iterable<number>;
  tagIds?: Iterable<number>;
  areaCategoryIds?: Iterable<number>;
  tagSlugs?: Iterable<string>;
}

/** How long the reference tables are kept before they are read again. */
const REFERENCE_TTL_MS = 60_000;
/** An unknown id or slug reloads them early, but not more often than this (unknown slugs come from URLs). */
const RELOAD_ON_MISS_MS = 5_000;

/**
 * Categories, tags and area-category ids, read once a minute instead of joined into every listing query (a few
 * dozen rows that change with a deployment, not with traffic). An id not found triggers one early
 * reload, so a category added meanwhile shows up at once.
 */
@Injectable()
export class ReferenceCache {
  private data: ReferenceData | null = null;
  private loadedAt = 0;
  private loading: Promise<ReferenceData> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The reference data, reloaded when stale or (at most every few seconds) when something `needed` is unknown. */
  async get(needed: Needed = {}): Promise<ReferenceData> {
    const age = Date.now() - this.loadedAt;
    if (this.data && age < REFERENCE_TTL_MS && (age < RELOAD_ON_MISS_MS || this.covers(this.data, needed))) return this.data;
    return this.reload();
  }

  clear(): void {
    this.data = null;
    this.loadedAt = 0;
  }

  private covers(data: ReferenceData, needed: Needed): boolean {
    for (const id of needed.categoryIds ?? []) if (!data.categories.has(id)) return false;
    for (const id of needed.tagIds ?? []) if (!data.tags.has(id)) return false;
    for (const id of needed.areaCategoryIds ?? []) if (!data.areaCategories.has(id)) return false;
    for (const slug of needed.tagSlugs ?? []) if (!data.tagsBySlug.has(slug)) return false;
    return true;
  }

  private reload(): Promise<ReferenceData> {
    this.loading ??= (async () => {
      try {
        const { categories, tags, areaCategories } = await findReferenceRows(this.dataSource);
        const tagRefs: TagRef[] = tags.map((t) => ({ id: Number(t.id), slug: String(t.slug), kind: t.kind === 'price' ? 'price' : 'free' }));
        const data: ReferenceData = {
          categories: new Map(
            categories.map((c) => [
              Number(c.id),
              { id: Number(c.id), name: String(c.name), image: c.image === null ? null : String(c.image), sort: Number(c.sort) },
            ]),
          ),
          tags: new Map(tagRefs.map((t) => [t.id, t])),
          tagsBySlug: new Map(tagRefs.map((t) => [t.slug, t])),
          areaCategories: new Set(areaCategories.map((a) => Number(a.id))),
        };
        this.data = data;
        this.loadedAt = Date.now();
        return data;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
