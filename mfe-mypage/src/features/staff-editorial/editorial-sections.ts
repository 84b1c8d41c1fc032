import { PAGINATION_TITLES, ARTICLE_TYPE_PATHS, ARTICLE_TYPES, type ArticleType, type ArticleTypeName, formatNumber, STAFF_EDITORIAL_PATH, type StaffEditorialSection } from '@akiya/contracts';

/** The three kinds of editorial entry and their staff API paths (/api/staff/articles …). */
export type EditorialKind = 'article' | 'news' | 'solution';

export const STAFF_API_PATHS: Record<EditorialKind, string> = {
  article: 'api/staff/articles',
  news: 'api/staff/news',
  solution: 'api/staff/solutions',
};

/** The `/api/favorites`-style kind used by the public pages' preview paths. */
export interface EditorialSection {
  /** The path segment: /my-page/staff/editorial/{key}. */
  key: StaffEditorialSection;
  label: string;
  kind: EditorialKind;
  /** Article type code (articles only). */
  type?: ArticleType;
  /** The public page of an entry: /reviews/12, /news/3, /solution/4. */
  publicPath: (id: number) => string;
}

const ARTICLE_SECTIONS: EditorialSection[] = (Object.keys(ARTICLE_TYPES) as ArticleTypeName[]).map((name) => ({
  key: name,
  label: PAGINATION_TITLES[name],
  kind: 'article',
  type: ARTICLE_TYPES[name],
  publicPath: (id: number) => `${ARTICLE_TYPE_PATHS[name]}/${id}`,
}));

/** Every list of the staff editorial screens, in menu order: the six article types, news, Q&A. */
export const EDITORIAL_SECTIONS: readonly EditorialSection[] = [
  ...ARTICLE_SECTIONS,
  { key: 'news', label: PAGINATION_TITLES.news, kind: 'news', publicPath: (id) => `/news/${id}` },
  { key: 'solutions', label: PAGINATION_TITLES.solutions, kind: 'solution', publicPath: (id) => `/solution/${id}` },
];

export const STAFF_EDITORIAL_BASE = STAFF_EDITORIAL_PATH;

export function sectionOf(key: string | undefined): EditorialSection | undefined {
  return EDITORIAL_SECTIONS.find((s) => s.key === key);
}

/** Texts of the staff editorial screens (not in the spec). */
export const STAFF_EDITORIAL_TEXTS = {
  title: '記事の編集',
  lead: '体験談・売主への手紙などの記事、お知らせ、公開Q&Aを書いて公開します。',
  newEntry: '新しく書く',
  edit: '編集',
  draft: '下書き',
  published: '公開中',
  empty: 'まだ記事がありません',
  listLabel: (label: string) => `${label}の一覧`,
  newTitle: (label: string) => `${label}を書く`,
  editTitle: (label: string) => `${label}を編集`,
  save: '下書きを保存する',
  saveChanges: '保存する',
  saving: '保存中…',
  publish: '保存して公開する',
  publishing: '公開中…',
  unpublish: '非公開にする',
  unpublishing: '非公開にしています…',
  created: '下書きを保存しました。',
  saved: '保存しました。',
  publishedDone: '公開しました。',
  publishFailed: '公開できませんでした：',
  unpublishedDone: '非公開にしました（下書きに戻しました）。',
  preview: '公開ページでプレビュー',
  viewPublic: '公開ページを見る',
  reloadLatest: '最新の内容を読み込む（入力中の内容は破棄されます）',
  backToList: '一覧に戻る',
  status: '状態',
  publishedAt: '公開日時',
  counter: (n: number, max: number) => `${formatNumber(n)} / ${formatNumber(max)}文字`,
  // The Markdown editor
  editTab: '編集',
  previewTab: 'プレビュー',
  previewHeading: 'プレビュー（公開時の表示）',
  previewLoading: 'プレビューを作成中…',
  previewEmpty: '本文を入力するとここに表示されます。',
  previewFailed: 'プレビューを作成できませんでした。',
  // Cover photo
  coverUpload: '写真を選んでアップロード',
  coverUploading: 'アップロード中…',
  coverRemove: 'カバー写真を外す',
  coverUploaded: 'カバー写真をアップロードしました。',
  coverAlt: 'カバー写真のプレビュー',
} as const;
