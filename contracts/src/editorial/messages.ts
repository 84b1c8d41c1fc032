/** Japanese messages of the editorial calls and the staff forms (not in the spec). */
import { EDITORIAL_LIMITS } from './constants';

export const EDITORIAL_MESSAGES = {
  /** Optimistic locking: somebody saved the entry after it was loaded (409). */
  versionConflict: 'ほかの担当者がこの記事を更新しました。最新の内容を読み込み直してから、もう一度保存してください。',
  invalidType: '記事の種類が正しくありません',
  invalidCategory: 'カテゴリーが正しくありません',
  /** A category given for an article type without categories. */
  categoryNotAllowed: 'この種類の記事にはカテゴリーを設定できません',
  invalidSlug: 'スラッグは半角英小文字・数字・ハイフンで入力してください',
  slugTaken: 'このスラッグはすでに使われています',
  invalidCoverPath: 'カバー写真はアップロード済みの画像（/uploads/ で始まるパス）を指定してください',
  invalidTags: `タグは${EDITORIAL_LIMITS.tags}個まで、1つ${EDITORIAL_LIMITS.tag}文字以内で指定してください`,
  invalidDate: '公開日時の形式が正しくありません（例: 2026-04-01 または 2026-04-01T09:00:00+09:00）',
  invalidVersion: '版番号が正しくありません。ページを読み込み直してください',
  propertyNotFound: '指定された物件が見つかりません',
  invalidPreview: 'preview には 1 を指定してください',
  /** The cover upload takes one photo. */
  oneCoverPhoto: 'カバー写真は1枚だけ選んでください',
} as const;
