/** Japanese messages of the posting form and calls (not in the spec; the spec's own texts come from MESSAGES). */
import { POSTING_MAX_PHOTOS } from './limits';

export const POSTING_MESSAGES = {
  /** A file whose bytes are not a JPEG, PNG or WebP image (e.g. a text file renamed .jpg). */
  notAnImage: '「{name}」は画像ファイルではありません。JPEG・PNG・WebP形式の写真を選んでください。',
  /** The bytes look like an image but cannot be decoded. */
  brokenImage: '「{name}」は画像として読み込めませんでした。別の写真を選んでください。',
  tooManyPhotos: `写真は${POSTING_MAX_PHOTOS}枚までです`,
  /** A photo with more pixels than the server decodes ({max}: millions of pixels). */
  photoTooManyPixels: '「{name}」は画素数が大きすぎます（1枚{max}万画素まで）。小さくした写真を選んでください。',
  /** The photos of one submission hold more pixels in all than the server decodes at once. */
  photosTooManyPixels: '写真の画素数の合計が大きすぎます（1回の送信で{max}万画素まで）。何回かに分けて送信してください。',
  invalidPrefecture: '都道府県を選択してください',
  invalidPrice: '価格は0以上の整数（万円）で入力してください',
  priceTooLarge: '価格が大きすぎます',
  invalidYear: '築年は西暦4桁で入力してください（{min}年〜{max}年）',
  invalidArea: '面積は0より大きく1,000,000㎡以下で入力してください',
  invalidChoice: '選択肢から選んでください',
  invalidCategory: 'カテゴリーを選び直してください',
  /** Server: a submitted save id / client token that is not of the expected form. */
  invalidSaveId: '一時保存IDが正しくありません',
  /** A listing in review cannot be changed until staff decide. */
  reviewNotEditable: '審査中の物件は、審査が終わるまで編集できません',
  /** Shown after the submission (/post-finish). */
  posted: '担当者が内容を確認のうえ掲載いたします。審査の結果はメールでお知らせします。',
  updated: '物件情報を更新しました。',
  /** Temporary save in the browser. */
  draftSaved: '入力内容をこのブラウザに一時保存しました。',
  draftRestored: '一時保存した入力内容を復元しました。',
  uploadFailed: '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。入力内容は保存されています。',
} as const;
