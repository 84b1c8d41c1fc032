/** Japanese messages of the deal calls (not in the spec; the spec's own texts come from MESSAGES). */

export const DEAL_MESSAGES = {
  conflict: 'ほかの操作によって商談の状況が変わりました。ページを再読み込みしてからもう一度お試しください。',
  notAllowed: 'この操作は現在の商談の状況では行えません。',
  ended: 'この商談は終了しているため、メッセージを送信できません。',
  previewDateRequired: '内覧希望日を入力してください',
  previewDatePast: '今日以降の日付を入力してください',
  reasonRequired: '理由を入力してください',
  ownProperty: 'ご自身が掲載した物件にはお問い合わせできません。',
  notReceiving: 'この物件は現在お問い合わせを受け付けていません。',
  attachmentType: '添付できるのは画像（JPEG・PNG・WebP・GIF）とPDFのみです',
  attachmentCount: '添付ファイルは5件までです',
  sent: 'メッセージを送信しました。',
  memoSaved: 'メモを保存しました。',
  attachmentTotal: 'ファイルは合計10MB以内にしてください',
  messageRequired: 'メッセージを入力してください',
  clientIdInvalid: '送信IDが正しくありません。ページを再読み込みしてください。',
  offerPriceInvalid: '1以上の数字で入力してください',
  dateInvalid: '日付を正しく入力してください',
  timeInvalid: '時刻を正しく入力してください',
  paymentMethodInvalid: '支払方法を選択してください',
  rateLimited: '短時間に多くのお問い合わせ・メッセージが送信されました。しばらくしてからもう一度お試しください。',
} as const;
