import { SITE_NAME } from '@akiya/contracts';
import { addressee, jstText, type MailContent, type MailSite, renderMail } from './layout';

/** Sent after a password reset or change: every session was ended. */
export function passwordChangedMail(site: MailSite, p: { lastName: string; firstName: string; changedAt: Date }): MailContent {
  return renderMail('password-changed', `【${SITE_NAME}】パスワードが変更されました`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        `${jstText(p.changedAt)}に、${SITE_NAME}のアカウントのパスワードが変更されました。`,
        '安全のため、ほかの端末ではログアウトしました。新しいパスワードでログインしてください。',
      ],
    },
    {
      lines: [
        `お心当たりのない場合は、下記からパスワードを再設定のうえ、${SITE_NAME}（${site.operatorEmail}）までご連絡ください。`,
        `${site.publicUrl}/login/remember`,
      ],
    },
  ]);
}
