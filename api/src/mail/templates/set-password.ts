import { SITE_NAME } from '@akiya/contracts';
import { addressee, hoursText, type MailContent, type MailSite, renderMail } from './layout';

/** Sent when an account without a password tries to log in (code empty-password, docs/product.md §8). */
export function setPasswordMail(site: MailSite, p: { lastName: string; firstName: string; link: string; ttlMs: number }): MailContent {
  return renderMail('set-password', `【${SITE_NAME}】パスワード設定のご案内`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        `${SITE_NAME}をご利用いただき、ありがとうございます。`,
        'お客様のアカウントにはまだパスワードが設定されていません。下記のリンクからパスワードを設定してください。',
      ],
    },
    { link: p.link, label: 'パスワードを設定する' },
    {
      lines: [
        `※リンクの有効期限は${hoursText(p.ttlMs)}です。一度使用したリンクは無効になります。`,
        '※お心当たりのない場合は、このメールを破棄してください。パスワードは設定されません。',
      ],
    },
  ]);
}
