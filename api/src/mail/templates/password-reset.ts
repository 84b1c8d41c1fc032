import { SITE_NAME } from '@akiya/contracts';
import { addressee, hoursText, type MailContent, type MailSite, renderMail } from './layout';

/** Sent for POST /api/login/remember. */
export function passwordResetMail(site: MailSite, p: { lastName: string; firstName: string; link: string; ttlMs: number }): MailContent {
  return renderMail('password-reset', `【${SITE_NAME}】パスワード再設定のご案内`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    { lines: ['パスワード再設定のお申し込みを受け付けました。', '下記のリンクから新しいパスワードを設定してください。'] },
    { link: p.link, label: '新しいパスワードを設定する' },
    {
      lines: [
        `※リンクの有効期限は${hoursText(p.ttlMs)}です。一度使用したリンクは無効になります。`,
        '※お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      ],
    },
  ]);
}
