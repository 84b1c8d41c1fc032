import { HIDDEN_CATEGORY_NAME, PRICE_TAGS } from '@akiya/contracts';

/**
 * Reference data: area categories, listing categories and tags. Seeded by natural key (name or
 * slug), so re-running the seed never duplicates a row. Texts are demo content, not UI messages.
 */

export const AREA_CATEGORIES: readonly string[] = [
  '海の近く',
  '山あい',
  '温泉地',
  '雪国',
  '離島',
  '城下町',
  '農村',
  '市街地',
];

export interface CategorySeed {
  name: string;
  /** Category image slug: the shell serves /images/categories/<slug>.jpg (18 images, docs/product.md §3). */
  slug: string;
}

/** 18 categories, including the hidden HIDDEN_CATEGORY_NAME (kept in the table, never listed). */
export const CATEGORIES: readonly CategorySeed[] = [
  { name: '空き家', slug: 'akiya' },
  { name: '古民家', slug: 'kominka' },
  { name: '別荘', slug: 'besso' },
  { name: '店舗', slug: 'tenpo' },
  { name: '倉庫・工場', slug: 'soko' },
  { name: '土地', slug: 'tochi' },
  { name: '農地', slug: 'nochi' },
  { name: '山林', slug: 'sanrin' },
  { name: '旅館・民宿', slug: 'ryokan' },
  { name: '町家', slug: 'machiya' },
  { name: '長屋', slug: 'nagaya' },
  { name: '蔵', slug: 'kura' },
  { name: '事務所', slug: 'jimusho' },
  { name: '社寺', slug: 'shaji' },
  { name: '学校・公共施設', slug: 'gakko' },
  { name: 'マンション', slug: 'mansion' },
  { name: 'その他', slug: 'sonota' },
  { name: HIDDEN_CATEGORY_NAME, slug: 'fukko' },
];

export function categoryImagePath(slug: string): string {
  return `/images/categories/${slug}.jpg`;
}

/** Free tags: the slug is the Japanese name itself (/tags/古民家). */
export const FREE_TAGS: readonly string[] = [
  '古民家',
  '海が見える',
  '田舎暮らし',
  '店舗付き',
  '再建築不可',
  '畑付き',
  '温泉付き',
  '駐車場あり',
  '山が見える',
  '川沿い',
  'リフォーム済み',
  '要修繕',
  '家財道具あり',
  'ペット可',
  '二拠点生活',
  '平屋',
];

export interface TagSeed {
  slug: string;
  name: string;
  kind: 'price' | 'free';
}

export const TAGS: readonly TagSeed[] = [
  ...PRICE_TAGS.map((t) => ({ slug: t.slug, name: t.label, kind: 'price' as const })),
  ...FREE_TAGS.map((name) => ({ slug: name, name, kind: 'free' as const })),
];
