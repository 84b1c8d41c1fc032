/** One entry of the slide-in menu. `needsLogin`: logged-out visitors are asked to log in first (docs/product.md §2, §6). */
export interface MenuEntry {
  label: string;
  to: string;
  needsLogin?: boolean;
}

export interface MenuGroup {
  /** Heading of the group; the first group has none. */
  title: string | null;
  entries: MenuEntry[];
}

/**
 * Every entry of docs/product.md §2 slide-in menu, in the spec's order, grouped under headings (the groups
 * are consecutive runs of that order, so reading them top to bottom keeps it).
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    title: null,
    entries: [
      { label: 'トップ', to: '/' },
      { label: 'マイページ', to: '/my-page', needsLogin: true },
      { label: '売りたい・物件を掲載する', to: '/post' },
      { label: '掲示板', to: '/board' },
      { label: '家いちばとは', to: '/system' },
    ],
  },
  {
    title: 'マイページ',
    entries: [
      { label: 'お気に入り', to: '/my-page/list/favorite', needsLogin: true },
      { label: 'メッセージ', to: '/my-page/messages', needsLogin: true },
    ],
  },
  {
    title: '読みもの',
    entries: [
      { label: '売主さんの体験談', to: '/reviews' },
      { label: '売主への手紙', to: '/thanks-letter' },
      { label: '田舎図鑑', to: '/towns' },
      { label: '商店街', to: '/shop' },
      { label: '民間空き家バンク', to: '/akiyabank' },
      { label: '保健室だより', to: '/blog' },
      { label: '診察日誌', to: '/case' },
      { label: '公開Q&A', to: '/solution' },
    ],
  },
  {
    title: 'サービス・応援団',
    entries: [
      { label: 'コンサルティング', to: '/airyflow' },
      { label: '応援団募集', to: '/ouendan/recruit' },
      { label: '応援団マイページ', to: '/my-page/ouendan', needsLogin: true },
    ],
  },
  {
    title: '家いちばについて',
    entries: [
      { label: '運営会社', to: '/company' },
      { label: 'メディア掲載', to: '/news' },
      { label: '採用情報', to: '/recruit' },
    ],
  },
];
