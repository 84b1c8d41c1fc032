/** Texts of the topics (for the lead to move to contracts). */
export const TOPIC_TEXTS = {
  cardTitle: '事務局からのお知らせ',
  empty: 'お知らせはまだありません',
  loadFailed: 'お知らせを読み込めませんでした。',
  back: 'マイページへ戻る',
  operatorLink: '事務局からのメッセージ',
  /** How many topics the /my-page card lists. */
  cardSize: 5,
} as const;
