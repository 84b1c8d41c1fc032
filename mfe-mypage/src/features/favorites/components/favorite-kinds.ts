/** The three kinds of favourite the my-page lists (MY_PAGE_LIST_TYPES) and their texts. */
export const FAVORITE_KINDS = [
  { type: 'favorite', label: '物件', path: '/my-page/list/favorite', empty: 'お気に入りに登録した物件はまだありません' },
  { type: 'article', label: '記事', path: '/my-page/list/article', empty: 'お気に入りに登録した記事はまだありません' },
  { type: 'solution', label: '公開Q&A', path: '/my-page/list/solution', empty: 'お気に入りに登録したQ&Aはまだありません' },
] as const;

export type FavoriteKindType = (typeof FAVORITE_KINDS)[number]['type'];

export const FAVORITE_ENTRY_TEXTS = {
  overviewTitle: 'お気に入り一覧',
  overviewLead: 'お気に入りに登録した物件・記事・公開Q&Aです。',
  itemsTitle: 'お気に入りのすべて',
  count: (n: number) => `${n}件`,
  seeAll: (label: string) => `${label}のお気に入りをすべて見る`,
  emptyHint: '記事やQ&Aのページで「お気に入り」に登録すると、ここに一覧で表示されます。',
  articlesAction: { to: '/reviews', label: '体験談を読む' },
  solutionsAction: { to: '/solution', label: '公開Q&Aを見る' },
} as const;
