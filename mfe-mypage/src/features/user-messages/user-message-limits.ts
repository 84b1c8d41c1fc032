import { USER_MESSAGE_LIMITS } from '@akiya/contracts';

/** Max length of a reply (the limit the API validates). */
export const USER_MESSAGE_MAX_LENGTH = USER_MESSAGE_LIMITS.bodyMaxLength;

/** The operator's name as the thread shows it. */
export const OPERATOR_NAME = '家いちば事務局';

/** Texts of the operator thread (for the lead to move to contracts). */
export const USER_MESSAGE_TEXTS = {
  title: '事務局からのメッセージ',
  lead: '家いちば事務局からのご連絡です。返信は事務局に届きます。',
  empty: '事務局からのメッセージはまだありません',
  loadFailed: 'メッセージを読み込めませんでした。',
  replyLabel: '事務局へ返信',
  send: '送信する',
  resend: '再送信',
  sending: '送信中…',
  sent: '事務局へ返信しました。',
  you: 'あなた',
  unread: '未読',
  listLabel: '事務局とのメッセージ（新しい順）',
} as const;
