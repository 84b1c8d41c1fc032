import { email as emailRule, MESSAGES, normalizeEmail } from '@akiya/contracts';

/** Texts of the email change on /my-page/profile (the docs/product.md §5 messages themselves are contracts'). */
export const EMAIL_CHANGE_TEXTS = {
  title: 'メールアドレスの変更',
  lead: '新しいメールアドレスに確認メールをお送りします。メールに記載のリンクを開くと、変更が完了します。',
  submit: '確認メールを送信する',
  sent: '確認メールを送信しました。メールに記載のリンクを開くと、メールアドレスの変更が完了します。',
  pendingAddress: '変更先のメールアドレス',
  pendingUntil: 'リンクの有効期限',
  pendingHelp: 'メールが届かない場合は、変更を取り消してからもう一度お手続きください。',
  cancel: '変更を取り消す',
  cancelled: 'メールアドレスの変更を取り消しました。',
  passwordHint: '本人確認のため、現在のパスワードを入力してください。',
} as const;

/** The docs/product.md §5 checks of a new address that need no server, in order: empty, same as the current address, format. */
export function newEmailError(value: string, current: string): string | null {
  const v = value.trim();
  if (v === '') return MESSAGES.emailChangeEmpty;
  if (current && normalizeEmail(v) === normalizeEmail(current)) return MESSAGES.emailChangeSame;
  return emailRule(v);
}
