/** Japanese messages of the consulting request and threads (not in the spec). */

export const CONSULTING_MESSAGES = {
  listingRequired: '相談する物件を選んでください',
  listingNotFound: '選んだ物件が見つかりません。一覧から選び直してください',
  draftRestored: '前回入力した内容を復元しました。',
  submitted: 'ご相談を受け付けました。担当者からのご連絡をお待ちください。',
  conflict: 'ほかの操作によって相談の状況が変わりました。ページを再読み込みしてからもう一度お試しください。',
  threadStart: 'この内容について家いちば事務局に相談できます。最初のメッセージを送ると相談が始まります。',
  subjectNotFound: '相談する物件またはQ&Aが見つかりません',
} as const;
