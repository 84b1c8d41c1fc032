import { SITE_NAME } from '@akiya/contracts';
import { addressee, jstText, type MailContent, type MailSite, renderMail } from './layout';

/**
 * "taro@example.jp" → "ta***@example.jp": enough for the owner of the old address to recognise
 * (or not) the new one, without handing a full address to whoever reads the old mailbox now.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

/** Sent to the OLD address after a user changed their address from the my page. */
export function emailChangedMail(
  site: MailSite,
  p: { lastName: string; firstName: string; newEmail: string; changedAt: Date },
): MailContent {
  return renderMail('email-changed', `【${SITE_NAME}】メールアドレスが変更されました`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        `${jstText(p.changedAt)}に、${SITE_NAME}のアカウントのメールアドレスが変更されました。`,
        `新しいメールアドレス：${maskedEmail(p.newEmail)}`,
        '今後のお知らせは新しいメールアドレスにお送りします。ログインにも新しいメールアドレスをお使いください。',
      ],
    },
    {
      lines: [
        `お心当たりのない場合は、第三者がアカウントを使用しているおそれがあります。お手数ですが、至急${SITE_NAME}（${site.operatorEmail}）までご連絡ください。`,
      ],
    },
  ]);
}
