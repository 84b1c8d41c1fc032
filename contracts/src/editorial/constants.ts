/** Constants of the editorial content: list page size and limit, statuses, field limits of the staff forms, slug and cover patterns. */
import { MAX_PROPERTIES_LIMIT, PAGE_SIZE } from '../constants';

/** Page size of /api/articles, /api/news and /api/solutions (docs/product.md §9: 10). */
export const EDITORIAL_PAGE_SIZE = PAGE_SIZE;
/** Our upper bound for `limit` of the editorial lists (the same as for listings, so MESSAGES.invalidLimit fits). */
export const EDITORIAL_MAX_LIMIT = MAX_PROPERTIES_LIMIT;

export const EDITORIAL_STATUSES = ['draft', 'published'] as const;
export type EditorialStatus = (typeof EDITORIAL_STATUSES)[number];

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
