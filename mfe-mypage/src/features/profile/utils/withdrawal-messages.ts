import { WITHDRAWAL_REASON_MAX_LENGTH, WITHDRAWN_USER_NAME } from '@akiya/contracts';

/** Texts of /my-page/profile/withdraw (退会; docs/accounts.md "退会"). The rules and their messages are contracts'. */
export const WITHDRAWAL_TEXTS = {
  title: '退会',
  linkFromProfile: '退会の手続きへ進む',
  profileSectionLead: '家いちばのご利用をやめる場合は、退会の手続きができます。',
  lead: '退会すると、このアカウントではログインできなくなります。手続きの前に、次の内容をご確認ください。',
  whatHappensTitle: '退会すると行われること',
  whatHappens: [
    '掲載中の物件はすべて掲載を中止し、掲示板や検索結果に表示されなくなります。',
    '進行中のお問い合わせ・商談はすべてキャンセルとなり、相手の方に「退会のためキャンセルされた」旨のメッセージをお送りします。',
    'お名前・ふりがな・ご住所・郵便番号・電話番号・メールアドレス・パスワードは削除します。',
    `これまでの商談のメッセージは、相手の方が引き続き読めるよう残ります。その際、あなたのお名前は「${WITHDRAWN_USER_NAME}」と表示されます。`,
    'メールマガジンや新着物件のお知らせなど、すべてのメールの配信を停止します。',
    '退会後も、同じメールアドレスで新しくご登録いただけます（以前のお気に入りやメッセージは引き継がれません）。',
  ],
  irreversible: '退会の取り消しはできません。',
  formTitle: '退会の手続き',
  passwordLabel: '現在のパスワード',
  passwordHint: '本人確認のため、現在のパスワードを入力してください。',
  reasonLabel: '退会の理由（任意）',
  reasonHint: 'よろしければ、サービス改善のために退会の理由をお聞かせください。',
  reasonCounter: (n: number) => `${n} / ${WITHDRAWAL_REASON_MAX_LENGTH}文字`,
  submit: '退会する',
  confirmTitle: '本当に退会しますか？',
  confirmBody: '掲載中の物件は掲載を中止し、進行中の商談はキャンセルされます。登録情報は削除され、元に戻すことはできません。',
  confirmYes: '退会する',
  confirmNo: 'やめる',
  sending: '手続き中…',
  back: 'プロフィールに戻る',
} as const;
