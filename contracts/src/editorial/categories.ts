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
