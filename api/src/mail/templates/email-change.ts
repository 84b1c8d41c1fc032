import { SITE_NAME } from '@akiya/contracts';
import { addressee, hoursText, type MailContent, type MailSite, renderMail } from './layout';

/** Sent to the NEW address of a forced email update (docs/product.md §4). */
export function emailChangeMail(site: MailSite, p: { lastName: string; firstName: string; link: string; ttlMs: number }): MailContent {
  return renderMail('email-change', `【${SITE_NAME}】新しいメールアドレスのご確認`, site, [
    { lines: [addressee(p.lastName, p.firstName)] },
    {
      lines: [
        `${SITE_NAME}にご登録のメールアドレスの変更を受け付けました。`,
        '下記のリンクを開くと、このメールアドレスへの変更が完了します。',
      ],
    },
    { link: p.link, label: 'メールアドレスの変更を完了する' },
    {
      lines: [
        `※リンクの有効期限は${hoursText(p.ttlMs)}です。一度使用したリンクは無効になります。`,
        '※このメールにお心当たりのない場合は、お手数ですが破棄してください。',
      ],
    },
  ]);
}
