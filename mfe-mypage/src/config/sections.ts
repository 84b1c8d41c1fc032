/**
 * The sections of the my page (docs/product.md §2 "My page routes"): one definition drives the side
 * navigation, the home cards and the section pages, so a label or a path is written once.
 */
export type SectionKey = 'home' | 'favorite' | 'messages' | 'project' | 'profile' | 'mail-settings' | 'ouendan' | 'consultings';

export interface SectionAction {
  to: string;
  label: string;
}

export interface MyPageSection {
  key: SectionKey;
  label: string;
  path: string;
  /** One line on the home card: what the section is for. */
  description: string;
  /** Empty state: the sentence shown while the section has nothing yet. */
  emptyText: string;
  /** Empty state: what will appear here once there is something. */
  emptyHint: string;
  /** Where to go from the empty state. */
  action?: SectionAction;
}

export const SECTIONS: readonly MyPageSection[] = [
  {
    key: 'home',
    label: 'マイページ',
    path: '/my-page',
    description: 'お気に入り・メッセージ・掲載物件の状況をまとめて確認できます。',
    emptyText: '',
    emptyHint: '',
  },
  {
    key: 'favorite',
    label: 'お気に入り',
    path: '/my-page/list/favorite',
    description: '気になる物件を保存して、あとから見比べられます。',
    emptyText: 'お気に入りに登録した物件はまだありません',
    emptyHint: '物件ページで「お気に入り」に登録すると、その物件がここに一覧で表示されます。',
    action: { to: '/board', label: '掲示板で物件を探す' },
  },
  {
    key: 'messages',
    label: 'メッセージ',
    path: '/my-page/messages',
    description: '物件の売主・買主とのやりとりを確認できます。',
    emptyText: 'まだメッセージはありません',
    emptyHint: '物件について問い合わせたり、掲載した物件に問い合わせが届いたりすると、相手とのメッセージがここに表示されます。',
    action: { to: '/board', label: '掲示板で物件を探す' },
  },
  {
    key: 'project',
    label: '掲載物件',
    path: '/my-page/project',
    description: 'あなたが掲載した物件と、届いた問い合わせを管理できます。',
    emptyText: '掲載中の物件はまだありません',
    emptyHint: '空き家や古い建物を掲載すると、その物件と問い合わせの状況がここに表示されます。',
    action: { to: '/post', label: '物件を掲載する' },
  },
  {
    key: 'profile',
    label: 'プロフィール',
    path: '/my-page/profile',
    description: 'お名前・ご住所・連絡先などの登録情報を確認・変更できます。',
    emptyText: '',
    emptyHint: '',
  },
  {
    key: 'mail-settings',
    label: 'メール受信設定',
    path: '/my-page/mail-settings',
    description: '新着物件のお知らせなど、受け取るメールを選べます。',
    emptyText: '',
    emptyHint: '',
  },
  {
    key: 'ouendan',
    label: '応援団',
    path: '/my-page/ouendan',
    description: '家いちば応援団（パートナー）としての活動を確認できます。',
    emptyText: '応援団としての活動記録はまだありません',
    emptyHint: '応援団に参加して物件を紹介すると、紹介した物件や報酬の状況がここに表示されます。',
    action: { to: '/ouendan/recruit', label: '応援団について見る' },
  },
  {
    key: 'consultings',
    label: 'コンサルティング',
    path: '/my-page/consultings',
    description: '不動産ストック活用コンサルティングのご相談を確認できます。',
    emptyText: 'コンサルティングのご相談はまだありません',
    emptyHint: 'airyflow（不動産ストック活用コンサルティング）にご相談いただくと、その内容と担当者とのやりとりがここに表示されます。',
    action: { to: '/airyflow', label: 'airyflow について見る' },
  },
];

export function sectionByKey(key: SectionKey): MyPageSection {
  const section = SECTIONS.find((s) => s.key === key);
  if (!section) throw new Error(`unknown my-page section: ${key}`);
  return section;
}
