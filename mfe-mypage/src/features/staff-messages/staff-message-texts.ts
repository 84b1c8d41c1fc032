import { USER_MESSAGE_LIMITS } from '@akiya/contracts';

/** Limits of the staff messages screen: the ones the API validates. */
export const STAFF_MESSAGE_LIMITS = {
  bodyMaxLength: USER_MESSAGE_LIMITS.bodyMaxLength,
  topicTitleMaxLength: USER_MESSAGE_LIMITS.topicTitleMaxLength,
  topicBodyMaxLength: USER_MESSAGE_LIMITS.topicBodyMaxLength,
} as const;

/** Texts of the staff messages screen. */

export const STAFF_MESSAGE_TEXTS = {
  title: '事務局メッセージの送信',
  lead: '会員へのメッセージ送信と、全会員向けのお知らせの公開ができます（スタッフ専用）。',
  userFormTitle: '会員にメッセージを送る',
  recipient: '宛先（メールアドレスまたは会員ID）',
  recipientHint: '例: user@example.jp または 123',
  body: '本文',
  send: '送信する',
  sending: '送信中…',
  userNotFound: '該当する会員が見つかりません',
  recipientInvalid: 'メールアドレスか会員ID（数字）を入力してください',
  sent: (who: string) => `${who}にメッセージを送信しました。`,
  topicFormTitle: 'お知らせを公開する',
  topicTitle: 'タイトル',
  topicBody: '本文',
  publish: '公開する',
  publishing: '公開中…',
  published: 'お知らせを公開しました。',
  viewTopic: '公開したお知らせを見る',
  backToReview: '投稿の審査に戻る',
  another: '続けて入力する',
  counter: (n: number, max: number) => `${n} / ${max}文字`,
} as const;
