import { SITE_NAME } from '@akiya/contracts';
import { jstText, type MailContent, type MailSite, renderMail } from './layout';

/**
 * The operator's answer to a contact-form message from someone without an account (the staff inbox,
 * docs/accounts.md "Staff inbox"), to the address they gave; their message is quoted below.
 */
export function staffInboxReplyMail(site: MailSite, p: { name: string; body: string; original: string; receivedAt: Date }): MailContent {
  return renderMail('staff-inbox-reply', `【${SITE_NAME}】お問い合わせへのご返信`, site, [
    { lines: [`${p.name} 様`] },
    { lines: [`${SITE_NAME}へお問い合わせいただき、ありがとうございます。運営事務局よりご返信いたします。`] },
    { lines: p.body.split('\n') },
    { lines: [`――― ${jstText(p.receivedAt)}にいただいたお問い合わせ ―――`, ...p.original.split('\n').map((l) => `> ${l}`)] },
    { lines: [`このメールは送信専用です。ご返信は ${site.publicUrl}/contact のお問い合わせフォームからお送りください。`] },
  ]);
}
